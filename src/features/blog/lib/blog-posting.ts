import { languageOrDefault, languageTags } from '@/config/languages';
import { site } from '@/config/site';
import { shareImageFor } from '@/lib/images/image-sources';
import { postHeadDescription } from '@/lib/posts/post-head-text';
import type { Post } from '@/lib/posts/types';

/**
 * schema.org BlogPosting of a post page. Everything in it is in the language the article is
 * written in, whatever the page's: an English-only post shown on a German page is an English
 * article (headline, section and inLanguage agree), as its `lang` says on the page.
 * `section` is the category's label in the post's language.
 */
export function blogPosting(post: Post, section: string, url: string) {
  const image = shareImageFor(post.featuredImage);
  // The post's last save, as the database stamps it; a post never saved since it was
  // published was last modified when it was published.
  const modified = post.updatedAt || post.date;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    // The headline is the article's own title, as on the page; the SEO title is for result lists.
    headline: post.title,
    description: postHeadDescription(post),
    inLanguage: languageTags[languageOrDefault(post.language)],
    ...(image ? { image } : {}),
    ...(post.date ? { datePublished: post.date } : {}),
    ...(modified ? { dateModified: modified } : {}),
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: site.productName, url: site.origin },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: section,
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
  };
}
