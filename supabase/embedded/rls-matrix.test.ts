// @vitest-environment node
import { describe } from 'vitest';
import { describeRlsMatrix } from './rls-matrix-suite';
import { createScratchDatabase, makeTempDir, startTestServer } from './test-server';

describeRlsMatrix('RLS matrix on PGlite', async () => {
  const server = await startTestServer();
  return { server, cleanup: () => server.destroy() };
});

// .ci/postgres-matrix starts Debian's PostgreSQL and sets DATABASE_URL (a superuser on a
// throwaway cluster); each run gets its own database, created and dropped here.
const serverUrl = process.env.DATABASE_URL;
describe.skipIf(!serverUrl)('RLS matrix on PostgreSQL server (needs DATABASE_URL)', () => {
  describeRlsMatrix('bootstrap + migrations + seed on a real server', async () => {
    const database = await createScratchDatabase(serverUrl!);
    const server = await startTestServer({
      databaseUrl: database.url,
      dataDir: await makeTempDir(),
    });
    return {
      server,
      async cleanup() {
        await server.destroy();
        await database.drop();
      },
    };
  });
});
