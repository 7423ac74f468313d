/** `npm start` in a child process for the stress run, and the admin's sign-in. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { seedAccounts } from '../../supabase/embedded';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface Server {
  child: ChildProcess;
  origin: string;
}

/** `npm start` (scripts/start.ts) on `dataDir`, resolved once it says it is serving. */
export async function startServer(dataDir: string): Promise<Server> {
  const port = Number(process.env.STRESS_PORT ?? (await freePort()));
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no start within 60 s:\n${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is serving on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} while starting:\n${output}`));
    });
  });
  return { child, origin: `http://127.0.0.1:${port}` };
}

export async function stopServer(server: Server, signal: NodeJS.Signals) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill(signal);
  await exited;
}

export async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: seedAccounts.admin.email,
      password: process.env.SEED_ADMIN_PASSWORD || seedAccounts.admin.defaultPassword,
    }),
  });
  if (!response.ok) throw new Error(`admin sign-in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
