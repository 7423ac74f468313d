/**
 * One process per data directory. PGlite keeps its own in-memory view of the database: a second
 * process on the same folder (a second `npm start`, dev next to start, a build) sees only its own
 * writes, acknowledged inserts vanish after a restart and concurrent writers can leave a database
 * that no longer starts. So the first process takes `<DATA_DIR>/lock.json`, created with O_EXCL
 * (atomic on local file systems), holding who it is; any other process is refused with a message
 * naming the holder.
 *
 * Hand-written rather than proper-lockfile: that package detects a dead holder by the lock's age
 * (seconds after a kill -9, a restart would still be refused) and records no pid or command to
 * name. Here a holder whose pid no longer runs on this host is stale and replaced at once.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export interface LockHolder {
  pid: number;
  /** The holder's command line, to tell the user which program to stop. */
  command: string;
  host: string;
  startedAt: string;
  /** Where the holder serves the API, once it listens (the build reads posts through it). */
  url?: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data directory ${dataDir} is in use by process ${holder.pid} (${holder.command}` +
        `${holder.host === hostname() ? '' : ` on ${holder.host}`}, since ${holder.startedAt}` +
        `${holder.url ? `, serving ${holder.url}` : ''}). One process per data directory: stop ` +
        `it first, or set DATA_DIR to another folder. If that process is gone, delete ` +
        `${path.join(dataDir, lockFileName)}.`,
    );
  }
}

export const lockFileName = 'lock.json';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user, so it is running.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): LockHolder | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
  } catch {
    return undefined; // missing, or half-written by a process killed mid-write
  }
}

/** Who holds the directory now, if a live process does. */
export function dataDirHolder(dataDir: string): LockHolder | undefined {
  const holder = readHolder(path.join(dataDir, lockFileName));
  if (!holder) return undefined;
  if (holder.host === hostname() && !isRunning(holder.pid)) return undefined;
  return holder;
}

export interface DataDirLock {
  /** Records the URL this process serves the API on, for other programs (the build). */
  setUrl(url: string): void;
  release(): void;
}

/** Takes the directory's lock or throws DataDirLockedError. The directory must exist. */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, lockFileName);
  const me: LockHolder = {
    pid: process.pid,
    command: process.argv.map((part) => path.basename(part)).join(' '),
    host: hostname(),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw error;
    }
    const holder = readHolder(file);
    // Our own pid too: this process opens a directory once (index.ts shares it between users).
    if (holder && (holder.host !== hostname() || isRunning(holder.pid))) {
      throw new DataDirLockedError(dataDir, holder);
    }
    // Stale (its process is gone) or unreadable: move it aside atomically, then retry the
    // exclusive create, so two processes replacing the same stale lock cannot both win.
    try {
      const aside = `${file}.stale-${process.pid}`;
      renameSync(file, aside);
      rmSync(aside, { force: true });
    } catch {
      // Another process moved it first; the exclusive create decides.
    }
  }
  let released = false;
  // A process.exit() without close() must not leave a lock naming a pid that may be reused.
  const onExit = () => release();
  process.once('exit', onExit);
  function release() {
    if (released) return;
    released = true;
    process.removeListener('exit', onExit);
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
  }
  return {
    setUrl(url) {
      if (released) return;
      me.url = url;
      writeFileSync(file, JSON.stringify(me));
    },
    release,
  };
}
