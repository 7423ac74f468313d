/**
 * One process per data directory: a second process on the same DATA_DIR would see only its own
 * writes and lose acknowledged ones. Proven with real second processes, including several racing
 * for the lock a killed holder left behind.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirLockedError,
  dataDirHolder,
  flockAvailable,
  kernelLockName,
  lockDataDir,
  lockFileName,
} from './data-dir-lock';
import { createEmbeddedBackend } from '../index';
import { makeTempDir, startTestServer } from '../test-kit/test-server';

const lockModule = path.resolve(import.meta.dirname, 'data-dir-lock.ts');
const children: ChildProcess[] = [];
const dirs: string[] = [];

/**
 * Another process that takes the directory's lock and keeps it until killed; `wrapper` runs it
 * inside another command (`unshare -n`: another network namespace).
 */
async function holdInAnotherProcess(
  dataDir: string,
  wrapper: string[] = [],
): Promise<ChildProcess> {
  const script = `import { lockDataDir } from ${JSON.stringify(lockModule)};
    const lock = await lockDataDir(${JSON.stringify(dataDir)});
    lock.setUrl('http://127.0.0.1:9');
    console.log('locked');
    setInterval(() => {}, 1000);`;
  const command = [process.execPath, '--import', 'tsx', '--input-type=module', '-e', script];
  const [program, ...args] = [...wrapper, ...command];
  const child = spawn(program!, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return child;
}

async function tempDir() {
  const dir = await makeTempDir();
  dirs.push(dir);
  return dir;
}

const isRoot = process.getuid?.() === 0;
const mounts: string[] = [];

afterEach(async () => {
  for (const mount of mounts.splice(0)) spawnSync('umount', [mount]);
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('one process per data directory', () => {
  it('refuses a second process, naming the holder, and takes over once it is killed', async () => {
    const dataDir = await tempDir();
    const holder = await holdInAnotherProcess(dataDir);

    const refused = await createEmbeddedBackend({ dataDir }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    const { holder: named, message } = refused as DataDirLockedError;
    expect(named).toMatchObject({ pid: holder.pid, url: 'http://127.0.0.1:9' });
    expect(message).toContain(`process ${holder.pid}`);
    expect(message).toMatch(/node/); // the holder's command
    // Refused before PGlite touched the directory.
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false);

    holder.kill('SIGKILL'); // a crash leaves its lock file behind
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(true);
    const lock = await lockDataDir(dataDir); // the kernel let go of the dead holder's name
    expect(JSON.parse(readFileSync(path.join(dataDir, lockFileName), 'utf8')).pid).toBe(
      process.pid,
    );
    await lock.release();
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);
  });

  it('a backend holds the lock while open and releases it on close', async () => {
    const server = await startTestServer();
    const { backend, dataDir } = server;
    dirs.push(dataDir);
    try {
      await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirLockedError);
      expect(await dataDirHolder(dataDir)).toMatchObject({ pid: process.pid });
      backend.announceUrl('http://127.0.0.1:4173');
      expect(JSON.parse(readFileSync(path.join(dataDir, lockFileName), 'utf8'))).toMatchObject({
        pid: process.pid,
        url: 'http://127.0.0.1:4173',
      });
    } finally {
      await server.stop();
    }
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);
    expect(await dataDirHolder(dataDir)).toBeUndefined();
  }, 120_000);

  // Both used to get past the lock (an abstract socket named after the path): two servers on one
  // directory, an acknowledged insert lost, and the slug index then answering for another post.
  it.runIf(flockAvailable && isRoot)(
    'refuses a second process reaching the directory through a bind mount',
    async () => {
      const dataDir = await tempDir();
      const mirror = await tempDir();
      mkdirSync(mirror, { recursive: true });
      expect(spawnSync('mount', ['--bind', dataDir, mirror]).status).toBe(0);
      mounts.push(mirror);
      const holder = await holdInAnotherProcess(dataDir);
      expect(await dataDirHolder(mirror)).toMatchObject({ pid: holder.pid });
      const refused = await lockDataDir(mirror).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DataDirLockedError);
      expect((refused as DataDirLockedError).holder.pid).toBe(holder.pid);
    },
    60_000,
  );

  it.runIf(flockAvailable && isRoot)(
    'refuses a second process when the holder runs in another network namespace',
    async () => {
      const dataDir = await tempDir();
      const holder = await holdInAnotherProcess(dataDir, ['unshare', '--net']);
      const refused = await createEmbeddedBackend({ dataDir }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DataDirLockedError);
      expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
      // Its helper follows it out, and the kernel lets go: the directory is free again.
      for (let tries = 0; tries < 50 && (await dataDirHolder(dataDir)); tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const lock = await lockDataDir(dataDir);
      await lock.release();
    },
    60_000,
  );

  it.runIf(kernelLockName(tmpdir()) !== undefined)(
    "processes racing for a dead holder's lock: exactly one holds it, round after round",
    async () => {
      const dataDir = await tempDir();
      const file = path.join(dataDir, lockFileName);
      // A pid that no longer runs: a finished child's.
      const dead = spawn(process.execPath, ['-e', '']);
      await new Promise((resolve) => dead.once('exit', resolve));
      const stale = JSON.stringify({
        pid: dead.pid,
        command: 'node (killed)',
        host: hostname(),
        startedAt: new Date(0).toISOString(),
      });
      const racers = await Promise.all([1, 2, 3].map(() => startRacer(dataDir)));
      const rounds = 200;
      let doubleHolders = 0;
      for (let round = 0; round < rounds; round += 1) {
        writeFileSync(file, stale); // what a kill -9 leaves behind
        const answers = await Promise.all(racers.map((racer) => racer.ask('try')));
        const holders = racers.filter((_, index) => answers[index] === 'held');
        if (holders.length !== 1) doubleHolders += 1;
        expect(holders.length, `round ${round}: ${answers.join(', ')}`).toBeGreaterThanOrEqual(1);
        for (const holder of holders) expect(await holder.ask('release')).toBe('released');
      }
      expect(doubleHolders).toBe(0);
    },
    120_000,
  );
});

/**
 * A process that takes the lock when told ("try" → "held" or "refused") and lets go of it
 * ("release" → "released"), so many rounds cost no process start each.
 */
async function startRacer(dataDir: string) {
  const script = `import { lockDataDir } from ${JSON.stringify(lockModule)};
    import { createInterface } from 'node:readline';
    let lock;
    for await (const line of createInterface({ input: process.stdin })) {
      if (line === 'try') {
        try { lock = await lockDataDir(${JSON.stringify(dataDir)}); console.log('held'); }
        catch { console.log('refused'); }
      } else if (line === 'release') { await lock.release(); lock = undefined; console.log('released'); }
    }`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  return {
    async ask(command: string): Promise<string> {
      child.stdin!.write(`${command}\n`);
      const { value } = await lines.next();
      return String(value);
    },
  };
}
