/**
 * Every request a query shape never seen before: eight networks, two at a time each, each read
 * naming a new set of columns in `select=` and one to three `ilike` terms on the posts' text
 * (the body among them, which no index serves). A shape the server has not seen is unknown, not
 * quick, so inventing one per request buys no turn ahead of the innocent visitor's reads.
 */
import { readsFromEightNetworks, type AttackResult } from './attacks';

const columns = ['id', 'title', 'slug', 'excerpt', 'author', 'category', 'language', 'tags'];
const searched = ['content_markdown', 'content_html', 'title', 'excerpt', 'meta_description'];
const letters = 'abcdefghijklmnopqrstuvwxyz';

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

/** A read whose shape is new: a random column set and 1–3 body or text searches. */
function newShapeQuery(): string {
  const select = columns.filter(() => Math.random() < 0.5);
  const terms = Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => {
    const pattern = `*${pick([...letters])}${pick([...letters])}*`;
    return `${pick(searched)}.ilike.${pattern}`;
  });
  const filter =
    terms.length > 1 && Math.random() < 0.5
      ? `or=(${terms.join(',')})`
      : terms.map((term) => term.replace('.', '=')).join('&');
  return `/rest/v1/blog_posts?select=${(select.length ? select : ['id']).join(',')}&${filter}`;
}

export async function newShapes(origin: string, seconds: number): Promise<AttackResult> {
  const { summary, dropped } = await readsFromEightNetworks(origin, 17, seconds, newShapeQuery);
  return {
    line: `new shapes: 8 networks × 2 at once, a never-seen shape each time, answered ${summary}`,
    failures: dropped ? ['new shapes: the server dropped connections'] : [],
  };
}
