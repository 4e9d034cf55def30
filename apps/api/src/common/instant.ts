const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * An ISO 8601 instant written with its offset ('2026-12-24T08:00:00-05:00' or '...Z'), as a Date;
 * null when it is not one. The offset is required: a bare local time would be read in the server's
 * zone, which is not necessarily the museum's.
 */
export function parseInstant(value: unknown): Date | null {
  if (typeof value !== 'string' || !INSTANT.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}
