// Integration specs isolate themselves (own schema / queue prefix) inside the `test`
// database; refuse to run anywhere else so a typo can never wipe a real database.
module.exports = async () => {
  const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const dbName = new URL(url).pathname.replace('/', '');
  if (!dbName.includes('test')) {
    throw new Error(`Integration tests refuse to run against database "${dbName}": its name must contain "test".`);
  }
  process.env.TEST_DATABASE_URL = url;
};
