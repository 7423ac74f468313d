/**
 * npm run bench:photo-post: puts a post whose hero is an uploaded camera photo (3000×2000 JPEG,
 * scripts/lib/camera-photo.ts) into the bench's database (DATA_DIR, default .data-bench), so
 * Lighthouse can measure a post page with an upload:
 *   npm run bench:photo-post && DATA_DIR=.data-bench npm run build &&
 *   npm run bench -- --no-build --pages /resources/blog/bench-photo-post
 * (the build prerenders the post from that database; the bench reads its CSS from the build).
 * Idempotent: a second run leaves the post as it is. Stop any server on the directory first.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { embeddedAnonKey } from '../src/config/embedded-anon-key';
import { createEmbeddedBackend, seedAccounts } from '../supabase/embedded';
import { uploadPhoto } from './lib/image-flood';

const slug = 'bench-photo-post';
const backend = await createEmbeddedBackend({ dataDir: process.env.DATA_DIR ?? '.data-bench' });
const server = http.createServer((req, res) =>
  backend.handle(req, res, () => res.writeHead(404).end()),
);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
try {
  const existing = await fetch(`${origin}/rest/v1/blog_posts?select=id&slug=eq.${slug}`);
  if (((await existing.json()) as unknown[]).length > 0) {
    console.log(`/resources/blog/${slug} is there already`);
  } else {
    const signIn = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: embeddedAnonKey },
      body: JSON.stringify({
        email: seedAccounts.admin.email,
        password: process.env.SEED_ADMIN_PASSWORD || seedAccounts.admin.defaultPassword,
      }),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const key = await uploadPhoto(origin, token, 7, `bench-photo-${Date.now()}`);
    const created = await fetch(`${origin}/rest/v1/blog_posts`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        Prefer: 'return=minimal',
      },
      body: JSON.stringify({
        slug,
        title: 'A post with a camera photo as its hero',
        excerpt: 'What a phone downloads of a 2 MB upload.',
        content_markdown:
          'An uploaded photo, served through Storage at the width each screen needs.\n\n' +
          'The rest of the page is ordinary text, as a post is.',
        category: 'Guides',
        featured_image: `blog-images/${key}`,
        featured_image_alt: 'Evening light over a test scene',
        status: 'published',
      }),
    });
    if (created.status !== 201)
      throw new Error(`create: ${created.status} ${await created.text()}`);
    console.log(`Created /resources/blog/${slug} with the upload blog-images/${key}`);
  }
} finally {
  server.close();
  await backend.close();
}
