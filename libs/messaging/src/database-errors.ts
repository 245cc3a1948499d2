/**
 * SQLSTATEs of a database that is going away or not back yet (PostgreSQL appendix A): class 08
 * (connection exception), 57P01 admin_shutdown ("terminating connection due to administrator
 * command"), 57P02 crash_shutdown, 57P03 cannot_connect_now ("the database system is shutting
 * down" / "is starting up"), 53300 too_many_connections.
 */
const TRANSIENT_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** The socket to it refused, reset or timed out, or its name did not resolve yet (a container network's DNS). */
const TRANSIENT_SOCKET_CODE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres and its pool say so in words only. */
const TRANSIENT_MESSAGE =
  /Connection terminated|Client has encountered a connection error and is not queryable|timeout exceeded when trying to connect|connection timeout|the database system is (shutting down|starting up|in recovery mode)/i;

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown; driverError?: unknown };

/**
 * An error that says the database is briefly out of reach (a restart, a fail-over, a full
 * connection table), not that the statement or the data is wrong: asking again shortly can
 * succeed. Looks through TypeORM's `driverError`, `cause` chains and the `AggregateError` a
 * refused dual-stack connect throws.
 */
export function isTransientDatabaseError(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const { code, message, cause, errors, driverError } = err as ErrorLike;
  if (typeof code === 'string' && (TRANSIENT_SQLSTATE.test(code) || TRANSIENT_SOCKET_CODE.has(code))) return true;
  if (typeof message === 'string' && TRANSIENT_MESSAGE.test(message)) return true;
  const inner = [driverError, cause, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((e) => e !== err && isTransientDatabaseError(e, depth + 1));
}

/**
 * The transaction's connection broke before the statement was sent (TypeORM had already given
 * the broken connection back): SQLSTATE 08003, connection_does_not_exist. Nothing of the
 * statement reached the database.
 */
export class DatabaseConnectionLostError extends Error {
  readonly code = '08003';

  constructor(cause: unknown) {
    super('the database connection was lost during the transaction', { cause });
    this.name = 'DatabaseConnectionLostError';
  }
}
