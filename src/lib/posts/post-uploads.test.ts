/**
 * Deleting a post removes the uploads only it (or its revisions) named, through the app's own
 * fetchers against the embedded backend: a featured image replaced before the delete goes too
 * (its revision went with the post), an image another post uses stays.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setAccessTokenProvider, setServerApiOrigin } from '@/lib/supabase';
import { uploadPathsIn } from '@/lib/images/unused-uploads';
import { seedAccounts } from '../../../supabase/embedded';
import { onePixelPng, startTestServer, type TestServer } from '../../../supabase/embedded/testing';
import { createPost } from './create-post';
import { deletePost } from './delete-post';
import { makePayload } from './test-rows';
import { updatePost } from './update-post';

let server: TestServer;
let token: string | null = null;

beforeAll(async () => {
  server = await startTestServer();
  setServerApiOrigin(server.url);
  token = await server.signIn(seedAccounts.admin.email, seedAccounts.admin.defaultPassword);
  setAccessTokenProvider(async () => token);
}, 120_000);

afterAll(async () => {
  setAccessTokenProvider(async () => null);
  await server?.destroy();
});

async function upload(): Promise<string> {
  const key = `${randomUUID()}.png`;
  const { error } = await server
    .client(token!)
    .storage.from('blog-images')
    .upload(key, new Blob([onePixelPng], { type: 'image/png' }));
  expect(error).toBeNull();
  return `blog-images/${key}`;
}

/** Which of `paths` Storage still holds a row for. */
async function stored(paths: string[]): Promise<string[]> {
  const { rows } = await server.backend.database.query<{ path: string }>(
    `select 'blog-images/' || name as path from storage.objects
      where bucket_id = 'blog-images' and 'blog-images/' || name = any($1::text[])`,
    [paths],
  );
  return rows.map((row) => row.path).sort();
}

it('uploadPathsIn finds uploads in Markdown and HTML, with and without trailing punctuation', () => {
  expect(
    uploadPathsIn(
      '![a](/blog-images/x-w1h1.png) and blog-images/y.jpg.',
      '<img src="/b/blog-images/z.webp?w=1">',
    ),
  ).toEqual(
    expect.arrayContaining(['blog-images/x-w1h1.png', 'blog-images/y.jpg', 'blog-images/z.webp']),
  );
  expect(uploadPathsIn('no images here', null)).toEqual([]);
});

it('deleting a post removes its uploads, the replaced one too, but not one another post uses', async () => {
  const [first, replacement, inBody, shared] = [
    await upload(),
    await upload(),
    await upload(),
    await upload(),
  ];
  const other = await createPost(
    makePayload({ slug: `other-${randomUUID()}`, featured_image: shared! }),
  );
  const post = await createPost(
    makePayload({
      slug: `lifecycle-${randomUUID()}`,
      featured_image: first!,
      content_markdown: `![in body](/${inBody}) and ![shared](/${shared})`,
    }),
  );
  const updated = await updatePost({
    id: post.id,
    payload: { featured_image: replacement! },
    expectedUpdatedAt: post.updated_at,
  });
  // The replaced image is still in the post's first revision: kept while the post exists.
  expect(await stored([first!])).toEqual([first]);
  expect(updated.featured_image).toBe(replacement);

  await deletePost(post.id);
  expect(await stored([first!, replacement!, inBody!, shared!])).toEqual([shared]);
  await deletePost(other.id);
  expect(await stored([shared!])).toEqual([]);
});
