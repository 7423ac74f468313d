// @vitest-environment node
import { describe } from 'vitest';
import { describeRestOperators } from './rest-operators-suite';
import { createScratchDatabase, makeTempDir, startTestServer } from './test-server';

describeRestOperators('REST operators and counts on PGlite', async () => {
  const server = await startTestServer();
  return { server, cleanup: () => server.destroy() };
});

// .ci/postgres-matrix sets DATABASE_URL: the same suite, the same expected answers, on
// Debian's PostgreSQL.
const serverUrl = process.env.DATABASE_URL;
describe.skipIf(!serverUrl)('REST operators on PostgreSQL server (needs DATABASE_URL)', () => {
  describeRestOperators('bootstrap + migrations + seed on a real server', async () => {
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
