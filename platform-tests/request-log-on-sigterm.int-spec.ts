import { startGatewayProcess } from './gateway-process';

jest.setTimeout(60_000);

const REQUESTS = 300;

/**
 * The request log is written asynchronously (libs/service-kit/src/logger.ts). A gateway stopped
 * with SIGTERM right after a burst must still have written one line per request: the built
 * gateway runs as its own process, as in production, and its standard output is read whole.
 */
describe('request log on SIGTERM', () => {
  it('writes a line for every request answered before the stop', async () => {
    const gateway = await startGatewayProcess();
    const statuses = await Promise.all(Array.from({ length: REQUESTS }, (_, i) => fetch(`${gateway.url}/api/v1/no-such-route-${i}`).then((r) => r.status)));
    expect(statuses.every((status) => status === 404)).toBe(true);
    expect(await gateway.stop()).toBe(0);

    const logged = gateway.lines().filter((line) => line.msg === 'request' && line.url?.startsWith('/api/v1/no-such-route-'));
    expect(logged).toHaveLength(REQUESTS);
    expect(new Set(logged.map((line) => line.url)).size).toBe(REQUESTS);
    expect(gateway.lines().at(-1)?.msg).toBe('stopped');
  });
});
