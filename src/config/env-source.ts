import { parseEnv, type Env } from './env-schema';

/** Without Vite (Node scripts): the variables from process.env, checked with the schema. */
export const source: Env = parseEnv(globalThis.process?.env ?? {});

/** Node scripts ship no bundle: checks meant for development run. */
export const devChecks = true;
