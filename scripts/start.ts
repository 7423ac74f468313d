/**
 * npm start: builds if there is no build yet, then serves the prerendered site and, unless
 * VITE_SUPABASE_URL selects hosted mode, the embedded backend, at http://127.0.0.1:4173.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { serverEntryPath } from '../server/paths';
import { startSiteServer } from '../server/site-server';
import { parseEnv } from '../src/config/env-schema';
import { createEmbeddedBackend } from '../supabase/embedded';

const env = parseEnv(process.env);
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);

if (!existsSync(serverEntryPath) || process.argv.includes('--build')) {
  console.log('No build found: running npm run build first…');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

const backend = env.VITE_SUPABASE_URL ? undefined : await createEmbeddedBackend({});
const server = await startSiteServer({ host, port, ...(backend ? { backend } : {}) });
console.log(
  `Demoly is serving on http://${host}:${port} (${backend ? 'embedded backend' : 'hosted Supabase'})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void backend?.close().finally(() => process.exit(0));
    if (!backend) process.exit(0);
  });
}
