/**
 * The server's own renders read the embedded API of this process without a socket
 * (createInProcessFetch, supabase/embedded/http/in-process-fetch.ts), on a lane of their own.
 */
import { createInProcessFetch, type EmbeddedBackend } from '../supabase/embedded';

/** The fair-queue lane of the server's own reads (an address no socket can have). */
export const serverRenderAddress = 'in-process:site-server';

/** A fetch of the embedded API of this process, on the server's own lane. */
export function embeddedApiFetch(backend: Pick<EmbeddedBackend, 'handle'>): typeof fetch {
  return createInProcessFetch(
    (req, res) =>
      backend.handle(req, res, () => {
        res.writeHead(404).end();
      }),
    serverRenderAddress,
  );
}
