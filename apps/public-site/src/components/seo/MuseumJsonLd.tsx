import {
  fetchHoursWithRanges,
  fetchSchedule,
  fetchSeasons,
  useApiQuery,
  useSiteContent,
} from '@furnace/api-client';
import type { ScheduleDay } from '@furnace/contracts';
import { JsonLd } from './JsonLd';
import { JSON_LD_SPECIAL_DAYS, museumJsonLd, type MuseumHoursData } from './museum-json-ld';

/** A failed part is left out rather than failing the whole description. */
const orUndefined = <T,>(promise: Promise<T>) => promise.catch(() => undefined);

/** Loads what museumJsonLd needs; `schedule` when the page already has it (the visit page). */
export async function loadMuseumHours(
  signal: AbortSignal,
  schedule?: ScheduleDay[],
): Promise<MuseumHoursData> {
  const [hours, seasons, days] = await Promise.all([
    orUndefined(fetchHoursWithRanges(signal)),
    orUndefined(fetchSeasons(signal)),
    schedule
      ? Promise.resolve({ days: schedule })
      : orUndefined(fetchSchedule({ days: JSON_LD_SPECIAL_DAYS }, signal)),
  ]);
  return { hours: hours?.hours, seasons, schedule: days?.days };
}

/**
 * The museum's structured data, with its hours as the API resolves them (regular week, seasons,
 * the special days of the next 60 days). Pass `schedule` to reuse a page's own GET /hours/schedule.
 */
export function MuseumJsonLd({ schedule }: { schedule?: ScheduleDay[] }) {
  const { data, loading } = useApiQuery(
    `museum-json-ld:${schedule ? schedule[0]?.date : ''}`,
    (signal) => loadMuseumHours(signal, schedule),
  );
  const content = useSiteContent();
  if (loading || !content) return null;
  const site = { contact: content.contact, tagline: content.welcome.tagline };
  return <JsonLd data={museumJsonLd(data, window.location.origin, site)} />;
}
