/**
 * npm start: builds if there is no build yet, then serves the prerendered site and, unless
 * VITE_SUPABASE_URL selects hosted mode, the embedded backend, at http://127.0.0.1:4173.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { serverEntryPath } from '../server/paths';
import { buildVariables, readBuildEnv, startEnv } from '../server/build-env';
import type { EmbeddedBackend } from '../supabase/embedded';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);

if (!existsSync(serverEntryPath) || process.argv.includes('--build')) {
  console.log('No build found: running npm run build first…');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

const configured = startEnv(await readBuildEnv(), buildVariables());
if (!configured.ok) {
  console.error(
    `npm start: the browser's code holds the variables the build was made with, and these differ:\n` +
      configured.conflicts.map((conflict) => `  - ${conflict}`).join('\n') +
      `\nUnset them to run with the build's values, or run npm run build again with the new ones.`,
  );
  process.exit(1);
}
const env = configured.env;
if (configured.fromBuild.length > 0) {
  console.log(`npm start: using the build's ${configured.fromBuild.join(', ')}`);
}
// Modules that read the configuration when imported see the build's values too: they are imported
// only now, after the check above.
Object.assign(process.env, configured.variables);
const { startSiteServer } = await import('../server/site-server');
const {
  applyServerLimits,
  createEmbeddedBackend,
  DataDirLockedError,
  serverLimits,
  trustedProxyHops,
  verifyPassword,
} = await import('../supabase/embedded');

async function openBackend() {
  try {
    return await createEmbeddedBackend({});
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(`npm start: ${error.message}`);
    process.exit(1);
  }
}

const backend = env.VITE_SUPABASE_URL ? undefined : await openBackend();
const loopback = ['127.0.0.1', 'localhost', '::1'].includes(host);
const trustedHops = trustedProxyHops();

/** The seed accounts that still have their published passwords. */
async function accountsWithDefaultPasswords(embedded: EmbeddedBackend): Promise<string[]> {
  const defaults = {
    'admin@example.com': 'admin-password',
    'viewer@example.com': 'viewer-password',
  };
  const { rows } = await embedded.database.query<{ email: string; password_hash: string }>(
    'select email, password_hash from local_auth.users where email = any($1)',
    [Object.keys(defaults)],
  );
  const flagged: string[] = [];
  for (const row of rows) {
    if (await verifyPassword(defaults[row.email as keyof typeof defaults], row.password_hash)) {
      flagged.push(row.email);
    }
  }
  return flagged;
}

// Reachable from other machines, the embedded seed accounts must not keep their known passwords.
// Listening on a public address is refused outright; behind a reverse proxy the listen address is
// loopback, so requests under any other Host name are refused instead (site-server).
const defaultAccounts = backend ? await accountsWithDefaultPasswords(backend) : [];
const defaultPasswordAdvice =
  `${defaultAccounts.join(' and ')} still ${defaultAccounts.length > 1 ? 'have their' : 'has its'} default password. ` +
  'Set SEED_ADMIN_PASSWORD and SEED_VIEWER_PASSWORD and run npm run db:reset, or use 127.0.0.1.';
if (backend && defaultAccounts.length > 0 && !loopback) {
  console.error(`Refusing to listen on ${host}: ${defaultPasswordAdvice}`);
  await backend.close();
  process.exit(1);
}

const allowedHosts = [
  host,
  new URL(env.VITE_SITE_URL).hostname,
  ...(process.env.ALLOWED_HOSTS ?? '').split(',').map((name) => name.trim()),
].filter(Boolean);
const { server, cache } = await startSiteServer({
  host,
  port,
  env,
  allowedHosts,
  trustedProxyHops: trustedHops,
  ...(process.env.REVALIDATE_SECRET ? { revalidateSecret: process.env.REVALIDATE_SECRET } : {}),
  ...(backend ? { backend } : {}),
  ...(defaultAccounts.length > 0
    ? { refuseNonLoopback: `Refusing requests for this host name: ${defaultPasswordAdvice}` }
    : {}),
});
applyServerLimits(server, serverLimits, trustedHops);
const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
// A build run meanwhile reads the blog through this server instead of opening the directory.
backend?.announceUrl(origin);
console.log(
  `Demoly is serving on http://${host}:${port} (${backend ? 'embedded backend' : 'hosted Supabase'})`,
);

// kill -USR2 <pid>: memory and page-cache use on one log line (after a full collection when
// started with --expose-gc), to see what the server holds.
process.on('SIGUSR2', () => {
  (globalThis as { gc?: () => void }).gc?.();
  const megabytes = (bytes: number) => Math.round(bytes / 1e5) / 10;
  const memory = Object.fromEntries(
    Object.entries(process.memoryUsage()).map(([name, bytes]) => [name, megabytes(bytes)]),
  );
  const partitions = Object.fromEntries(
    Object.entries(cache.stats()).map(([name, { entries, bytes }]) => [
      name,
      { entries, megabytes: megabytes(bytes) },
    ]),
  );
  console.log(`memory (MB): ${JSON.stringify({ ...memory, cache: partitions })}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void backend?.close().finally(() => process.exit(0));
    if (!backend) process.exit(0);
  });
}
