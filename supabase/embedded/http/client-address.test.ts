import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { addressNetwork, clientAddress, trustedProxyHops } from './client-address';

function request(peer: string, headers: Record<string, string> = {}): IncomingMessage {
  return { socket: { remoteAddress: peer }, headers } as unknown as IncomingMessage;
}

describe('clientAddress', () => {
  it('ignores forwarded headers unless proxies are trusted', () => {
    const spoofed = request('203.0.113.9', { 'x-forwarded-for': '10.0.0.1' });
    expect(clientAddress(spoofed, 0)).toBe('203.0.113.9');
  });

  it('behind one proxy takes the address the proxy appended, not what the client sent', () => {
    const viaProxy = request('127.0.0.1', { 'x-forwarded-for': '1.1.1.1, 198.51.100.7' });
    expect(clientAddress(viaProxy, 1)).toBe('198.51.100.7');
  });

  it('behind two proxies skips the inner proxy', () => {
    const viaTwo = request('127.0.0.1', { 'x-forwarded-for': 'spoof, 198.51.100.7, 10.0.0.2' });
    expect(clientAddress(viaTwo, 2)).toBe('198.51.100.7');
  });

  it('falls back to the peer when the chain is shorter than the proxies trusted', () => {
    expect(clientAddress(request('192.0.2.4'), 1)).toBe('192.0.2.4');
  });
});

describe('trustedProxyHops', () => {
  it('reads TRUST_PROXY and rejects nonsense', () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ TRUST_PROXY: 'true' })).toBe(1);
    expect(trustedProxyHops({ TRUST_PROXY: '2' })).toBe(2);
    expect(() => trustedProxyHops({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});

describe('addressNetwork: the fair-queue lane of anonymous traffic', () => {
  it('groups IPv4 by /24 and IPv6 by /64, so many addresses of one network share a turn', () => {
    expect(addressNetwork('203.0.113.7')).toBe('203.0.113.0/24');
    expect(addressNetwork('203.0.113.250')).toBe('203.0.113.0/24');
    expect(addressNetwork('203.0.114.7')).toBe('203.0.114.0/24');
    expect(addressNetwork('::ffff:127.0.0.33')).toBe('127.0.0.0/24');
    expect(addressNetwork('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(addressNetwork('2001:db8:0:1:bbbb:cccc:dddd:eeee')).toBe('2001:db8:0:1::/64');
    expect(addressNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressNetwork('::1')).toBe('0:0:0:0::/64');
    expect(addressNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it("keeps the server's own lane and unknown peers apart", () => {
    expect(addressNetwork('in-process:site-server')).toBe('in-process:site-server');
    expect(addressNetwork('unknown')).toBe('unknown');
  });
});
