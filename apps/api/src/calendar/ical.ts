import { DateTime, FixedOffsetZone, IANAZone } from 'luxon';

// RFC 5545 by hand: no library at hand writes a VTIMEZONE for an arbitrary IANA zone.

/** TEXT value escaping (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\r\n?|[\n\\;,]/g, (c) => (/[\r\n]/.test(c) ? '\\n' : `\\${c}`));
}

/** Content lines are at most 75 octets; longer ones continue on lines starting with a space (3.1). */
export function foldLine(line: string): string {
  const octets = Buffer.byteLength(line);
  if (octets <= 75) return line;
  // An ASCII line (an octet a character) is cut as a string: walking it was most of the build.
  const bytes = octets === line.length ? null : Buffer.from(line);
  const parts: string[] = [];
  // The first line holds 75 octets, continuation lines 74 plus the leading space; a character
  // is never cut (a UTF-8 continuation byte is 10xxxxxx).
  for (let start = 0, end = 75; start < octets; start = end, end += 74) {
    while (bytes && (bytes[end] & 0xc0) === 0x80) end--;
    parts.push(bytes ? bytes.toString('utf8', start, end) : line.slice(start, end));
  }
  return parts.join('\r\n ');
}

export function serialize(lines: readonly string[]): string {
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A local DATE-TIME, used with TZID. */
export function localDateTime(isoLocal: string): string {
  return isoLocal.replace(/[-:]/g, '');
}

export function utcDateTime(at: Date): string {
  return `${localDateTime(at.toISOString().slice(0, 19))}Z`;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** A VTIMEZONE over whole years: one observance per real transition (no RRULEs: always right). */
export function vtimezone(zoneName: string, fromYear: number, toYear: number): string[] {
  const zone = IANAZone.create(zoneName);
  const start = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  let previous = zone.offset(start);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zoneName}`];
  lines.push(...observance(zoneName, start, previous, previous));
  for (let day = start; day < end; day += DAY_MS) {
    const next = zone.offset(day + DAY_MS);
    if (next === previous) continue;
    // Narrow the change down to the minute (transitions fall on whole minutes).
    let [low, high] = [day, day + DAY_MS];
    while (high - low > MINUTE_MS) {
      const mid = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (zone.offset(mid) === previous) low = mid;
      else high = mid;
    }
    lines.push(...observance(zoneName, high, previous, next));
    previous = next;
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** Its DTSTART is the wall-clock time of the change, in the old offset. */
function observance(
  zoneName: string,
  at: number,
  fromMinutes: number,
  toMinutes: number,
): string[] {
  const local = DateTime.fromMillis(at, { zone: zoneName });
  const kind = local.isInDST ? 'DAYLIGHT' : 'STANDARD';
  const wallClock = utcDateTime(new Date(at + fromMinutes * MINUTE_MS)).slice(0, -1);
  return [
    `BEGIN:${kind}`,
    `DTSTART:${wallClock}`,
    `TZOFFSETFROM:${formatOffset(fromMinutes)}`,
    `TZOFFSETTO:${formatOffset(toMinutes)}`,
    ...(local.offsetNameShort ? [`TZNAME:${local.offsetNameShort}`] : []),
    `END:${kind}`,
  ];
}

const formatOffset = (minutes: number) =>
  FixedOffsetZone.instance(minutes).formatOffset(0, 'techie');
