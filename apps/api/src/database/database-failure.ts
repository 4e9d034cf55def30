/**
 * Whether an error means "the database cannot answer right now" (down, restarting, unreachable,
 * the pool out of connections, a statement cut by statement_timeout) rather than a bug or a bad
 * request. Such errors become 503 with Retry-After (AllExceptionsFilter), make token checks 503
 * rather than 401 (JwtStrategy, AccessGuard) and let TopicCache serve its last good copy.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, name, message } = e as { code?: unknown; name?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (SQLSTATES.has(code) || code.startsWith('08') || NODE_CODES.has(code))
    )
      return true;
    if (typeof name === 'string' && TYPEORM_NAMES.has(name)) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    const next = e as { driverError?: unknown; cause?: unknown };
    e = next.driverError ?? next.cause;
  }
  return false;
}

/** SQLSTATEs (besides class 08, connection exceptions) that mean "not now". */
const SQLSTATES = new Set([
  '57014', // query_canceled: statement_timeout
  '57P01', // admin_shutdown (pg_terminate_backend, server stopping)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
  '55P03', // lock_not_available (lock_timeout)
]);

/** Network errors from node:net, as pg passes them on. */
const NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** TypeORM's errors for a DataSource that is not (or no longer) connected. */
const TYPEORM_NAMES = new Set([
  'CannotExecuteNotConnectedError',
  'ConnectionIsNotSetError',
  'QueryRunnerAlreadyReleasedError',
]);

/** pg's own messages (they carry no code): pool and client timeouts, a connection cut. */
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Connection ended unexpectedly|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end|terminating connection due to/i;
