import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isHttpsRequest } from './http';

function request(headers: Record<string, string>, encrypted = false): IncomingMessage {
  return {
    socket: { remoteAddress: '127.0.0.1', encrypted },
    headers,
  } as unknown as IncomingMessage;
}

describe('isHttpsRequest', () => {
  it('believes X-Forwarded-Proto only from trusted proxies', () => {
    const forwarded = request({ 'x-forwarded-proto': 'https' });
    expect(isHttpsRequest(forwarded, 0)).toBe(false);
    expect(isHttpsRequest(forwarded, 1)).toBe(true);
  });

  it('knows a TLS socket is HTTPS whatever the headers say', () => {
    expect(isHttpsRequest(request({ 'x-forwarded-proto': 'http' }, true), 0)).toBe(true);
  });
});
