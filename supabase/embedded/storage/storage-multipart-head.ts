/**
 * The start of a multipart upload, read before the policies are asked: Storage takes the
 * declared type from the fields before the first file part and that part's Content-Type
 * (storage/uploader.ts:459-487, @fastify/multipart's request.file()), and refuses it before it
 * asks for access. Only the first few kilobytes are read (what storage-js sends before the
 * file: cacheControl, metadata, the part's headers), then put back for the whole body to be read
 * once a slot is granted, so a refusal still costs almost no memory.
 */
import type { IncomingMessage } from 'node:http';
import { ClientGoneError } from '../http/http';

/** How much of the body is read to find the file part's headers. */
export const headBytes = 8 * 1024;

export interface BodyHead {
  /** The bytes read; when `complete`, the whole body (it was not put back). */
  bytes: Buffer;
  complete: boolean;
}

/** Reads up to `max` bytes of the body and, unless that was all of it, puts them back. */
export function readBodyHead(req: IncomingMessage, max = headBytes): Promise<BodyHead> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('readable', onReadable);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const finish = (complete: boolean) => {
      cleanup();
      const bytes = Buffer.concat(chunks);
      if (!complete && bytes.length > 0) req.unshift(bytes);
      resolve({ bytes, complete });
    };
    function onReadable() {
      let chunk: Buffer | null;
      while (size < max && (chunk = req.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        size += chunk.length;
      }
      if (size >= max) finish(false);
    }
    const onEnd = () => finish(true);
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    // A client that disconnects mid-body: settle, as readBody does.
    const onClose = () => {
      if (req.complete) return;
      cleanup();
      reject(new ClientGoneError());
    };
    req.on('readable', onReadable);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/**
 * The declared type of the first file part found in `head`: the `contentType` field sent
 * before it, else the part's Content-Type (busboy's text/plain when it has none). Undefined
 * when the head holds no complete file part header.
 */
export function declaredMultipartType(contentType: string, head: Buffer): string | undefined {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  const delimiter = `--${boundary?.[1] ?? boundary?.[2] ?? ''}`;
  if (delimiter === '--') return undefined;
  const text = head.toString('latin1');
  let declared: string | undefined;
  let at = text.indexOf(delimiter);
  while (at !== -1) {
    const headersStart = at + delimiter.length + 2;
    const headersEnd = text.indexOf('\r\n\r\n', headersStart);
    if (headersEnd === -1) return undefined;
    const headers = text.slice(headersStart, headersEnd);
    const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? '';
    const partType = /^content-type:\s*(.*?)\s*$/im.exec(headers)?.[1];
    if (/;\s*filename\*?=/i.test(disposition)) return declared || partType || 'text/plain';
    const next = text.indexOf(`\r\n${delimiter}`, headersEnd + 4);
    if (next === -1) return undefined;
    if (/;\s*name="contentType"/i.test(disposition)) {
      declared = Buffer.from(text.slice(headersEnd + 4, next), 'latin1').toString('utf8');
    }
    at = next + 2;
  }
  return undefined;
}
