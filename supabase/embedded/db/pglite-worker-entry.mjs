// The PGlite worker's entry. A worker thread does not inherit tsx's loader from `npm start`,
// Vitest or Vite, so it registers tsx itself before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
