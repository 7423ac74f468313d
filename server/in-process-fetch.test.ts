import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createInProcessFetch } from '../supabase/embedded';
import { asClient, embeddedApiFetch, serverRenderAddress } from './in-process-fetch';

/** Echoes what it received, as JSON; answers 204 to DELETE. */
function echo(req: IncomingMessage, res: ServerResponse) {
  if (req.method === 'DELETE') {
    res.writeHead(204).end();
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    res.setHeader('Set-Cookie', ['a=1', 'b=2']);
    res.writeHead(201, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        method: req.method,
        url: req.url,
        host: req.headers.host,
        apikey: req.headers.apikey,
        address: req.socket.remoteAddress,
        body: Buffer.concat(chunks).toString('utf8'),
      }),
    );
  });
}

describe('in-process fetch', () => {
  const fetchInProcess = createInProcessFetch(echo, 'in-process:test');

  it('hands the request to the handler whole: method, path and query, headers, body, lane', async () => {
    const response = await fetchInProcess('http://127.0.0.1:4173/rest/v1/blog_posts?select=id', {
      method: 'POST',
      headers: { apikey: 'key', 'Content-Type': 'application/json' },
      body: '{"title":"é"}',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.json()).toEqual({
      method: 'POST',
      url: '/rest/v1/blog_posts?select=id',
      host: '127.0.0.1:4173',
      apikey: 'key',
      address: 'in-process:test',
      body: '{"title":"é"}',
    });
  });

  it('gives a 204 no body, as fetch requires', async () => {
    const response = await fetchInProcess('http://localhost/rest/v1/x', { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });
});

describe("the server's renders read on the lane of the client they are for", () => {
  const fetchForRender = embeddedApiFetch({ handle: (req, res) => echo(req, res) });
  const laneOf = async (response: Response) =>
    ((await response.json()) as { address: string }).address;

  it("a visitor's render reads on its network's lane; the server's own work on the server's", async () => {
    const inRequest = await asClient('203.0.113.7', () =>
      fetchForRender('http://localhost/rest/v1/blog_listings?select=id'),
    );
    expect(await laneOf(inRequest)).toBe(`${serverRenderAddress}:203.0.113.0/24`);
    // After an await inside the request, too: the lane follows the async work it started.
    const later = await asClient('198.51.100.20', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return fetchForRender('http://localhost/rest/v1/blog_listings?select=id');
    });
    expect(await laneOf(later)).toBe(`${serverRenderAddress}:198.51.100.0/24`);
    expect(await laneOf(await fetchForRender('http://localhost/rest/v1/x'))).toBe(
      serverRenderAddress,
    );
  });
});
