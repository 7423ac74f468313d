/**
 * The server's own renders read the embedded API of this process without a socket
 * (createInProcessFetch, supabase/embedded/http/in-process-fetch.ts). A render a visitor's
 * request started reads on a lane of that visitor's network (`asClient`), so one client's flood
 * of uncached pages queues behind itself in the fair queue, not in front of everyone's; the
 * server's own work (warming, polling) reads on the server's lane.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { addressNetwork, createInProcessFetch, type EmbeddedBackend } from '../supabase/embedded';

/** The fair-queue lane of the server's own reads (an address no socket can have). */
export const serverRenderAddress = 'in-process:site-server';

const client = new AsyncLocalStorage<string>();

/** Runs `work` (a request's renders) with its reads on the lane of `address`'s network. */
export function asClient<T>(address: string, work: () => T): T {
  return client.run(`${serverRenderAddress}:${addressNetwork(address)}`, work);
}

/** The lane of the reads made now: the visitor's whose request started them, or the server's. */
export const renderLane = () => client.getStore() ?? serverRenderAddress;

/** A fetch of the embedded API of this process, on the lane of whoever the render is for. */
export function embeddedApiFetch(backend: Pick<EmbeddedBackend, 'handle'>): typeof fetch {
  return createInProcessFetch(
    (req, res) =>
      backend.handle(req, res, () => {
        res.writeHead(404).end();
      }),
    renderLane,
  );
}
