import { Client } from 'pg';
import { assertTestDatabase, databaseUrl, testDatabaseUrl } from './local-services';

/** A connected client of a test database (`test` unless told); the caller ends it. */
export async function connectDatabase(url = testDatabaseUrl): Promise<Client> {
  const db = new Client({ connectionString: url });
  await db.connect();
  return db;
}

/** Drops schemas a test run created, with everything in them. */
export async function dropSchemas(schemas: string[], url = testDatabaseUrl): Promise<void> {
  const db = await connectDatabase(url);
  try {
    for (const schema of schemas) await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await db.end();
  }
}

/** An empty database of this name on the test server, dropped first if it is there; returns its URL. */
export async function recreateDatabase(name: string): Promise<string> {
  const url = databaseUrl(name);
  assertTestDatabase(url);
  const admin = await connectDatabase(databaseUrl('postgres'));
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return url;
}
