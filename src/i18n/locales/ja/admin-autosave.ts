import type { Messages } from '@/i18n/messages';

/** The editor's autosave of drafts and its recovery of browser copies (part of `admin`). */
export const autosave: Messages['admin']['autosave'] = {
  saving: '保存しています…',
  saved: '{time} に自動保存しました',
  failed: '自動保存できませんでした。入力した内容はこのブラウザーに保持されています',
  stopped:
    '自動保存を一時停止しました。ほかの人がこの記事を保存しました。次に保存すると、相手の変更があなたの変更と並べて表示されます。',
  history: '自動保存',
  serverNewer:
    'このブラウザーには {local} の未保存の変更がありますが、{server} にこの下書きの新しいバージョンが保存されています。新しいバージョンを表示しています。',
  useBrowserCopy: 'ブラウザーのコピーを使う',
  discardBrowserCopy: 'ブラウザーのコピーを破棄',
};
