import { HttpStatus } from '@nestjs/common';
import { DISK_FULL_MESSAGE } from '@furnace/contracts';

/** The error and what it wraps (TypeORM's `driverError`, an Error's `cause`), a few levels deep. */
function* causes(error: unknown): Generator<Record<string, unknown>> {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const wrapper = e as Record<string, unknown>;
    yield wrapper;
    e = wrapper.driverError ?? wrapper.cause;
  }
}

/** The database cannot answer now (down, unreachable, pool full, statement_timeout): a 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, name, message } of causes(error)) {
    if (
      typeof code === 'string' &&
      (SQLSTATES.has(code) || code.startsWith('08') || NODE_CODES.has(code))
    )
      return true;
    if (typeof name === 'string' && TYPEORM_NAMES.has(name)) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
  }
  return false;
}

/** Node's ENOSPC or PostgreSQL's disk_full (53100): a 507 with a sentence, not a 500. */
export function diskFullError(error: unknown): { statusCode: number; message: string } | null {
  for (const { code } of causes(error))
    if (code === 'ENOSPC' || code === '53100')
      return { statusCode: HttpStatus.INSUFFICIENT_STORAGE, message: DISK_FULL_MESSAGE };
  return null;
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

const TYPEORM_NAMES = new Set([
  'CannotExecuteNotConnectedError',
  'ConnectionIsNotSetError',
  'QueryRunnerAlreadyReleasedError',
]);

/** pg's own messages (they carry no code): pool and client timeouts, a connection cut. */
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Connection ended unexpectedly|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end|terminating connection due to/i;
