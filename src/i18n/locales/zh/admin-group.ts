import type { Messages } from '@/i18n/messages';

/** The words of a post's language versions kept in step (part of `admin`). */
export const group: Messages['admin']['group'] = {
  apply: {
    title: '要同步到其他语言版本吗？',
    description: '您修改了原文的{fields}，其他语言版本仍是修改前的值。',
    fields: {
      category: '分类',
      tags: '标签',
      featured_image: '封面图片',
      read_time: '阅读时长',
    },
    altNote: '图片描述以各自的语言撰写，因此每个版本都保留自己的描述。',
    versions: '语言版本',
    submit: { one: '同步到 {count} 个语言版本', other: '同步到 {count} 个语言版本' },
    skip: '暂不同步',
    applying: '正在同步…',
    done: '完成',
    loading: '正在加载语言版本…',
    loadError: '无法加载语言版本，请逐个修改。',
    updated: '已更新',
    changed: '未更新：在此期间有人保存了这个版本。请打开它再应用修改。',
    deleted: '未更新：这个版本已不存在。',
    failed: '未更新：保存失败。',
    summary: '已更新 {done} 个语言版本（共 {count} 个）。',
  },
  delete: {
    description: '《{title}》是 {count} 个语言版本（{languages}）的原文。要如何处理这些版本？',
    choices: '语言版本的处理方式',
    deleteAll: '删除全部 {count} 个版本',
    deleteAllHint: '原文和所有译文都会从博客中移除。',
    keep: '保留译文',
    keepHint: '只删除原文。您选择的版本会成为新的原文，其他版本成为它的译文。',
    newOriginal: '新的原文',
    confirmKeep: '只删除原文',
    loading: '正在加载语言版本…',
    loadError: '无法加载语言版本，因此无法安全地删除这篇文章。请重试。',
    deletedAll: '已删除全部 {count} 个版本。',
    handedOver: '原文已删除。《{title}》现在是新的原文。',
  },
};
