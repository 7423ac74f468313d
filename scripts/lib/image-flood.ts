import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { embeddedAnonKey } from '../../src/config/embedded-anon-key';
import { imageSources } from '../../src/lib/images/image-sources';
import { cameraJpeg } from './camera-photo';

/** What Chromium's Accept says for an image. */
export const chromeImageAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/**
 * A GET from a loopback address of its own (Linux routes all of 127.0.0.0/8 to the loopback
 * device), so the server sees separate clients, as it would real visitors.
 */
export function getFrom(url: string, localAddress = '127.0.0.1', accept = chromeImageAccept) {
  const started = performance.now();
  return new Promise<{ status: number; bytes: number; ms: number }>((resolve, reject) => {
    const request = http.get(
      url,
      { localAddress, agent: false, headers: { Accept: accept }, timeout: 60_000 },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - started }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 60 s')));
    request.on('error', reject);
  });
}

/**
 * Uploads a camera photo as the admin (`bytes`, else photo `variant`); its key in the bucket.
 * Results are kept per object, so the same bytes under another key are another first transform.
 */
export async function uploadPhoto(
  origin: string,
  token: string,
  variant: number,
  tag: string,
  bytes?: Buffer,
) {
  const key = `${tag}-${variant}-w3000h2000.jpg`;
  const response = await fetch(`${origin}/storage/v1/object/blog-images/${key}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      apikey: embeddedAnonKey,
      'Content-Type': 'image/jpeg',
      'Cache-Control': 'max-age=31536000',
    },
    body: new Uint8Array(bytes ?? (await cameraJpeg(variant))),
  });
  if (response.status !== 200) {
    throw new Error(`upload: ${response.status} ${await response.text()}`);
  }
  return key;
}

/** The URL of the srcset entry a browser picks for a box `cssWidth` wide at `dpr`. */
export function pickedUrl(
  origin: string,
  key: string,
  layout: 'card' | 'hero',
  cssWidth: number,
  dpr: number,
): string {
  const { srcSet = '' } = imageSources({ kind: 'storage', bucket: 'blog-images', key }, layout);
  const candidates = srcSet.split(', ').map((entry) => {
    const [url = '', width = '0w'] = entry.split(' ');
    return { url, width: Number.parseInt(width, 10) };
  });
  const choice =
    candidates.find((candidate) => candidate.width >= cssWidth * dpr) ?? candidates.at(-1)!;
  return `${origin}${choice.url}`;
}

export interface FloodResult {
  seconds: number;
  /** How the transforms ended: status → count (200, or 503 past their wait budget). */
  statuses: Map<number, number>;
  /** The innocent reader's latencies, sorted. */
  reads: number[];
  readFailures: number;
}

/**
 * First transforms of every key at once, from ten addresses, while an innocent client on an
 * address of its own reads a page of posts from the API every 100 ms.
 */
export async function imageFlood(origin: string, keys: readonly string[]): Promise<FloodResult> {
  const reads: number[] = [];
  let readFailures = 0;
  let flooding = true;
  const innocent = (async () => {
    while (flooding) {
      const read = await getFrom(
        `${origin}/rest/v1/blog_posts?select=id,title&limit=12`,
        '127.0.0.200',
        'application/json',
      );
      if (read.status !== 200) readFailures += 1;
      reads.push(read.ms);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const started = performance.now();
  const answers = await Promise.all(
    keys.map((key, index) =>
      getFrom(pickedUrl(origin, key, 'hero', 342, 2), `127.0.0.${10 + (index % 10)}`),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  flooding = false;
  await innocent;
  const statuses = new Map<number, number>();
  for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  return { seconds, statuses, reads: reads.sort((a, b) => a - b), readFailures };
}

/** The q-quantile of sorted values. */
export const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
