/**
 * One process per data directory. PGlite keeps its own in-memory view of the database: a second
 * process on the same folder (a second `npm start`, dev next to start, a build) sees only its own
 * writes, acknowledged inserts vanish after a restart and concurrent writers can leave a database
 * that no longer starts.
 *
 * On Linux the lock is a flock(2) the kernel holds on a file inside the directory
 * (`server.lock`), taken by util-linux's flock(1) in a helper process that lives as long as this
 * one: its stdin is a pipe from us, so it exits, and the kernel lets go, when we exit however we
 * exit (kill -9 included). A lock on the file's inode holds whatever the path: through a bind
 * mount, from another network namespace or another container sharing the volume (an abstract
 * socket named after the path, the previous lock, held in none of those). Who holds it is read
 * from /proc/locks, so asking never takes it. Without flock(1) the lock is that abstract socket
 * (and a named pipe on Windows). `lock.json` only describes the holder (pid, command, start, and
 * the URL it serves) for messages and for the build; a leftover one from a dead process means
 * nothing.
 *
 * Other systems (macOS, the BSDs) have neither. There the lock is `lock.json` itself, created
 * with O_EXCL; a holder whose pid no longer runs on this host is stale and replaced. Two
 * processes that start at the same instant against a dead holder's lock can both take it there.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  openSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
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
        `it first, or set DATA_DIR to another folder.`,
    );
  }
}

export const lockFileName = 'lock.json';
/** The file whose inode carries the kernel's lock (flock). Empty; never removed. */
export const flockFileName = 'server.lock';

/** Whether util-linux's flock(1) is here to hold a kernel lock for us (Linux). */
export const flockAvailable =
  process.platform === 'linux' &&
  spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;

/**
 * Whether some process holds a flock on `file`, read from /proc/locks (the kernel's table, the
 * same in every namespace of this machine): its device and inode appear there while held.
 */
export function flockHeld(file: string): boolean {
  let stat;
  try {
    stat = statSync(file);
  } catch {
    return false;
  }
  const major = Math.floor(stat.dev / 256) & 0xfff;
  const minor = (stat.dev & 0xff) | ((Math.floor(stat.dev / 4096) & 0xfff00) >>> 0);
  const id = `${major.toString(16).padStart(2, '0')}:${minor.toString(16).padStart(2, '0')}:${stat.ino}`;
  return readFileSync('/proc/locks', 'utf8')
    .split('\n')
    .some((line) => line.includes(' FLOCK ') && line.split(/\s+/).includes(id));
}

/** The kernel-held name for a directory, or undefined where the system has none. */
export function kernelLockName(dataDir: string): string | undefined {
  const key = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 32);
  if (flockAvailable) return path.join(realpathSync(dataDir), flockFileName);
  if (process.platform === 'linux') return `\0demoly-data-dir-${key}`;
  if (process.platform === 'win32') return `\\\\.\\pipe\\demoly-data-dir-${key}`;
  return undefined;
}

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

/** Replaces lock.json whole (write aside, rename), so a reader never sees half of it. */
function writeHolder(file: string, holder: LockHolder) {
  const aside = `${file}.${process.pid}.tmp`;
  writeFileSync(aside, JSON.stringify(holder));
  renameSync(aside, file);
}

/** Whether something listens on the kernel name: connecting succeeds only then. */
function nameIsTaken(name: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createConnection(name);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/**
 * The holder as its lock.json describes it. The holder writes the file just after taking the
 * name, so a refusal in between waits a moment for it.
 */
async function describeHolder(file: string): Promise<LockHolder> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const holder = readHolder(file);
    if (holder && isRunning(holder.pid)) return holder;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { pid: 0, command: 'unknown', host: hostname(), startedAt: 'an unknown time' };
}

/** Who holds the directory now, if a live process does. */
export async function dataDirHolder(dataDir: string): Promise<LockHolder | undefined> {
  const file = path.join(dataDir, lockFileName);
  let name: string | undefined;
  try {
    name = kernelLockName(dataDir);
  } catch {
    return undefined; // no such directory: nobody holds it
  }
  if (flockAvailable) return flockHeld(name!) ? describeHolder(file) : undefined;
  if (name) return (await nameIsTaken(name)) ? describeHolder(file) : undefined;
  const holder = readHolder(file);
  if (!holder) return undefined;
  if (holder.host === hostname() && !isRunning(holder.pid)) return undefined;
  return holder;
}

