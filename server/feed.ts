import { Feed } from 'feed';
import { languageTags, type LanguageCode } from '../src/config/languages';
import { paths } from '../src/config/paths';
import { site } from '../src/config/site';
import { format } from '../src/i18n/format';
import type { Messages } from '../src/i18n/messages';
import { categoryLabel } from '../src/lib/posts/category-label';
import type { CategoryNames } from '../src/lib/posts/fetch-category-names';
import { absoluteUrl } from '../src/lib/seo';
import type { FeedPost } from './blog-index';

/** Where a language's feed lives: /resources/blog/rss.xml, /de/resources/blog/rss.xml... */
export const feedPath = paths.blogFeed;

/**
 * Text as XML 1.0 can carry it inside the feed library's CDATA sections: characters XML forbids
 * (C0 controls but tab and newlines, lone surrogates, U+FFFE/U+FFFF) are dropped, and every `]]>`
 * after the first becomes `]] >` (the library escapes the first one in a value correctly, the
 * others not at all, which would end its CDATA section). Post text is admin input and
 * Postgres text accepts all of these.
 */
export function feedText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/]]>/g, (marker, offset: number, text: string) =>
      text.indexOf(marker) === offset ? marker : ']] >',
    );
}

/**
 * RSS 2.0 for the posts written in one language (the `feed` library escapes every value): the
 * channel and the category labels in that language, absolute links, newest first.
 */
export function buildFeed(
  language: LanguageCode,
  messages: Pick<Messages, 'blog'>,
  posts: readonly FeedPost[],
  categoryNames: CategoryNames | undefined,
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
      title: feedText(post.title),
      id: link,
      link,
      description: post.excerpt ? feedText(post.excerpt) : undefined,
      date: new Date(post.published_at ?? post.created_at),
      author: post.author ? [{ name: feedText(post.author) }] : undefined,
      // The category as the feed's readers see it on the blog; tags are shown as written.
      category: [categoryLabel(categoryNames, post.category, language), ...post.tags].map(
        (name) => ({
          name: feedText(name),
        }),
      ),
    });
  }
  return feed.rss2();
}
