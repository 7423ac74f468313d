import type { Messages } from '@/i18n/messages';

/** The editor's search-result and shared-link previews (part of `admin`). */
export const seo: Messages['admin']['seo'] = {
  heading: '検索結果とSNSでの表示',
  description:
    '検索結果や共有されたリンクでこの記事がどう表示されるかを、記事の言語で確認できます。',
  searchResult: '検索結果',
  socialCard: '共有されたリンク',
  titleCount: 'タイトル：{count} / {max}文字',
  descriptionCount: '説明：{count} / {max}文字',
  overLimit: '検索結果に通常表示される長さを超えています。',
  titleFromSeo: 'SEOタイトルを使用しています。',
  titleFromPost: 'SEOタイトルが未設定のため、記事タイトルとブログ名を使用しています。',
  descriptionFromMeta: 'メタディスクリプションを使用しています。',
  descriptionFromExcerpt: 'メタディスクリプションが未設定のため、抜粋を使用しています。',
  descriptionFromTitle: 'メタディスクリプションも抜粋もないため、タイトルを使用しています。',
  siteImage: 'アイキャッチ画像がないため、サイトの画像が共有されます。',
};
