import { Feed } from 'feed';
import { languageTags, type LanguageCode } from '../src/config/languages';
import { paths } from '../src/config/paths';
import { site } from '../src/config/site';
import { format } from '../src/i18n/format';
import type { Messages } from '../src/i18n/messages';
import { absoluteUrl } from '../src/lib/seo';
import type { FeedPost } from './blog-index';

/** Where a language's feed lives: /resources/blog/rss.xml, /de/resources/blog/rss.xml... */
export const feedPath = paths.blogFeed;

/**
 * RSS 2.0 for the posts written in one language (the `feed` library escapes every value): the
 * channel in that language, absolute links, newest first.
 */
export function buildFeed(
  language: LanguageCode,
  messages: Pick<Messages, 'blog'>,
  posts: readonly FeedPost[],
): string {
  const blogUrl = absoluteUrl(paths.blog, language);
  const feed = new Feed({
    id: blogUrl,
    title: format(messages.blog.post.titleSuffix, { product: site.productName }),
    description: messages.blog.metaDescription,
    link: blogUrl,
    language: languageTags[language],
    feedLinks: { rss: absoluteUrl(feedPath, language) },
    copyright: `© ${site.productName}`,
    generator: false,
    updated: posts[0] ? new Date(posts[0].published_at ?? posts[0].created_at) : undefined,
  });
  for (const post of posts) {
    const link = absoluteUrl(paths.blogPost(post.slug), language);
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.excerpt ?? undefined,
      date: new Date(post.published_at ?? post.created_at),
      author: post.author ? [{ name: post.author }] : undefined,
      category: [{ name: post.category }, ...post.tags.map((tag) => ({ name: tag }))],
    });
  }
  return feed.rss2();
}
