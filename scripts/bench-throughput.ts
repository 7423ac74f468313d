/**
 * npm run bench:throughput (also part of npm run bench): how many requests a second `npm start`
 * serves, against nginx serving the same build files on the same machine as the reference.
 * autocannon, 50 connections, 10 s each, one run, `Accept-Encoding: br, gzip`, on the seed:
 *  - a marketing page, the blog list, a post and the feed: requests/s, p50, p99;
 *  - memory: the server's resident size before and after 10,000 distinct searches (?q=), and
 *    after 10,000 more, which must not grow past the search cache's bound (server/site-server.ts).
 * Numbers are printed (and with --readme written into bench/README.md), never asserted: they depend on
 * the machine and on what else runs on it. Options: --no-build, --duration S, --searches N.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { clientDir, projectRoot } from '../server/paths';
import { seededTemplate } from '../supabase/embedded/testing';
import { writeBenchRecord } from './lib/bench-records';
import { serveBuild } from './lib/serve';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const duration = Number(option('--duration') ?? 10);
const searches = Number(option('--searches') ?? 10_000);
const port = Number(process.env.BENCH_PORT ?? 4390) + 10;
const nginxPort = port + 1;

const targets = [
  { name: 'marketing page', path: '/pricing' },
  { name: 'blog list', path: '/resources/blog' },
  { name: 'post', path: '/resources/blog/ai-demo-setup-in-ten-minutes' },
  { name: 'feed', path: '/resources/blog/rss.xml' },
];

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string): Promise<Measure> {
  const result = await autocannon({
    url,
    connections: 50,
    duration,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** nginx on the build's files, precompressed copies included, one worker like one Node thread. */
async function startNginx(): Promise<{ stop: () => void } | undefined> {
  if (!existsSync('/usr/sbin/nginx')) return undefined;
  const dir = await mkdtemp(path.join(tmpdir(), 'demoly-nginx-'));
  const brotli = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
  const config = `
${brotli ? 'load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  gzip_static on;
  ${brotli ? 'brotli_static on;' : ''}
  server {
    listen 127.0.0.1:${nginxPort};
    root ${clientDir};
    location / { try_files $uri $uri/index.html =404; }
  }
}`;
  await writeFile(path.join(dir, 'nginx.conf'), config);
  const nginx = spawn('/usr/sbin/nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {
    stdio: 'inherit',
  });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${nginxPort}/pricing`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    stop: () => {
      nginx.kill('SIGQUIT');
      void rm(dir, { recursive: true, force: true });
    },
  };
}

/** The largest resident set in the server's process group (npx → tsx → the server), in MB. */
function serverRss(groupLeader: number): number {
  const output = execFileSync('ps', ['-o', 'rss=', '-g', String(groupLeader)], {
    encoding: 'utf8',
  });
  return Math.max(...output.trim().split(/\s+/).map(Number)) / 1024;
}

async function searchRun(origin: string, from: number, count: number) {
  let next = from;
  const worker = async () => {
    while (next < from + count) {
      const index = next++;
      const response = await fetch(`${origin}/resources/blog?q=search-${index}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

// The commit measured is the one checked out when the server starts, not when the run ends.
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
if (!args.includes('--no-build')) {
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: projectRoot });
}
const dataDir = await mkdtemp(path.join(tmpdir(), 'demoly-throughput-'));
await cp(await seededTemplate(), dataDir, { recursive: true });
const server = await serveBuild({ port, env: { DATA_DIR: dataDir } });
const nginx = await startNginx();
const rows: string[] = [];
const memory: string[] = [];
try {
  for (const target of targets) {
    await fetch(`${server.origin}${target.path}`); // rendered once, as after any write
    const ours = await measure(`${server.origin}${target.path}`);
    const reference = nginx
      ? await measure(`http://127.0.0.1:${nginxPort}${target.path}`)
      : undefined;
    rows.push(
      `| ${target.name} (\`${target.path}\`) | ${Math.round(ours.rps).toLocaleString('en-US')} | ${ours.p50} ms | ${ours.p99} ms | ${ours.errors} | ` +
        (reference
          ? `${Math.round(reference.rps).toLocaleString('en-US')} | ${reference.p50} ms | ${reference.p99} ms |`
          : 'n/a | | |'),
    );
    console.log(rows.at(-1));
  }
  const marketing = Number(rows[0]!.split('|')[2]!.replace(/,/g, ''));
  for (const row of rows.slice(1, 3)) {
    const rps = Number(row.split('|')[2]!.replace(/,/g, ''));
    console.log(
      `${row.split('|')[1]!.trim()}: ${((rps / marketing) * 100).toFixed(0)}% of the marketing page`,
    );
  }

  const leader = server.pid;
  const before = serverRss(leader);
  await searchRun(server.origin, 0, searches);
  const after = serverRss(leader);
  await searchRun(server.origin, searches, searches);
  const again = serverRss(leader);
  memory.push(
    `Server memory (resident): ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after ${searches.toLocaleString('en-US')} distinct searches, ` +
      `${again.toFixed(0)} MB after ${searches.toLocaleString('en-US')} more (searches are kept within 16 MB).`,
  );
  console.log(memory[0]);
} finally {
  nginx?.stop();
  server.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const table = [
  `Throughput, ${new Date().toISOString().slice(0, 10)}, commit ${commit}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}:`,
  `\`npm run bench:throughput\` — autocannon, 50 connections, ${duration} s, one run, brotli; nginx 1 worker on the same files as the reference.`,
  '',
  '| URL | npm start req/s | p50 | p99 | errors | nginx req/s | p50 | p99 |',
  '|---|---:|---:|---:|---:|---:|---:|---:|',
  ...rows,
  '',
  ...memory,
].join('\n');
console.log(`\n${table}`);
if (args.includes('--readme')) await writeBenchRecord('bench-throughput', table);
process.exit(0);
