/**
 * The image lifecycle's backend half: removing an object takes its bytes and its cached
 * renditions with it, and the view public.blog_image_references tells an admin which uploads a
 * post or a revision refers to (a revision keeps its images until it goes). Policies: anon and a
 * signed-in non-admin list and remove nothing; an admin does both.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '../db/setup';
import { onePixelPng } from '../test-kit/rls-matrix-suite';
import { onBothDatabases, type TestServer } from '../test-kit/test-server';

type Start = () => Promise<{ server: TestServer; cleanup(): Promise<void> }>;

/** Every file kept under a folder, or [] when it does not exist. */
const filesUnder = async (dir: string) =>
  existsSync(dir)
    ? (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile())
    : [];

function describeLifecycle(title: string, start: Start) {
  describe(title, () => {
    let server: TestServer;
    let cleanup: () => Promise<void>;
    let admin: string;
    let viewer: string;
    beforeAll(async () => {
      ({ server, cleanup } = await start());
      admin = await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword);
      viewer = await server.signIn(seedAccounts.viewer.email, seedAccounts.viewer.defaultPassword);
    }, 120_000);
    afterAll(() => cleanup?.());

    const bucket = () => server.client(admin).storage.from('blog-images');
    async function upload() {
      const key = `lifecycle/${randomUUID()}.png`;
      const { error } = await bucket().upload(key, new Blob([onePixelPng], { type: 'image/png' }));
      expect(error).toBeNull();
      return key;
    }

    it('anon and a non-admin neither list nor remove; an admin does both', async () => {
      const key = await upload();
      for (const token of [undefined, viewer]) {
        const storage = server.client(token).storage.from('blog-images');
        expect((await storage.list('lifecycle')).data).toEqual([]);
        expect((await storage.remove([key])).data).toEqual([]);
      }
      const listed = await bucket().list('lifecycle', { limit: 1000 });
      expect(listed.data?.map((entry) => `lifecycle/${entry.name}`)).toContain(key);
      const removed = await bucket().remove([key]);
      expect(removed.data?.map((row) => row.name)).toEqual([key]);
      const served = await fetch(bucket().getPublicUrl(key).data.publicUrl);
      expect(served.status).toBe(400);
    });

    it('removing an object drops its bytes and its cached renditions, not others', async () => {
      const [gone, kept] = [await upload(), await upload()];
      for (const key of [gone, kept]) {
        const url = bucket().getPublicUrl(key, { transform: { width: 1 } }).data.publicUrl;
        expect((await fetch(url)).status).toBe(200);
      }
      const renditions = path.join(server.dataDir, 'storage-render');
      const before = (await filesUnder(renditions)).length;
      expect(before).toBeGreaterThanOrEqual(2);
      expect((await bucket().remove([gone])).error).toBeNull();
      expect(await filesUnder(renditions)).toHaveLength(before - 1);
      const bytes = path.join(server.dataDir, 'storage', 'blog-images', ...gone.split('/'));
      expect(existsSync(bytes)).toBe(false);
      const stays = bucket().getPublicUrl(kept, { transform: { width: 1 } }).data.publicUrl;
      expect((await fetch(stays)).status).toBe(200);
    });

    it('blog_image_references: posts and their revisions keep images; only admins see it', async () => {
      const [featured, inBody, orphan] = ['a', 'b', 'c'].map(
        (name) => `blog-images/lifecycle/${randomUUID()}-${name}.png`,
      );
      const client = server.client(admin);
      /** The candidates still referred to, sorted. */
      const referenced = async (token = admin) => {
        const { data, error } = await server
          .client(token)
          .from('blog_image_references')
          .select('path')
          .in('path', [featured!, inBody!, orphan!]);
        expect(error).toBeNull();
        return data!.map((row) => row.path).sort();
      };
      const post = await client
        .from('blog_posts')
        .insert({
          title: 'Lifecycle',
          slug: `lifecycle-${Date.now()}`,
          featured_image: featured,
          content_markdown: `An image: ![x](/${inBody}). And ${inBody}.`,
        })
        .select('id')
        .single();
      expect(post.error).toBeNull();
      expect(await referenced()).toEqual([featured, inBody].sort());
      // A non-admin sees no references at all: it cannot mistake that for "unused".
      expect(await referenced(viewer)).toEqual([]);
      const anon = await server.client().from('blog_image_references').select('path');
      expect(anon.error?.code).toBe('42501');
      // Replaced in the post, the old images are still in the post's revisions.
      const replaced = await client
        .from('blog_posts')
        .update({ featured_image: null, content_markdown: 'No images' })
        .eq('id', post.data!.id);
      expect(replaced.error).toBeNull();
      expect(await referenced()).toEqual([featured, inBody].sort());
      // The revisions go with the post.
      expect((await client.from('blog_posts').delete().eq('id', post.data!.id)).error).toBeNull();
      expect(await referenced()).toEqual([]);
    });
  });
}

onBothDatabases('Image lifecycle', describeLifecycle);
