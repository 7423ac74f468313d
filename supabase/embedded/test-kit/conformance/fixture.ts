/**
 * The rows every conformance case runs on: 15 posts standing in for PostgREST's test tables.
 * read_time is the nth post's n (PostgREST's `items.id`), and the columns hold what its cases
 * need: NULLs (excerpt, author), booleans (minor_edit), arrays (tags), a timestamp and titles
 * with the characters its grammar treats specially (commas, parentheses, quotes, *, %, _,
 * backslashes, braces, the word null).
 */
const titles = [
  'Alpha',
  'beta',
  'Hello, (world)',
  'She said "hi"',
  'a*b',
  '50% off_now',
  'Ünïcödé ✓',
  'Two  spaces',
  'back\\slash',
  'curly {braces}',
  'comma,separated',
  'null',
  'Gamma',
  'gamma',
  'Delta',
];

export const fixtureSize = titles.length;

export function fixtureRows() {
  return titles.map((title, index) => {
    const n = index + 1;
    return {
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      slug: `item-${String(n).padStart(2, '0')}`,
      title,
      excerpt: n % 4 === 0 ? null : `Excerpt ${n}`,
      author: n % 2 === 0 ? null : n < 8 ? 'Ada' : 'Grace',
      category: ['Guides', 'Product', 'Sales'][n % 3]!,
      tags: n % 3 === 0 ? ['alpha', 'beta'] : n % 5 === 0 ? ['beta'] : [],
      read_time: n,
      minor_edit: n % 2 === 0,
      language: n > 12 ? 'de' : 'en',
      published_at: new Date(Date.UTC(2026, 0, n)).toISOString(),
    };
  });
}

/** Puts the table back to exactly the fixture (after a write, before the next case). */
export async function resetFixture(
  query: (text: string, params?: unknown[]) => Promise<unknown>,
): Promise<void> {
  await query('delete from public.blog_posts');
  await query(
    `insert into public.blog_posts
       (id, slug, title, excerpt, author, category, tags, read_time, minor_edit, language, published_at)
     select id, slug, title, excerpt, author, category, tags, read_time, minor_edit, language, published_at
     from json_populate_recordset(null::public.blog_posts, $1::json)`,
    [JSON.stringify(fixtureRows())],
  );
}
