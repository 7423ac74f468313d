// The innocent visitor's thread entry. A worker thread does not inherit tsx's loader from the
// stress run, so it registers tsx itself before loading the TypeScript visitor.
import { register } from 'tsx/esm/api';

register();
await import('./innocent-visitor.ts');
