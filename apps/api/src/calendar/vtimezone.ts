import { DateTime, IANAZone } from 'luxon';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * A VTIMEZONE for an IANA zone over whole years, built from the zone's real transitions (found
 * through Intl by luxon), one observance per transition. Explicit observances rather than RRULEs:
 * always right, including years whose rules changed, and small for the few years a feed spans.
 */
export function vtimezone(zoneName: string, fromYear: number, toYear: number): string[] {
  const zone = IANAZone.create(zoneName);
  const start = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zoneName}`];

  const initial = zone.offset(start);
  lines.push(...observance(zoneName, start, initial, initial));
  let previous = initial;
  for (let day = start; day < end; day += DAY_MS) {
    const next = zone.offset(day + DAY_MS);
    if (next === previous) continue;
    // Narrow the change down to the minute (transitions fall on whole minutes).
    let low = day;
    let high = day + DAY_MS;
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

/** One STANDARD or DAYLIGHT block; its DTSTART is the wall-clock time the change happens at, in the old offset. */
function observance(
  zoneName: string,
  at: number,
  fromMinutes: number,
  toMinutes: number,
): string[] {
  const local = DateTime.fromMillis(at, { zone: zoneName });
  const kind = local.isInDST ? 'DAYLIGHT' : 'STANDARD';
  const wallClock = new Date(at + fromMinutes * MINUTE_MS)
    .toISOString()
    .slice(0, 19)
    .replace(/[-:]/g, '');
  return [
    `BEGIN:${kind}`,
    `DTSTART:${wallClock}`,
    `TZOFFSETFROM:${formatOffset(fromMinutes)}`,
    `TZOFFSETTO:${formatOffset(toMinutes)}`,
    ...(local.offsetNameShort ? [`TZNAME:${local.offsetNameShort}`] : []),
    `END:${kind}`,
  ];
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}
