import type { Messages } from '@/i18n/messages';

/** The post body's formatting toolbar and shortcuts (part of `admin`). */
export const toolbar: Messages['admin']['toolbar'] = {
  label: '書式',
  heading2: '見出し',
  heading3: '小見出し',
  bold: '太字',
  italic: '斜体',
  link: 'リンクを挿入',
  bulletList: '箇条書き',
  numberedList: '番号付きリスト',
  quote: '引用',
  withShortcut: '{name}（{shortcut}）',
  saveShortcutLive:
    '{shortcut} で保存できるのは下書きだけです。公開済みまたは予約済みの記事の変更は、フォームの下のボタンで保存してください。',
};
