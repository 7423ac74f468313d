import { spawn } from 'node:child_process';
import { projectRoot } from '../../server/paths';

/**
 * `npm start` on a port of its own, for the benchmarks: resolves once the home page answers.
 * `stop()` ends the server and its children; `pid` leads their process group.
 */
export async function serveBuild({
  port,
  env = {},
  timeoutMs = 120_000,
}: {
  port: number;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
}): Promise<{ origin: string; stop: () => void; pid: number }> {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn('npx', ['tsx', 'scripts/start.ts'], {
    cwd: projectRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, stop, pid: server.pid! };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`The server did not answer on ${origin}`);
}
