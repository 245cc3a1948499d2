import type { IncomingMessage } from 'node:http';
import fastify from 'fastify';
import type { TrustProxySetting } from '@bv/service-kit';
import { clientAddressResolver, clientKey } from './client-address';

describe('clientKey', () => {
  it('keys an IPv4 client by its address, also when a dual-stack socket reports it mapped', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('keys an IPv6 client by its /64', () => {
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });
});

describe('clientAddressResolver', () => {
  const settings: TrustProxySetting[] = [false, 1, 2, ['127.0.0.1/8', '::1/128'], ['10.0.0.0/8']];
  const requests = [
    { remoteAddress: '127.0.0.1', forwardedFor: undefined },
    { remoteAddress: '127.0.0.1', forwardedFor: '203.0.113.7' },
    { remoteAddress: '10.1.2.3', forwardedFor: '198.51.100.1, 203.0.113.7' },
    { remoteAddress: '192.0.2.50', forwardedFor: '203.0.113.7, 10.9.9.9' },
    { remoteAddress: '::1', forwardedFor: '2001:db8::1' },
  ];

  it.each(settings.map((setting) => [JSON.stringify(setting), setting] as const))('finds the address Fastify finds with trustProxy %s', async (_name, setting) => {
    const app = fastify({ trustProxy: setting === false ? false : setting });
    app.get('/', (request) => ({ ip: request.ip }));
    const resolve = clientAddressResolver(setting);
    try {
      for (const { remoteAddress, forwardedFor } of requests) {
        const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
        const answer = await app.inject({ method: 'GET', url: '/', remoteAddress, headers });
        const raw = { socket: { remoteAddress }, headers } as unknown as IncomingMessage;
        expect(resolve(raw)).toBe((answer.json() as { ip: string }).ip);
      }
    } finally {
      await app.close();
    }
  });
});
