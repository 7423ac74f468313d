/**
 * Attacks on the admin's work, each beside the innocent visitor (innocent.ts):
 * - an editor saving a post, as the editor does (a guarded PATCH that reads the row back), while
 *   eight networks send the costly reads of `hostileQueries`: the saves must answer 200 within
 *   1 s at p99, as the editor's lane goes ahead of anonymous readers;
 * - crawlers reading the sitemap while an editor saves a published post every 2 s, so every
 *   save makes the sitemap and the list pages stale: the crawlers must get 200 every time, within
 *   the fresh-render bound at p99.
 */
import { performance } from 'node:perf_hooks';
import { embeddedAnonKey } from '../../src/config/embedded-anon-key';
import { postColumns } from '../../src/lib/posts/types';
import { hostileQueries, type AttackResult } from './attacks';
import { client, request, Series, statusWithCode } from './clients';
import { signIn } from './server';

const saveBoundMs = 1_000;
const freshRenderBoundMs = 1_500;

interface Saves {
  series: Series;
  statuses: Map<number, number>;
}

/**
 * One editor from a network of its own: creates a published post, then saves it every `everyMs`
 * (at once after the last answer when 0) until `until`, each save guarded by the updated_at it
 * read back, as the admin's editor does (src/lib/posts/update-post.ts).
 */
async function editorSaving(origin: string, everyMs: number, until: number) {
  // Signed in now: at 29,527 posts the run reaches these attacks after the first token expired.
  const token = await signIn(origin);
  const agent = client('127.13.1.1', 1);
  const headers = {
    apikey: embeddedAnonKey,
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
    Prefer: 'return=representation',
  };
  const saves: Saves = { series: new Series(), statuses: new Map() };
  const slug = `stress-editor-${Date.now().toString(36)}`;
  const created = await request(agent, `${origin}/rest/v1/blog_posts?select=${postColumns}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: 'An editor at work', slug, content_markdown: 'First words.' }),
  });
  if (created.status !== 201) {
    throw new Error(`the editor's post answered ${statusWithCode(created)}`);
  }
  let row = (JSON.parse(created.body.toString()) as { id: string; updated_at: string }[])[0]!;
  for (let index = 0; Date.now() < until; index += 1) {
    const started = performance.now();
    const answer = await request(
      agent,
      `${origin}/rest/v1/blog_posts?id=eq.${row.id}&updated_at=eq.${encodeURIComponent(row.updated_at)}&select=${postColumns}`,
      {
        method: 'PATCH',
        headers,
        body: JSON.stringify({
          title: `An editor at work, draft ${index}`,
          content_markdown: `Words of save ${index}. `.repeat(200),
        }),
      },
    ).catch(() => ({ status: 0, body: Buffer.alloc(0) }));
    saves.series.record(performance.now() - started);
    saves.statuses.set(answer.status, (saves.statuses.get(answer.status) ?? 0) + 1);
    if (answer.status === 200) {
      row = (JSON.parse(answer.body.toString()) as (typeof row)[])[0] ?? row;
    }
    const rest = everyMs - (performance.now() - started);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
  agent.destroy();
  return saves;
}

function describeStatuses(statuses: Map<number, number>) {
  return [...statuses].map(([status, count]) => `${count}× ${status || 'error'}`).join(', ');
}

/** The editor saves every 500 ms while eight networks send costly reads. */
export async function savesBesideCostlyReaders(
  origin: string,
  seconds: number,
): Promise<AttackResult> {
  const until = Date.now() + seconds * 1000;
  const [readers, saves] = await Promise.all([
    hostileQueries(origin, seconds),
    editorSaving(origin, 500, until),
  ]);
  const p99 = saves.series.percentile(99);
  const wrong = saves.series.latencies.length - (saves.statuses.get(200) ?? 0);
  return {
    line: `saves beside costly readers: ${readers.line}; the editor's saves: ${saves.series.describe()} (${describeStatuses(saves.statuses)})`,
    failures: [
      ...readers.failures,
      ...(p99 > saveBoundMs
        ? [`saves beside costly readers: save p99 ${p99.toFixed(0)} ms (at most ${saveBoundMs})`]
        : []),
      ...(wrong ? [`saves beside costly readers: ${wrong} saves were not 200`] : []),
    ],
  };
}

/** Four crawler networks read the sitemap files while the editor saves every 2 s. */
export async function sitemapWhileSaving(origin: string, seconds: number): Promise<AttackResult> {
  const until = Date.now() + seconds * 1000;
  const paths = ['/sitemap.xml', '/sitemap-posts-1.xml', '/sitemap-pages.xml'];
  const crawls = new Series();
  const statuses = new Map<number, number>();
  const crawlers = Array.from({ length: 4 }, async (_, network) => {
    const agent = client(`127.14.${network + 1}.1`, 2);
    await Promise.all(
      [0, 1].map(async (slot) => {
        for (let index = network + slot; Date.now() < until; index += 1) {
          const started = performance.now();
          const answer = await request(agent, `${origin}${paths[index % paths.length]}`, {
            headers: { 'Accept-Encoding': 'gzip, br' },
          }).catch(() => ({ status: 0 }));
          crawls.record(performance.now() - started);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        }
      }),
    );
    agent.destroy();
  });
  const [saves] = await Promise.all([editorSaving(origin, 2_000, until), ...crawlers]);
  const p99 = crawls.percentile(99);
  const wrong = crawls.latencies.length - (statuses.get(200) ?? 0);
  const savesWrong = saves.series.latencies.length - (saves.statuses.get(200) ?? 0);
  return {
    line: `sitemap while saving: 4 networks × 2 crawlers, ${crawls.describe()} (${describeStatuses(statuses)}); saves every 2 s: ${saves.series.describe()} (${describeStatuses(saves.statuses)})`,
    failures: [
      ...(p99 > freshRenderBoundMs
        ? [`sitemap while saving: crawl p99 ${p99.toFixed(0)} ms (at most ${freshRenderBoundMs})`]
        : []),
      ...(wrong ? [`sitemap while saving: ${wrong} sitemap reads were not 200`] : []),
      ...(savesWrong ? [`sitemap while saving: ${savesWrong} saves were not 200`] : []),
    ],
  };
}
