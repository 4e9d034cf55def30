import { SITE, type HoursListResponse } from '@furnace/contracts';

const POSTAL_ADDRESS = {
  '@type': 'PostalAddress',
  streetAddress: '94 Rexmont Road',
  addressLocality: 'Cornwall',
  addressRegion: 'PA',
  postalCode: '17016',
  addressCountry: 'US',
} as const;

export const MUSEUM_PLACE = {
  '@type': 'Place',
  name: SITE.name,
  address: POSTAL_ADDRESS,
} as const;

const hhmm = (time: string) => time.slice(0, 5);

/**
 * schema.org Museum with its weekly hours (from GET /hours) and special closures (holidays, as
 * closed all day: opens = closes = 00:00, as schema.org documents it). Days without hours are left
 * out, which schema.org reads as closed.
 */
export function museumJsonLd(hours: HoursListResponse | undefined, origin: string) {
  const opening = (hours?.hours ?? []).flatMap((day) =>
    day.open_time && day.close_time
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: `https://schema.org/${day.day_of_week}`,
            opens: hhmm(day.open_time),
            closes: hhmm(day.close_time),
          },
        ]
      : [],
  );
  const closures = (hours?.holidays ?? []).map((holiday) => ({
    '@type': 'OpeningHoursSpecification',
    opens: '00:00',
    closes: '00:00',
    validFrom: holiday.holiday_date,
    validThrough: holiday.holiday_date,
    ...(holiday.description ? { description: holiday.description } : {}),
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Museum',
    name: SITE.name,
    description: SITE.tagline,
    url: `${origin}/`,
    telephone: SITE.phone,
    address: POSTAL_ADDRESS,
    isAccessibleForFree: false,
    ...(opening.length ? { openingHoursSpecification: opening } : {}),
    ...(closures.length ? { specialOpeningHoursSpecification: closures } : {}),
  };
}
