import type { ContactContent } from './content-keys';
import { WEEKDAYS } from '../shared/days';
import {
  rangesOf,
  type OpeningHoursRecord,
  type ScheduleDay,
  type SeasonRecord,
  type TimeRange,
} from '../hours/hours';
import { FIRST_INSTALL_CONTACT, SITE } from '../site/site';

// schema.org data of the museum, written by the server into every page (no visitor downloads this).

/** "94 Rexmont Road, Cornwall, PA 17016" as a PostalAddress; any other address as its text. */
function postalAddress(address: string) {
  const us = /^(.+?),\s*([^,]+?),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(address.trim());
  if (!us) return address;
  return {
    '@type': 'PostalAddress',
    streetAddress: us[1],
    addressLocality: us[2],
    addressRegion: us[3],
    postalCode: us[4],
    addressCountry: 'US',
  } as const;
}

export function museumPlace(contact: ContactContent = FIRST_INSTALL_CONTACT) {
  return { '@type': 'Place', name: SITE.name, address: postalAddress(contact.address) } as const;
}

export const JSON_LD_SPECIAL_DAYS = 60;

/** Any part may be missing (its call failed); `schedule` from today, JSON_LD_SPECIAL_DAYS at least. */
interface MuseumHoursData {
  hours?: OpeningHoursRecord[];
  seasons?: SeasonRecord[];
  schedule?: ScheduleDay[];
}

type SpecExtra = Partial<
  Record<'dayOfWeek' | 'validFrom' | 'validThrough' | 'description', string>
>;

/** One entry per range; no range is schema.org's "closed all day" (opens = closes = 00:00). */
const specs = (ranges: TimeRange[], extra: SpecExtra) =>
  (ranges.length ? ranges : [{ open_time: '00:00', close_time: '00:00' }]).map((range) => ({
    '@type': 'OpeningHoursSpecification' as const,
    ...extra,
    opens: range.open_time.slice(0, 5),
    closes: range.close_time.slice(0, 5),
  }));

/**
 * schema.org Museum with its hours, one entry per range: the regular week, then each season not
 * ended (its closed weekdays as 00:00-00:00, else a reader would fall back to the regular week), and
 * the special days of the next 60 days.
 */
export function museumJsonLd(
  data: MuseumHoursData | undefined,
  origin: string,
  site: { contact: ContactContent; tagline: string },
) {
  const today = data?.schedule?.[0]?.date;
  const regular = (data?.hours ?? [])
    .filter((day) => rangesOf(day).length)
    .flatMap((day) => specs(rangesOf(day), { dayOfWeek: `https://schema.org/${day.day_of_week}` }));
  const seasonal = (data?.seasons ?? [])
    .filter((season) => !today || season.valid_through >= today)
    .flatMap((season) =>
      WEEKDAYS.flatMap((weekday) =>
        specs(season.hours.find((h) => h.day_of_week === weekday)?.ranges ?? [], {
          dayOfWeek: `https://schema.org/${weekday}`,
          validFrom: season.valid_from,
          validThrough: season.valid_through,
        }),
      ),
    );
  const special = (data?.schedule ?? [])
    .slice(0, JSON_LD_SPECIAL_DAYS)
    .filter((day) => day.source === 'special')
    .flatMap((day) => {
      const description = day.ranges.length ? day.note : day.closed_reason;
      const extra = description ? { description } : {};
      return specs(day.ranges, { validFrom: day.date, validThrough: day.date, ...extra });
    });
  const opening = [...regular, ...seasonal];
  return {
    '@context': 'https://schema.org',
    '@type': 'Museum',
    name: SITE.name,
    description: site.tagline,
    url: `${origin}/`,
    telephone: site.contact.phone,
    email: site.contact.email,
    address: postalAddress(site.contact.address),
    isAccessibleForFree: false,
    ...(opening.length ? { openingHoursSpecification: opening } : {}),
    ...(special.length ? { specialOpeningHoursSpecification: special } : {}),
  };
}
