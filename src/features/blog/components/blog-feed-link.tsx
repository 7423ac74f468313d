import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { absoluteUrl } from '@/lib/seo';

/** Announces the blog's RSS feed in this language to feed readers (in the page head). */
export function BlogFeedLink() {
  const { messages, language } = useLocale();
  return (
    <link
      rel="alternate"
      type="application/rss+xml"
      title={format(messages.blog.post.titleSuffix, { product: site.productName })}
      href={absoluteUrl(paths.blogFeed, language)}
    />
  );
}
