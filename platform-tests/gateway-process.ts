import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { testAmqpUrl, testRedisUrl, testRun } from '@bv/testing';

export type LogLine = { msg: string; url?: string; port?: number; status?: number; route?: string };

export type GatewayProcess = {
  url: string;
  /** Everything the process wrote to standard output so far. */
  output: () => string;
  lines: () => LogLine[];
  /** SIGTERM; resolves with the exit code once the process is gone. */
  stop: () => Promise<number | null>;
};

/**
 * The built gateway as its own process, as in production, with its standard output read whole:
 * for tests of what the gateway writes to its log.
 */
export async function startGatewayProcess(env: Record<string, string> = {}): Promise<GatewayProcess> {
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
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const lines = () => output.split('\n').filter(Boolean).map((line) => JSON.parse(line) as LogLine);

  let url: string | undefined;
  for (let i = 0; i < 200 && !url; i++) {
    const listening = lines().find((line) => typeof line.port === 'number' && line.msg === 'gateway ready');
    if (listening) url = `http://127.0.0.1:${listening.port}`;
    else await new Promise((r) => setTimeout(r, 100));
  }
  if (!url) {
    child.kill('SIGKILL');
    throw new Error(`the gateway did not start:\n${output}`);
  }
  return {
    url,
    output: () => output,
    lines,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
