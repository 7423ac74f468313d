/**
 * Which signed-in users are editors (admins, `public.user_roles`), so their requests take the
 * editors' priority class in the database's turns (rest-run.ts). Read once at start as the
 * server, then again in the background when asked after `editorsRefreshMs`: asking never waits
 * for the database, and a role granted in the SQL editor counts within that time.
 */
import type { DbAdapter } from '../db/database';

/** How long the list of editors is trusted before it is read again. */
export const editorsRefreshMs = 30_000;

export interface Editors {
  /** Whether the user (a JWT `sub`) is an editor, as last read. */
  isEditor(userId: string): boolean;
}

export async function loadEditors(db: DbAdapter, refreshMs = editorsRefreshMs): Promise<Editors> {
  const read = async () => {
    const { rows } = await db.query<{ user_id: string }>(
      `select user_id::text as user_id from public.user_roles where role = 'admin'`,
    );
    return new Set(rows.map((row) => row.user_id));
  };
  // A database without the table (a schema of its own) has no editors: nobody gets the class.
  let editors = await read().catch(() => new Set<string>());
  let readAt = performance.now();
  let reading = false;
  return {
    isEditor(userId) {
      if (!reading && performance.now() - readAt >= refreshMs) {
        reading = true;
        void read()
          .then((read) => void (editors = read))
          .catch(() => undefined)
          .finally(() => {
            readAt = performance.now();
            reading = false;
          });
      }
      return editors.has(userId);
    },
  };
}
