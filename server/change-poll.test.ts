/**
 * The hosted-mode change poll against the embedded backend through supabase-js with the anon key:
 * what a second `npm start` instance, which no webhook reaches, learns about writes.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../supabase/embedded/testing';
import type { BlogChange } from './blog-changes';
import { startChangePoll, type ChangePoll } from './change-poll';

let server: TestServer;
let poll: ChangePoll;
const changes: BlogChange[] = [];
let unknownChanges = 0;

beforeAll(async () => {
  server = await startTestServer();
  poll = startChangePoll({
    api: server.client(),
    onChange: (change) => changes.push(change),
    onUnknownChange: () => (unknownChanges += 1),
    intervalMs: 60_000, // the test looks itself
  });
  await poll.check();
}, 180_000);

afterAll(async () => {
  poll?.stop();
  await server?.destroy();
});

const sql = (text: string, values: unknown[]) => server.backend.database.query(text, values);

describe('the change poll', () => {
  it('says nothing while nothing changed', async () => {
    await poll.check();
    expect(changes).toEqual([]);
    expect(unknownChanges).toBe(0);
  });

  it('names a published post that was edited, with where it is shown', async () => {
    const { rows } = await sql(
      `select id, slug from public.blog_posts where status = 'published' limit 1`,
      [],
    );
    const post = rows[0] as { id: string; slug: string };
    await sql(`update public.blog_posts set title = title || ' (edited)' where id = $1`, [post.id]);
    await poll.check();
    expect(changes).toEqual([
      expect.objectContaining({
        type: 'UPDATE',
        record: expect.objectContaining({ id: post.id, slug: post.slug }),
      }),
    ]);
    expect(unknownChanges).toBe(0);
  });

  it('drops everything when the public count moves: a post published, then deleted', async () => {
    const slug = `poll-${randomUUID()}`;
    await sql(
      `insert into public.blog_posts (title, slug, content_markdown, status, published_at)
       values ('Polled', $1, 'Body', 'published', now())`,
      [slug],
    );
    await poll.check();
    expect(unknownChanges).toBe(1);
    await sql(`delete from public.blog_posts where slug = $1`, [slug]);
    await poll.check();
    expect(unknownChanges).toBe(2);
  });

  it('does not see drafts, which no public page shows', async () => {
    const before = [changes.length, unknownChanges];
    await sql(
      `insert into public.blog_posts (title, slug, content_markdown, status, published_at)
       values ('Draft', $1, 'Body', 'draft', null)`,
      [`poll-draft-${randomUUID()}`],
    );
    await poll.check();
    expect([changes.length, unknownChanges]).toEqual(before);
  });
});
