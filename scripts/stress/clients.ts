/** The stress run's clients: one keep-alive pool per source address, timed requests. */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** Latencies of one kind of client in one phase. */
export class Series {
  readonly latencies: number[] = [];
  /** A series of latencies measured elsewhere (another thread's, sent as a plain array). */
  static of(latencies: readonly number[]): Series {
    const series = new Series();
    for (const ms of latencies) series.record(ms);
    return series;
  }
  record(ms: number) {
    this.latencies.push(ms);
  }
  percentile(p: number): number {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  }
  describe(): string {
    return `${this.latencies.length} requests, p50 ${this.percentile(50).toFixed(1)} ms, p99 ${this.percentile(99).toFixed(1)} ms`;
  }
}

/** A keep-alive connection pool bound to one source address: one visitor's machine. */
export function client(localAddress: string, sockets: number) {
  return new http.Agent({ keepAlive: true, maxSockets: sockets, localAddress });
}

export interface Answer {
  status: number;
  body: Buffer;
  /** How a cached answer was found (X-Cache: HIT, STALE or MISS), when the server says. */
  cache?: string;
}

export function request(
  agent: http.Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      { agent, method: options.method ?? 'GET', headers: options.headers, timeout: 30_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks),
            cache: response.headers['x-cache'] as string | undefined,
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 30 s')));
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

export async function timed(series: Series, send: () => Promise<Answer>): Promise<Answer> {
  const started = performance.now();
  const answer = await send();
  series.record(performance.now() - started);
  return answer;
}

/** An answer's status, with PostgREST's error code when it is an error: `503 PGRST003`. */
export function statusWithCode(answer: Answer): string {
  if (answer.status < 400) return String(answer.status);
  const body = answer.body.toString();
  const code = body.startsWith('{') ? (JSON.parse(body) as { code?: string }).code : undefined;
  return `${answer.status}${code ? ` ${code}` : ''}`;
}
