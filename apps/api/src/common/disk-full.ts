import { HttpStatus } from '@nestjs/common';
import { DISK_FULL_MESSAGE } from '@furnace/contracts';

/** PostgreSQL's SQLSTATE for "could not extend file ... No space left on device". */
const PG_DISK_FULL = '53100';

/**
 * A full disk as the client hears it: 507 Insufficient Storage with a sentence saying
 * so, instead of a generic 500. Recognises Node's ENOSPC (a file or backup write) and
 * PostgreSQL's disk_full, also wrapped (TypeORM's QueryFailedError keeps the driver's `code`, and
 * `driverError`/`cause` when it does not). Null for anything else. Called by AllExceptionsFilter.
 */
export function diskFullError(exception: unknown): { statusCode: number; message: string } | null {
  for (let error = exception, depth = 0; error && depth < 4; depth++) {
    const { code, driverError, cause } = error as {
      code?: unknown;
      driverError?: unknown;
      cause?: unknown;
    };
    if (code === 'ENOSPC' || code === PG_DISK_FULL)
      return { statusCode: HttpStatus.INSUFFICIENT_STORAGE, message: DISK_FULL_MESSAGE };
    error = driverError ?? cause;
  }
  return null;
}
