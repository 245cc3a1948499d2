import { DatabaseConnectionLostError, isTransientDatabaseError } from './database-errors';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('isTransientDatabaseError', () => {
  it.each([
    ['a restart that ends the session', pgError('57P01', 'terminating connection due to administrator command')],
    ['a connect while it shuts down', pgError('57P03', 'the database system is shutting down')],
    ['a connect while it starts', pgError('57P03', 'the database system is starting up')],
    ['a full connection table', pgError('53300', 'sorry, too many clients already')],
    ['a connection failure', pgError('08006', 'connection failure')],
    ['a refused connect', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a reset socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ['a pooled client that broke', new Error('Client has encountered a connection error and is not queryable')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['TypeORM wrapping the driver error', Object.assign(new Error('Query failed'), { driverError: pgError('57P01', 'terminating connection due to administrator command') })],
    ['a refused dual-stack connect', new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })], 'connect failed')],
    ['a cause chain', new Error('could not record', { cause: new Error('Connection terminated') })],
    ['a transaction whose connection broke before its next statement', new DatabaseConnectionLostError(new Error('Query runner already released'))],
  ])('is true for %s', (_name, err) => {
    expect(isTransientDatabaseError(err)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', pgError('42601', 'syntax error at or near "SELEC"')],
    ['a wrong password', pgError('28P01', 'password authentication failed for user "app"')],
    ['a serialization failure', pgError('40001', 'could not serialize access due to concurrent update')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'the database system is shutting down'],
    ['nothing', undefined],
  ])('is false for %s', (_name, err) => {
    expect(isTransientDatabaseError(err)).toBe(false);
  });
});
