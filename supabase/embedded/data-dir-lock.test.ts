// @vitest-environment node
/**
 * One process per data directory (security review, High): a second process on the same DATA_DIR
 * used to start silently and lose acknowledged writes. Proven with a real second process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, lockFileName } from './data-dir-lock';
import { createEmbeddedBackend } from './index';
import { makeTempDir, startTestServer } from './test-server';

const lockModule = path.resolve(import.meta.dirname, 'data-dir-lock.ts');
const children: ChildProcess[] = [];
const dirs: string[] = [];

/** Another process that takes the directory's lock and keeps it until killed. */
async function holdInAnotherProcess(dataDir: string): Promise<ChildProcess> {
  const script = `import { lockDataDir } from ${JSON.stringify(lockModule)};
    const lock = lockDataDir(${JSON.stringify(dataDir)});
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
    const lock = lockDataDir(dataDir); // stale: its pid is gone, so taken over at once
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
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
      backend.announceUrl('http://127.0.0.1:4173');
      expect(JSON.parse(readFileSync(path.join(dataDir, lockFileName), 'utf8'))).toMatchObject({
        pid: process.pid,
        url: 'http://127.0.0.1:4173',
      });
    } finally {
      await server.stop();
    }
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);
  }, 120_000);
});