export interface DataDirLock {
  /** Records the URL this process serves the API on, for other programs (the build). */
  setUrl(url: string): void;
  /** Lets go; resolves once the kernel has (the flock helper has exited). */
  release(): Promise<void>;
}

/**
 * Takes the flock on `file` in a helper process (util-linux flock(1) running `cat`, which ends
 * when our end of its stdin closes). Resolves with the helper once it holds the lock, or with
 * undefined when another process does.
 */
async function takeFlock(file: string): Promise<ChildProcess | undefined> {
  closeSync(openSync(file, 'a')); // the file must exist; its content never matters
  const helper = spawn(
    'flock',
    [
      '--exclusive',
      '--nonblock',
      '--conflict-exit-code',
      '75',
      file,
      'sh',
      '-c',
      'echo locked; exec cat >/dev/null',
    ],
    { stdio: ['pipe', 'pipe', 'ignore'] },
  );
  const outcome = await new Promise<'locked' | 'held' | Error>((resolve) => {
    helper.stdout!.once('data', () => resolve('locked'));
    helper.once('exit', (code) =>
      resolve(code === 75 ? 'held' : new Error(`flock(1) exited with ${code} on ${file}`)),
    );
    helper.once('error', (error) => resolve(error));
  });
  if (outcome === 'held') return undefined;
  if (outcome instanceof Error) throw outcome;
  // The helper never keeps this process alive; it follows it out.
  helper.unref();
  (helper.stdin as unknown as { unref(): void }).unref();
  (helper.stdout as unknown as { unref(): void }).unref();
  return helper;
}

function listen(server: Server, name: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(false);
      else reject(error);
    });
    server.listen(name, () => resolve(true));
  });
}

/** Takes the directory's lock or throws DataDirLockedError. The directory must exist. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = path.join(dataDir, lockFileName);
  const me: LockHolder = {
    pid: process.pid,
    command: process.argv.map((part) => path.basename(part)).join(' '),
    host: hostname(),
    startedAt: new Date().toISOString(),
  };
  const name = kernelLockName(dataDir);
  let server: Server | undefined;
  let helper: ChildProcess | undefined;
  if (flockAvailable) {
    helper = await takeFlock(name!);
    if (!helper) {
      const holder = await describeHolder(file);
      // No live holder after describeHolder's wait: it has just died, and its helper follows it
      // out once the pipe it reads closes. Asked again, the kernel has let go.
      if (holder.pid === 0) helper = await takeFlock(name!);
      if (!helper) throw new DataDirLockedError(dataDir, holder);
    }
    writeHolder(file, me);
  } else if (name) {
    // Probes (dataDirHolder) connect and are hung up on at once.
    server = createServer((socket) => socket.destroy());
    if (!(await listen(server, name)))
      throw new DataDirLockedError(dataDir, await describeHolder(file));
    server.unref(); // the lock never keeps the process alive on its own
    writeHolder(file, me);
  } else {
    takeLockFile(dataDir, file, me);
  }

  let released: Promise<void> | undefined;
  // A process.exit() without close() must not leave lock.json naming a pid that may be reused.
  const onExit = () => void release();
  process.once('exit', onExit);
  function release(): Promise<void> {
    if (released) return released;
    process.removeListener('exit', onExit);
    const current = readHolder(file);
    if (current?.pid === process.pid && current.startedAt === me.startedAt) {
      rmSync(file, { force: true });
    }
    server?.close();
    const exited = helper
      ? new Promise<void>((resolve) => {
          if (helper.exitCode !== null || helper.signalCode !== null) resolve();
          else helper.once('exit', () => resolve());
        })
      : Promise.resolve();
    helper?.ref(); // waited for: the process stays up until the kernel has let go
    helper?.stdin?.end(); // cat sees the end of its input and exits; flock(1) with it
    released = exited;
    return released;
  }
  return {
    setUrl(url) {
      if (released) return;
      me.url = url;
      writeHolder(file, me);
    },
    release,
  };
}

/** The fallback where the kernel offers no name: lock.json created exclusively. */
function takeLockFile(dataDir: string, file: string, me: LockHolder) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw error;
    }
    const holder = readHolder(file);
    if (holder && (holder.host !== hostname() || isRunning(holder.pid))) {
      throw new DataDirLockedError(dataDir, holder);
    }
    // Stale (its process is gone) or unreadable: move it aside, then retry the exclusive create.
    try {
      const aside = `${file}.stale-${process.pid}`;
      renameSync(file, aside);
      rmSync(aside, { force: true });
    } catch {
      // Another process moved it first; the exclusive create decides.
    }
  }
}
