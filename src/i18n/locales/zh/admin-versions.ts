import type { Messages } from '@/i18n/messages';

/** Versions of a post: History's compare, marking with a save, the phone's editor (part of `admin`). */
export const versions: Messages['admin']['versions'] = {
  historyDescription:
    '这篇文章的每次保存，最新的在前。选择一个版本，即可将其所有字段与当前版本对比，然后恢复整个版本或单个字段。',
  sameAsCurrent: '所有字段都与当前版本相同。',
  restoreField: '恢复此字段',
  fieldConfirmTitle: '恢复“{field}”？',
  fieldConfirmDescription:
    '“{field}”将按 {time} 版本中的内容重新保存。其他字段保持当前的值，当前版本也会保留在历史记录中。',
  fieldConfirm: '恢复字段',
  fieldRestored: '“{field}”已恢复，并已另存为新版本',
  empty: '空',
  noImage: '无图片',
  noOriginal: '无（这是原文）',
  translationOf: '“{title}”的译文',
  anotherPost: '另一篇文章',
  readTime: { one: '{count} 分钟', other: '{count} 分钟' },
  markWithSave: '保存时标记为最新',
  markWithSaveHint: '在同一次保存中记录：此译文现已与上方对比的原文保持一致。',
  saveOrMarkWithSave: '请先保存修改，或勾选保存按钮旁的“保存时标记为最新”。',
  markedWith: '已标记为与 {date} 的原文版本同步。',
  sourceChanges: '两个版本之间原文的改动',
  sourceChangesMissing: '原文的较早版本已不在历史记录中，因此无法显示改动。',
  languageChip: '语言：{language}',
  publishConfirmTitle: '立即发布？',
  publishConfirmDescription: '发布后读者即可看到这篇文章。如需继续修改，请先保存为草稿。',
  publishConfirm: '立即发布',
  keepEditing: '继续编辑',
};
