import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { baseConfigShape, ConfigError, databaseConfigShape, dbSchema, httpPort, isLoopbackHost, loadConfig, refuseDevelopmentSecrets } from './config';

const schema = z.object({ ...baseConfigShape, ...databaseConfigShape, ...dbSchema('assessments'), ...httpPort(3103) });

describe('loadConfig', () => {
  it('works with no variables at all: every one has a local default', () => {
    const config = loadConfig(schema, {});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HTTP_PORT: 3103,
      DB_SCHEMA: 'assessments',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/blueprint',
      AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672',
      AMQP_PREFIX: '',
    });
  });

  it('keeps published outbox and processed inbox rows 14 days unless told otherwise, never less than a day', () => {
    expect(loadConfig(schema, {}).OUTBOX_RETENTION_DAYS).toBe(14);
    expect(loadConfig(schema, { OUTBOX_RETENTION_DAYS: '30' }).OUTBOX_RETENTION_DAYS).toBe(30);
    expect(() => loadConfig(schema, { OUTBOX_RETENTION_DAYS: '0' })).toThrow(/OUTBOX_RETENTION_DAYS/);
  });

  it('coerces numbers from the environment', () => {
    expect(loadConfig(schema, { HTTP_PORT: '8080', OUTBOX_POLL_MS: '75' })).toMatchObject({ HTTP_PORT: 8080, OUTBOX_POLL_MS: 75 });
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig(schema, { HTTP_PORT: 'eighty', DATABASE_URL: 'not a url', DB_SCHEMA: 'bad schema; DROP', LOG_LEVEL: 'loud' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((p) => p.split(':')[0]).sort();
    expect(problems).toEqual(['DATABASE_URL', 'DB_SCHEMA', 'HTTP_PORT', 'LOG_LEVEL']);
    expect((error as ConfigError).message).toMatch(/^Invalid configuration:\n {2}- /);
  });
});

describe('secrets', () => {
  const DEV_SECRET = 'dev-only-secret-published-in-the-source-code';
  const withSecret = z.object({ ...baseConfigShape, SIGNING_SECRET: z.string().min(32).default(DEV_SECRET) }).superRefine(refuseDevelopmentSecrets({ SIGNING_SECRET: DEV_SECRET }));
  const own = 'a-secret-of-our-own-that-nobody-has-seen-0123';

  it('binds to loopback unless told otherwise', () => {
    expect(loadConfig(schema, {}).HTTP_HOST).toBe('127.0.0.1');
    expect(['127.0.0.1', '127.0.1.1', '::1', 'localhost'].every(isLoopbackHost)).toBe(true);
    expect(['0.0.0.0', '::', '10.0.0.5', 'gateway'].some(isLoopbackHost)).toBe(false);
  });

  it('lets the published development default stand in only for a process bound to loopback, outside production', () => {
    expect(loadConfig(withSecret, {}).SIGNING_SECRET).toBe(DEV_SECRET);
    expect(loadConfig(withSecret, { NODE_ENV: 'test', HTTP_HOST: '::1' }).SIGNING_SECRET).toBe(DEV_SECRET);
    expect(() => loadConfig(withSecret, { NODE_ENV: 'development', HTTP_HOST: '0.0.0.0' })).toThrow(/SIGNING_SECRET: is the development default, published in the source: a process bound to 0\.0\.0\.0/);
    expect(() => loadConfig(withSecret, { NODE_ENV: 'production', HTTP_HOST: '127.0.0.1' })).toThrow(/SIGNING_SECRET: must be set to a secret of your own in production/);
    expect(loadConfig(withSecret, { NODE_ENV: 'development', HTTP_HOST: '0.0.0.0', SIGNING_SECRET: own }).SIGNING_SECRET).toBe(own);
  });

  it('reads <NAME>_FILE when <NAME> is unset (a generated secret mounted as a file), and says when it cannot', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bv-config-'));
    writeFileSync(join(dir, 'SIGNING_SECRET'), `${own}\n`);
    const env = { HTTP_HOST: '0.0.0.0', SIGNING_SECRET_FILE: join(dir, 'SIGNING_SECRET') };
    expect(loadConfig(withSecret, env).SIGNING_SECRET).toBe(own);
    expect(loadConfig(withSecret, { ...env, SIGNING_SECRET: `${own}-from-env` }).SIGNING_SECRET).toBe(`${own}-from-env`);
    expect(() => loadConfig(withSecret, { SIGNING_SECRET_FILE: join(dir, 'missing') })).toThrow(/SIGNING_SECRET_FILE: cannot read .*missing \(ENOENT\)/);
  });
});
