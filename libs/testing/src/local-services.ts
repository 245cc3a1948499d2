// The local PostgreSQL, RabbitMQ, Redis and S3-compatible server (scripts/local-s3.mjs) that every kind of test runs against
// (scripts/ensure-services.sh starts them). This module imports nothing, so jest's global
// set-up files, which Node loads without jest's module map, can read it by its path.

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const testAmqpUrl = process.env.TEST_AMQP_URL || 'amqp://guest:guest@127.0.0.1:5672';
export const testRedisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
/** s3rver's built-in account (S3RVER/S3RVER); tests create a bucket per run. */
export const testS3Endpoint = process.env.TEST_S3_ENDPOINT || 'http://127.0.0.1:4569';
export const testS3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** Another database on the test server: the e2e platform's, a test's own, or `postgres` to create one. */
export function databaseUrl(name: string): string {
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Refuses destructive set-up on a database whose name lacks "test", so a typo never wipes a real one. */
export function assertTestDatabase(url: string): void {
  const name = new URL(url).pathname.replace('/', '');
  if (!name.includes('test')) throw new Error(`Tests refuse to run against database "${name}": its name must contain "test".`);
}
