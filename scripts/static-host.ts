/**
 * Serves the build's dist/client as a static host would (scripts/lib/static-host.ts), on
 * STATIC_PORT (default 4175): the hosted-mode checks walk the site there as well as on npm start.
 */
import { clientDir } from '../server/paths';
import { startStaticHost } from './lib/static-host';

const port = Number(process.env.STATIC_PORT ?? 4175);
await startStaticHost(clientDir, port);
console.log(`Static host over ${clientDir} on http://127.0.0.1:${port}`);
