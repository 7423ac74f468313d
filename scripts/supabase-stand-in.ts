/**
 * A Supabase project stand-in for the hosted-mode checks (playwright.hosted.config.ts): the
 * embedded backend on DATA_DIR, behind Supabase's CORS, on STAND_IN_PORT (default 54329, beside
 * the local Supabase stack's 54321). Build and serve the site with VITE_SUPABASE_URL pointing here.
 */
import { applyServerLimits, createEmbeddedBackend, serverLimits } from '../supabase/embedded';
import { createStandInServer } from './lib/supabase-stand-in';

const port = Number(process.env.STAND_IN_PORT ?? 54329);
const backend = await createEmbeddedBackend({});
const server = createStandInServer(backend);
applyServerLimits(server, serverLimits, 0);
server.listen(port, '127.0.0.1', () =>
  console.log(
    `Supabase stand-in (embedded backend, ${backend.dataDir}) on http://127.0.0.1:${port}`,
  ),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void backend.close().finally(() => process.exit(0));
  });
}
