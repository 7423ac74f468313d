import type { Messages } from '@/i18n/messages';

/** The editor's search-result and shared-link previews (part of `admin`). */
export const seo: Messages['admin']['seo'] = {
  heading: '搜索与社交预览',
  description: '以文章自身的语言，查看搜索结果和分享链接中的显示效果。',
  searchResult: '搜索结果',
  socialCard: '分享链接',
  titleCount: '标题：{count} / {max} 字',
  descriptionCount: '描述：{count} / {max} 字',
  overLimit: '超出搜索结果通常显示的长度。',
  titleFromSeo: '使用 SEO 标题。',
  titleFromPost: '未设置 SEO 标题：使用文章标题加博客名称。',
  descriptionFromMeta: '使用元描述。',
  descriptionFromExcerpt: '未设置元描述：使用摘要。',
  descriptionFromTitle: '没有元描述和摘要：使用标题。',
  siteImage: '没有特色图片：将分享网站的默认图片。',
};
