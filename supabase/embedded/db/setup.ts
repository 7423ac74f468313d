/**
 * Brings a database up to date from the repository's SQL, the one source shared with Supabase:
 * on a fresh database supabase/platform/bootstrap.sql (Supabase's platform pieces), the
 * embedded-only local-auth.sql, every supabase/migrations file in name order, supabase/seed.sql
 * and the two seed accounts; on later starts only migration files not applied yet.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbAdapter, Transaction } from './database';
import { upsertLocalUser } from '../auth/local-auth-store';
import { hashPassword } from '../auth/passwords';

/** supabase/ in the repository (this file is supabase/embedded/db/setup.ts). */
export const supabaseDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The embedded-only schema of local identity, beside the code that uses it. */
export const localAuthSqlFile = path.join(supabaseDir, 'embedded', 'auth', 'local-auth.sql');

export const seedAccounts = {
  admin: { id: 'user_local_admin', email: 'admin@example.com', defaultPassword: 'admin-password' },
  viewer: {
    id: 'user_local_viewer',
    email: 'viewer@example.com',
    defaultPassword: 'viewer-password',
  },
} as const;

export interface SetupReport {
  /** True when the database was empty and got bootstrap, seed and accounts. */
  created: boolean;
  /** Migration files applied during this run. */
  migrations: string[];
}

const read = (file: string) => readFileSync(file, 'utf8');

function migrationFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
}

/** Supabase CLI naming: <version>_<name>.sql. */
function splitMigrationName(file: string) {
  const base = file.replace(/\.sql$/, '');
  const cut = base.indexOf('_');
  return cut > 0
    ? { version: base.slice(0, cut), name: base.slice(cut + 1) }
    : { version: base, name: base };
}

async function applyMigration(tx: Transaction, dir: string, file: string) {
  try {
    await tx.exec(read(path.join(dir, file)));
  } catch (error) {
    if (error instanceof Error) error.message = `supabase/migrations/${file}: ${error.message}`;
    throw error;
  }
  const { version, name } = splitMigrationName(file);
  await tx.query(
    'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
    [version, name],
  );
}

export async function prepareDatabase(
  db: DbAdapter,
  options: { env?: NodeJS.ProcessEnv; sqlDir?: string } = {},
): Promise<SetupReport> {
  const env = options.env ?? process.env;
  const sqlDir = options.sqlDir ?? supabaseDir;
  const migrationsDir = path.join(sqlDir, 'migrations');
  const { rows } = await db.query<{ ready: boolean }>(
    `select to_regclass('local_auth.users') is not null as ready`,
  );

  const localAuthSql = read(localAuthSqlFile);

  if (rows[0]?.ready) {
    // Both are idempotent: a directory created before a platform or local-auth change gets it.
    await db.transaction(async (tx) => {
      await tx.exec(read(path.join(sqlDir, 'platform', 'bootstrap.sql')));
      await tx.exec(localAuthSql);
    });
    const applied = await db.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations',
    );
    const done = new Set(applied.rows.map((row) => row.version));
    const pending = migrationFiles(migrationsDir).filter(
      (file) => !done.has(splitMigrationName(file).version),
    );
    for (const file of pending) {
      await db.transaction((tx) => applyMigration(tx, migrationsDir, file));
    }
    return { created: false, migrations: pending };
  }

  // Hash outside the transaction: scrypt is deliberately slow and PGlite has one connection.
  const accounts = await Promise.all(
    Object.values(seedAccounts).map(async (account) => ({
      id: account.id,
      email: account.email,
      passwordHash: await hashPassword(
        (account.id === seedAccounts.admin.id
          ? env.SEED_ADMIN_PASSWORD
          : env.SEED_VIEWER_PASSWORD) || account.defaultPassword,
      ),
    })),
  );
  const files = migrationFiles(migrationsDir);
  // One transaction: a failure anywhere leaves an empty database, and the next start retries.
  await db.transaction(async (tx) => {
    await tx.exec(read(path.join(sqlDir, 'platform', 'bootstrap.sql')));
    await tx.exec(localAuthSql);
    for (const file of files) await applyMigration(tx, migrationsDir, file);
    const seed = path.join(sqlDir, 'seed.sql');
    if (existsSync(seed)) await tx.exec(read(seed));
    for (const account of accounts) await upsertLocalUser(tx, account);
    await tx.query(
      `insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict do nothing`,
      [seedAccounts.admin.id],
    );
  });
  return { created: true, migrations: files };
}
