import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPgliteAdapter, type DbAdapter } from './database';
import { loadRoleCostLimits, loadRoleDeadlines } from './role-limits';
import { makeTempDir, seededTemplate } from '../test-kit/test-server';

async function withSeed(work: (db: DbAdapter, database: string) => Promise<void>) {
  const dataDir = await makeTempDir();
  await cp(await seededTemplate(), dataDir, { recursive: true });
  const db = await createPgliteAdapter(path.join(dataDir, 'pgdata'));
  try {
    const { rows } = await db.query<{ name: string }>('select current_database() as name');
    await work(db, rows[0]!.name);
  } finally {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

describe('role limits', () => {
  it("deadlines are the roles' statement_timeout: anon 3 s, authenticated 8 s, as Supabase", () =>
    withSeed(async (db, database) => {
      expect(Object.fromEntries(await loadRoleDeadlines(db))).toEqual({
        anon: 3000,
        authenticated: 8000,
      });
      // A database-specific setting wins, in Postgres's own units.
      await db.exec(`alter role anon in database template1 set statement_timeout = '1min'`);
      await db.exec(`alter role anon in database "${database}" set statement_timeout = '1.5s'`);
      expect((await loadRoleDeadlines(db)).get('anon')).toBe(1500);
    }));

  it("cost limits are the roles' plan_filter.statement_cost_limit; 0 is none", () =>
    withSeed(async (db, database) => {
      expect(Object.fromEntries(await loadRoleCostLimits(db))).toEqual({
        anon: 40000,
        authenticated: 80000,
      });
      await db.exec(
        `alter role anon in database "${database}" set plan_filter.statement_cost_limit = 1.5e3`,
      );
      await db.exec(
        `alter role authenticated in database "${database}" set plan_filter.statement_cost_limit = 0`,
      );
      expect(Object.fromEntries(await loadRoleCostLimits(db))).toEqual({ anon: 1500 });
    }));
});
