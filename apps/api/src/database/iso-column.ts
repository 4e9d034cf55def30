/** A timestamptz column read as ISO 8601 text in UTC, exactly as `Date#toISOString` writes it. */
export const isoColumn = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${column}`;
