import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { testAmqpUrl, testRedisUrl, testRun } from '@bv/testing';

jest.setTimeout(60_000);

const REQUESTS = 300;

/**
 * The request log is written asynchronously (libs/service-kit/src/logger.ts). A gateway stopped
 * with SIGTERM right after a burst must still have written one line per request: the built
 * gateway runs as its own process, as in production, and its standard output is read whole.
 */
describe('request log on SIGTERM', () => {
  it('writes a line for every request answered before the stop', async () => {
    const run = testRun();
    const child = spawn(process.execPath, [join(__dirname, '../apps/gateway/dist/main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        HTTP_HOST: '127.0.0.1',
        HTTP_PORT: '0',
        INTERNAL_HTTP_PORT: '0',
        AMQP_URL: testAmqpUrl,
        AMQP_PREFIX: run.amqpPrefix,
        REDIS_URL: testRedisUrl,
        REDIS_PREFIX: run.redisPrefix,
        WEB_DIST_DIR: '/nonexistent-web-dist',
        RATE_LIMIT_PER_MINUTE: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

    const lines = () => output.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { msg: string; url?: string; port?: number; status?: number });
    let url: string | undefined;
    for (let i = 0; i < 200 && !url; i++) {
      const listening = lines().find((line) => typeof line.port === 'number' && line.msg === 'gateway ready');
      if (listening) url = `http://127.0.0.1:${listening.port}`;
      else await new Promise((r) => setTimeout(r, 100));
    }
    if (!url) throw new Error(`the gateway did not start:\n${output}`);

    const statuses = await Promise.all(Array.from({ length: REQUESTS }, (_, i) => fetch(`${url}/api/v1/no-such-route-${i}`).then((r) => r.status)));
    expect(statuses.every((status) => status === 404)).toBe(true);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const logged = lines().filter((line) => line.msg === 'request' && line.url?.startsWith('/api/v1/no-such-route-'));
    expect(logged).toHaveLength(REQUESTS);
    expect(new Set(logged.map((line) => line.url)).size).toBe(REQUESTS);
    expect(lines().at(-1)?.msg).toBe('stopped');
  });
});
