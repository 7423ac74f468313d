/**
 * npm run bench:images: what an uploaded camera photo costs, on the embedded backend (a copy of
 * the seed, the real upload and render endpoints over HTTP).
 *  - Bytes each screen downloads: the srcset entry a browser picks (src/lib/images) for a 390 px
 *    phone at DPR 2 on the post page (hero, calc(100vw - 48px)) and on a list card (100vw), and
 *    a 1440 px desktop at DPR 1 and 2 on the post page (768 px); WebP, as Chromium's Accept asks.
 *    Budgets: ≤ 150 KB, ≤ 80 KB, ≤ 300 KB.
 *  - The first transform of a 3000×2000 JPEG (budget ≤ 1 s) and a cached one (served from disk).
 *  - 50 first transforms of different photos at once (scripts/lib/image-flood.ts), while an
 *    innocent client reads the API: how they end and the innocent reads' p50/p99/max (bound: the
 *    API deadline, 3 s).
 * Prints the numbers and exits non-zero when a budget is missed.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { embeddedAnonKey } from '../src/config/embedded-anon-key';
import { seededTemplate } from '../supabase/embedded/testing';
import { cameraJpeg } from './lib/camera-photo';
import { getFrom, imageFlood, pickedUrl, quantile, uploadPhoto } from './lib/image-flood';

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-images-'));
await cp(await seededTemplate(), dataDir, { recursive: true });
const { createEmbeddedBackend, seedAccounts } = await import('../supabase/embedded');
const backend = await createEmbeddedBackend({ dataDir });
const server = http.createServer((req, res) =>
  backend.handle(req, res, () => res.writeHead(404).end()),
);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const failures: string[] = [];

const signIn = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', apikey: embeddedAnonKey },
  body: JSON.stringify({
    email: seedAccounts.admin.email,
    password: seedAccounts.admin.defaultPassword,
  }),
});
const { access_token: token } = (await signIn.json()) as { access_token: string };

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
console.log('Uploading 51 camera photos (3000×2000 JPEG)…');
const keys: string[] = [];
for (let variant = 0; variant <= 50; variant += 1) {
  keys.push(await uploadPhoto(origin, token, variant, `bench-${process.pid}`));
}
const photoBytes = (await cameraJpeg(0)).length;
console.log(`  each about ${kb(photoBytes)}`);

const hero = pickedUrl(origin, keys[0]!, 'hero', 342, 2);
const first = await getFrom(hero);
const cached = await getFrom(hero);
console.log(`\nFirst transform to 800×500 WebP: ${first.ms.toFixed(0)} ms (budget 1000 ms)`);
const largest = await getFrom(pickedUrl(origin, keys[0]!, 'hero', 1000, 2));
console.log(`Cached, from disk: ${cached.ms.toFixed(1)} ms`);
console.log(`First transform to 2000×1250 WebP: ${largest.ms.toFixed(0)} ms (budget 1000 ms)`);
for (const { ms } of [first, largest]) {
  if (ms > 1000) failures.push(`first transform ${ms.toFixed(0)} ms > 1000 ms`);
}

const screens = [
  { name: 'phone 390 px DPR 2, post page', layout: 'hero', css: 342, dpr: 2, budget: 150_000 },
  { name: 'phone 390 px DPR 2, list card', layout: 'card', css: 390, dpr: 2, budget: 80_000 },
  { name: 'desktop 1440 px DPR 1, post page', layout: 'hero', css: 768, dpr: 1, budget: 300_000 },
  { name: 'desktop 1440 px DPR 2, post page', layout: 'hero', css: 768, dpr: 2, budget: 300_000 },
] as const;
console.log(`\nBytes of the ${kb(photoBytes)} upload each screen downloads:`);
for (const screen of screens) {
  const url = pickedUrl(origin, keys[0]!, screen.layout, screen.css, screen.dpr);
  const { bytes, status } = await getFrom(url);
  const ok = status === 200 && bytes <= screen.budget;
  const width = /width=(\d+)/.exec(url)?.[1];
  console.log(
    `  ${ok ? '✓' : '✗'} ${screen.name} (${width}w): ${kb(bytes)} (budget ${kb(screen.budget)})`,
  );
  if (!ok) failures.push(`${screen.name}: ${status} ${kb(bytes)}`);
}

const flood = await imageFlood(origin, keys.slice(1));
const outcome = [...flood.statuses].map(([status, count]) => `${count}× ${status}`).join(', ');
console.log(`\n50 first transforms at once: ${flood.seconds.toFixed(1)} s; ${outcome}`);
console.log(
  `  innocent API reads meanwhile (${flood.reads.length}): p50 ${quantile(flood.reads, 0.5).toFixed(0)} ms, ` +
    `p99 ${quantile(flood.reads, 0.99).toFixed(0)} ms, max ${(flood.reads.at(-1) ?? 0).toFixed(0)} ms (bound 3000 ms)`,
);
if ((flood.reads.at(-1) ?? 0) > 3000) failures.push('an innocent read waited past the deadline');
if (flood.readFailures) failures.push(`${flood.readFailures} innocent reads failed`);
if ([...flood.statuses.keys()].some((status) => status !== 200 && status !== 503)) {
  failures.push(`transforms ended ${outcome}`);
}

server.close();
await backend.close();
await rm(dataDir, { recursive: true, force: true });
if (failures.length) {
  console.error(`\n${failures.length} budget(s) missed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
