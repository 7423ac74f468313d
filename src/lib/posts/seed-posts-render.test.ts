/**
 * Every post of the seed, in every language, rendered by the fetcher the blog uses (getPost:
 * Markdown to HTML, then the sanitizer) from a fresh embedded database. Emphasis must come out as
 * <strong>/<em>: a `*` or `_` left in the visible text is a marker the renderer did not see, as
 * CommonMark's rules do not around Japanese and Chinese punctuation without the cjk-friendly
 * extension.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageCodes, languageOrDefault } from '@/config/languages';
import { setServerApiOrigin } from '@/lib/supabase';
import { startTestServer, type TestServer } from '../../../supabase/embedded/testing';
import { fetchCategoryNames } from './fetch-category-names';
import { getPost } from './get-post';

let server: TestServer;
let seedPosts: { slug: string; language: string; category: string }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  setServerApiOrigin(server.url);
  seedPosts = (
    await server.backend.database.query<{ slug: string; language: string; category: string }>(
      `select slug, language, category from public.blog_posts order by language, slug`,
    )
  ).rows;
});

afterAll(async () => {
  await server?.destroy();
});

/**
 * The text a reader sees, without code (where `*` and `_` are literal on purpose). The HTML is
 * the sanitizer's output, well-formed, so dropping tags is enough; neither marker is ever escaped
 * as an entity.
 */
function visibleText(html: string): string {
  return html.replace(/<(pre|code)\b[^>]*>[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]*>/g, '');
}

/**
 * Each `*`, and each `_` not inside a word (snake_case is fine), with a little context so a
 * failure names the sentence.
 */
function strayMarkers(text: string): string[] {
  return [...text.matchAll(/\*|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu)].map((match) =>
    text.slice(Math.max(0, match.index - 20), match.index + 21).replace(/\s+/g, ' '),
  );
}

describe('the seed posts', () => {
  it('give every language at least two posts of its own', () => {
    for (const language of languageCodes) {
      const own = seedPosts.filter((post) => post.language === language);
      expect(own.length, language).toBeGreaterThanOrEqual(2);
    }
  });

  it('use only categories named in all ten languages', async () => {
    const names = await fetchCategoryNames(server.client());
    const unnamed = seedPosts.filter(
      ({ category }) => Object.keys(names[category] ?? {}).length !== languageCodes.length,
    );
    expect(unnamed).toEqual([]);
  });

  it('render with no stray emphasis markers in any language', async () => {
    const problems: string[] = [];
    for (const { slug, language } of seedPosts) {
      const post = await getPost(languageOrDefault(language), slug);
      const html = post?.contentHtml ?? '';
      if (!html) problems.push(`${language} ${slug}: empty body`);
      for (const marker of strayMarkers(visibleText(html))) {
        problems.push(`${language} ${slug}: …${marker}…`);
      }
      // The markers were emphasis: what the seed marks must come out as <strong> or <em>.
      if (!/<(strong|em)>/.test(html)) {
        problems.push(`${language} ${slug}: no <strong>/<em> in the body`);
      }
    }
    expect(problems).toEqual([]);
  });
});
