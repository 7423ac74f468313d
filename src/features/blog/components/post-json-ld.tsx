import { scriptJson } from '@/lib/structured-data';
import type { Post } from '@/lib/posts/types';
import { blogPosting } from '../lib/blog-posting';

/**
 * The post's BlogPosting (lib/blog-posting.ts) for search engines. `<` is escaped so a title can
 * never close the script element.
 */
export function PostJsonLd({ post, section, url }: { post: Post; section: string; url: string }) {
  return (
    <script
      type="application/ld+json"
      // scriptJson (lib/structured-data.ts): no markup in a post can break out.
      dangerouslySetInnerHTML={{ __html: scriptJson(blogPosting(post, section, url)) }}
    />
  );
}
