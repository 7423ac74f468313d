/**
 * The embedded backend's data under pressure: 50 concurrent inserts all kept, two backends
 * sharing one data directory (Vite dev restarts), and a restart that keeps rows, files and
 * tokens and applies a later migration once.
 */
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPgliteAdapter } from './database';
import { createEmbeddedBackend } from '../index';
import { onePixelPng } from '../test-kit/rls-matrix-suite';
import {
  adminToken,
  server,
  sql,
  startAgain,
  startServerForFile,
} from '../test-kit/server-test-kit';
import { prepareDatabase, supabaseDir } from './setup';

startServerForFile();

/** Proof that the server still answers normally. */
async function expectStillServing() {
  const { data, error } = await server.client().from('blog_posts').select('id').limit(1);
  expect(error).toBeNull();
  expect(data).toHaveLength(1);
}

describe('data and concurrency', () => {
  it('keeps all of 50 concurrent inserts', async () => {
    const client = server.client(adminToken);
    const batch = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        client.from('blog_posts').insert({
          title: `Post ${index}`,
          slug: `burst-${batch}-${index}`,
          content_markdown: 'x',
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(50).fill(201));
    const [{ n } = { n: 0 }] = await sql<{ n: number }>(
      'select count(*)::int as n from public.blog_posts where slug like $1',
      [`burst-${batch}-%`],
    );
    expect(n).toBe(50);
  });

  it('shares one database between two backends on the same directory (Vite dev restarts)', async () => {
    const second = await createEmbeddedBackend({ dataDir: server.dataDir });
    expect(second.database).toBe(server.backend.database);
    await second.close();
    // Closing one user of the directory leaves the other working.
    await expectStillServing();
  });

  // Three PGlite starts in one test: allow for a busy machine.
  it(
    'survives a restart: posts, images, tokens; new migration files apply on the next start',
    { timeout: 120_000 },
    async () => {
      const slug = `persist-${randomUUID()}`;
      const client = server.client(adminToken);
      expect(
        (await client.from('blog_posts').insert({ title: 'Kept', slug, content_markdown: 'x' }))
          .status,
      ).toBe(201);
      const image = `${randomUUID()}.png`;
      await client.storage
        .from('blog-images')
        .upload(image, new File([onePixelPng], image, { type: 'image/png' }));

      await server.stop();
      await startAgain();
      expect(server.backend.setup).toEqual({ created: false, migrations: [] });

      // The same token still works: the signing secret belongs to the data directory.
      const { data } = await server
        .client(adminToken)
        .from('blog_posts')
        .select('title')
        .eq('slug', slug)
        .single();
      expect(data).toEqual({ title: 'Kept' });
      const served = await fetch(`${server.url}/storage/v1/object/public/blog-images/${image}`);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(onePixelPng);

      // A migration added later is applied once, on the next start; the others never run again.
      await server.stop();
      const sqlDir = await mkdtemp(path.join(tmpdir(), 'demoly-sql-'));
      await cp(supabaseDir, sqlDir, {
        recursive: true,
        filter: (source) => !path.relative(supabaseDir, source).startsWith('embedded'),
      });
      await writeFile(
        path.join(sqlDir, 'migrations', '29991231000000_later.sql'),
        'create table public.later_feature (id int primary key);',
      );
      const db = await createPgliteAdapter(path.join(server.dataDir, 'pgdata'));
      try {
        expect(await prepareDatabase(db, { sqlDir })).toEqual({
          created: false,
          migrations: ['29991231000000_later.sql'],
        });
        expect(await prepareDatabase(db, { sqlDir })).toEqual({ created: false, migrations: [] });
        expect((await db.query('select 1 from public.later_feature')).rows).toEqual([]);
      } finally {
        await db.close();
        await rm(sqlDir, { recursive: true, force: true });
      }
      await startAgain();
      await expectStillServing();
    },
  );
});
