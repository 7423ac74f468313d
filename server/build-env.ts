import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadEnv } from 'vite';
import { parseEnv, type Env } from '../src/config/env-schema';
import { projectRoot, serverDir } from './paths';

/**
 * The VITE_ variables a build was made with. They are compiled into the browser's code, so a
 * server started with other values would render pages that disagree with their own scripts
 * (another backend, another sign-in): npm start runs with the build's values or refuses.
 */
export const buildEnvPath = path.join(serverDir, 'build-env.json');

type Variables = Record<string, string>;

/** What Vite gives the bundles: VITE_ variables from the environment and the .env files. */
export function buildVariables(mode = 'production'): Variables {
  return loadEnv(mode, projectRoot, 'VITE_');
}

export async function writeBuildEnv(variables: Variables): Promise<void> {
  await writeFile(buildEnvPath, `${JSON.stringify(variables, null, 2)}\n`);
}

export async function readBuildEnv(): Promise<Variables | undefined> {
  try {
    return JSON.parse(await readFile(buildEnvPath, 'utf8')) as Variables;
  } catch {
    return undefined; // a build from before this file existed: nothing to compare
  }
}

export type StartEnv =
  /** `variables`: the VITE_ variables to run with (the build's, or these when it recorded none). */
  | { ok: true; env: Env; variables: Variables; fromBuild: string[] }
  | { ok: false; conflicts: string[] };

/**
 * The configuration npm start runs with: the build's variables, each one also set here only if
 * it is the same. Unset ones are taken from the build (and named); a different one is refused.
 */
export function startEnv(built: Variables | undefined, current: Variables): StartEnv {
  if (!built) return { ok: true, env: parseEnv(current), variables: current, fromBuild: [] };
  const conflicts = Object.keys({ ...built, ...current })
    .filter((name) => name.startsWith('VITE_') && current[name] && current[name] !== built[name])
    .map(
      (name) =>
        `${name} is ${JSON.stringify(current[name])} here, but the build was made with ` +
        `${built[name] ? JSON.stringify(built[name]) : 'it unset'}`,
    );
  if (conflicts.length > 0) return { ok: false, conflicts };
  const fromBuild = Object.keys(built).filter((name) => built[name] && !current[name]);
  const variables = { ...current, ...built };
  return { ok: true, env: parseEnv(variables), variables, fromBuild };
}
