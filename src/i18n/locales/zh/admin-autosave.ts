import type { Messages } from '@/i18n/messages';

/** The editor's autosave of drafts and its recovery of browser copies (part of `admin`). */
export const autosave: Messages['admin']['autosave'] = {
  saving: '正在保存…',
  saved: '已于 {time} 自动保存',
  failed: '自动保存失败，您的文字仍保留在此浏览器中',
  stopped:
    '自动保存已暂停：其他人保存了这篇文章。下次保存时，您会看到对方的修改与您的修改并排显示。',
  history: '自动保存',
  serverNewer:
    '此浏览器中有 {local} 的未保存修改，但此草稿的较新版本已于 {server} 保存。当前显示的是较新版本。',
  useBrowserCopy: '使用浏览器中的副本',
  discardBrowserCopy: '丢弃浏览器中的副本',
};
