// Integration specs isolate themselves (own schema / queue prefix) inside the `test` database;
// refuse to run anywhere else so a typo can never wipe a real database. Jest loads global
// set-up outside its module map, so the test support is imported by its path.
import { assertTestDatabase, testDatabaseUrl } from '../libs/testing/src/local-services';

export default async function integrationGlobalSetup(): Promise<void> {
  assertTestDatabase(testDatabaseUrl);
  process.env.TEST_DATABASE_URL = testDatabaseUrl;
}
