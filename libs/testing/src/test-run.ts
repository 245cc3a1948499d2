import { randomBytes } from 'node:crypto';

/** Names one test run owns in the shared test database, broker and Redis, so files never meet. */
export type TestRun = {
  id: string;
  schema: (name: string) => string;
  amqpPrefix: string;
  redisPrefix: string;
};

/** A new run's names, or those of the run with this id (a platform's `runId`). */
export function testRun(id = randomBytes(4).toString('hex')): TestRun {
  return { id, schema: (name) => `${name}_t${id}`, amqpPrefix: `t${id}.`, redisPrefix: `t${id}` };
}
