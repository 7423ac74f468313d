import type { IncomingMessage, ServerResponse } from 'node:http';

export interface EmbeddedBackendOptions {
  /** Where PGlite keeps its data; defaults to DATA_DIR or ./.data. */
  dataDir?: string;
}

export interface EmbeddedBackend {
  /** Connect-style handler: answers /rest/v1, /storage/v1 and /auth/v1, else calls next(). */
  handle(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void;
  close(): Promise<void>;
}

// Placeholder until the embedded backend lands (issue 3).
export async function createEmbeddedBackend(
  _options: EmbeddedBackendOptions,
): Promise<EmbeddedBackend> {
  return { handle: (_req, _res, next) => next(), close: async () => {} };
}
