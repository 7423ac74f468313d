import type { Messages } from '@/i18n/messages';

/** The post body's formatting toolbar and shortcuts (part of `admin`). */
export const toolbar: Messages['admin']['toolbar'] = {
  label: '格式',
  heading2: '标题',
  heading3: '小标题',
  bold: '粗体',
  italic: '斜体',
  link: '插入链接',
  bulletList: '项目符号列表',
  numberedList: '编号列表',
  quote: '引用',
  withShortcut: '{name}（{shortcut}）',
  saveShortcutLive: '{shortcut} 只能保存草稿。已发布或已定时文章的更改，请使用表单下方的按钮保存。',
};
