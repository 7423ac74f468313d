/**
 * npm run db:types: applies supabase/platform/bootstrap.sql and supabase/migrations to a
 * throwaway PGlite (the embedded backend's own setup) and writes src/lib/database.types.ts.
 * With --check it writes nothing and fails when the file differs (CI: a migration without
 * regenerated types).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { createPgliteAdapter, prepareDatabase } from '../supabase/embedded';
import { introspect, renderDatabaseTypes } from './database-types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'src/lib/database.types.ts');
const check = process.argv.includes('--check');

const dataDir = mkdtempSync(path.join(tmpdir(), 'demoly-db-types-'));
let text: string;
try {
  const db = await createPgliteAdapter(dataDir);
  try {
    await prepareDatabase(db, { env: {} });
    const schema = await introspect(db);
    const options = (await prettier.resolveConfig(target)) ?? {};
    text = await prettier.format(renderDatabaseTypes(schema), { ...options, filepath: target });
  } finally {
    await db.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const relative = path.relative(root, target);
if (check) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (current !== text) {
    console.error(
      `${relative} is stale: it does not match supabase/migrations. Run \`npm run db:types\` and commit the result.`,
    );
    process.exit(1);
  }
  console.log(`${relative} matches supabase/migrations.`);
} else {
  writeFileSync(target, text);
  console.log(`Wrote ${relative}.`);
}
