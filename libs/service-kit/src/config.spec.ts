import { z } from 'zod';
import { baseConfigShape, ConfigError, databaseConfigShape, dbSchema, httpPort, loadConfig } from './config';

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
