import { assertTestDatabase, databaseUrl, testDatabaseUrl } from './local-services';

describe('the test database', () => {
  it('names another database on the same server', () => {
    const other = new URL(databaseUrl('bv_e2e_test'));
    const test = new URL(testDatabaseUrl);
    expect(other.host).toBe(test.host);
    expect(other.username).toBe(test.username);
    expect(other.pathname).toBe('/bv_e2e_test');
  });

  it('refuses destructive set-up on a database whose name lacks "test"', () => {
    expect(() => assertTestDatabase('postgres://postgres@127.0.0.1:5432/blueprint')).toThrow('Tests refuse to run against database "blueprint"');
    expect(() => assertTestDatabase('postgres://postgres@127.0.0.1:5432/bv_supervisor_test')).not.toThrow();
  });
});
