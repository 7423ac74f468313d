// @vitest-environment node
/**
 * One process per data directory: a second process on the same DATA_DIR would see only its own
 * writes and lose acknowledged ones. Proven with real second processes, including several racing
 * for the lock a killed holder left behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirLockedError,
  dataDirHolder,
  kernelLockName,
  lockDataDir,
  lockFileName,
} from './data-dir-lock';
import { createEmbeddedBackend } from './index';
import { makeTempDir, startTestServer } from './test-server';

const lockModule = path.resolve(import.meta.dirname, 'data-dir-lock.ts');
const children: ChildProcess[] = [];
const dirs: string[] = [];

/** Another process that takes the directory's lock and keeps it until killed. */
async function holdInAnotherProcess(dataDir: string): Promise<ChildProcess> {
  const script = `import { lockDataDir } from ${JSON.stringify(lockModule)};
    const lock = await lockDataDir(${JSON.stringify(dataDir)});
    lock.setUrl('http://127.0.0.1:9');
    console.log('locked');
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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

afterEach(async () => {
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
    lock.release();
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
      } else if (line === 'release') { lock.release(); lock = undefined; console.log('released'); }
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
