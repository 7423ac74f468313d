/**
 * The purge webhook of hosted mode: a Supabase database webhook on blog_posts (and
 * blog_category_names) POSTs each change here with `Authorization: Bearer <REVALIDATE_SECRET>`.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../supabase/embedded';

export const revalidatePath = '/api/revalidate';

/**
 * `apply` drops what the announced change makes stale and says how many cached answers that
 * was, or undefined when the payload announces no change it knows.
 */
export function createRevalidateEndpoint(
  secret: string | undefined,
  apply: (payload: unknown) => number | undefined,
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const given = Buffer.from(req.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${secret}`);
    if (!secret || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.writeHead(401, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('A valid Authorization: Bearer <REVALIDATE_SECRET> is required');
      return;
    }
    const body = await readBody(req, 64 * 1024);
    let payload: unknown;
    try {
      payload = body.ok ? JSON.parse(body.body.toString('utf8')) : undefined;
    } catch {
      payload = undefined;
    }
    const dropped = apply(payload);
    if (dropped === undefined) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(
        'Expected a Supabase database webhook payload for the blog_posts or blog_category_names table',
      );
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ invalidated: dropped }));
  };
}
