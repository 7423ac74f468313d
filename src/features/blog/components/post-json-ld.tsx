import { site } from '@/config/site';
import { shareImageFor } from '@/lib/images/image-sources';
import { scriptJson } from '@/lib/structured-data';
import { postHeadDescription } from '@/lib/posts/post-head-text';
import type { Post } from '@/lib/posts/types';

/**
 * schema.org BlogPosting for search engines, its section the category's label in the page's
 * language. `<` is escaped so a title can never close the script element.
 */
export function PostJsonLd({ post, section, url }: { post: Post; section: string; url: string }) {
  const image = shareImageFor(post.featuredImage);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    // The headline is the article's own title, as on the page; the SEO title is for result lists.
    headline: post.title,
    description: postHeadDescription(post),
    ...(image ? { image } : {}),
    ...(post.date ? { datePublished: post.date } : {}),
    ...(post.updatedAt || post.date ? { dateModified: post.updatedAt || post.date } : {}),
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: site.productName, url: site.origin },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: section,
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
  };
  return (
    <script
      type="application/ld+json"
      // scriptJson (lib/structured-data.ts): no markup in a post can break out.
      dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
    />
  );
}
