import type { ScheduleDay } from '../hours/hours';
import { FIRST_INSTALL_CONTACT, SITE } from '../site/site';
import { museumJsonLd } from './structured-data';

const site = { contact: FIRST_INSTALL_CONTACT, tagline: SITE.tagline };

const day = (date: string, fields: Partial<ScheduleDay> = {}): ScheduleDay => ({
  date,
  weekday: 'Friday',
  ranges: [],
  closed_reason: null,
  note: null,
  source: 'regular',
  season: null,
  ...fields,
});

describe('museum JSON-LD (seasons and special days, matching the schedule)', () => {
  it('the regular week, one entry per range (a lunch break is two), closed days left out', () => {
    const data = museumJsonLd(
      {
        hours: [
          { day_of_week: 'Monday', open_time: null, close_time: null, ranges: [] },
          {
            day_of_week: 'Friday',
            open_time: '09:00:00',
            close_time: '16:00:00',
            ranges: [
              { open_time: '09:00:00', close_time: '12:00:00' },
              { open_time: '13:00:00', close_time: '16:00:00' },
            ],
          },
          // An older API without `ranges`: the spec's pair.
          { day_of_week: 'Sunday', open_time: '12:00:00', close_time: '16:00:00' },
        ],
      },
      'https://furnace.example',
      site,
    );
    expect(data).toMatchObject({
      '@type': 'Museum',
      name: 'Cornwall Iron Furnace',
      url: 'https://furnace.example/',
    });
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Friday',
        opens: '09:00',
        closes: '12:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Friday',
        opens: '13:00',
        closes: '16:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Sunday',
        opens: '12:00',
        closes: '16:00',
      },
    ]);
    expect(data).not.toHaveProperty('specialOpeningHoursSpecification');
  });

  it('each season not yet over, with validFrom/validThrough and its closed weekdays as 00:00', () => {
    const data = museumJsonLd(
      {
        hours: [],
        seasons: [
          {
            id: 1,
            name: 'Last winter',
            valid_from: '2025-12-01',
            valid_through: '2026-02-28',
            hours: [],
          },
          {
            id: 2,
            name: 'Winter hours',
            valid_from: '2026-12-01',
            valid_through: '2027-02-28',
            hours: [
              {
                day_of_week: 'Saturday',
                ranges: [{ open_time: '10:00:00', close_time: '14:00:00' }],
              },
            ],
          },
        ],
        schedule: [day('2026-11-24')],
      },
      'https://furnace.example',
      site,
    );
    const winter = data.openingHoursSpecification ?? [];
    expect(winter).toHaveLength(7);
    expect(
      winter.every((s) => s.validFrom === '2026-12-01' && s.validThrough === '2027-02-28'),
    ).toBe(true);
    expect(winter.find((s) => s.dayOfWeek === 'https://schema.org/Saturday')).toMatchObject({
      opens: '10:00',
      closes: '14:00',
    });
    expect(winter.find((s) => s.dayOfWeek === 'https://schema.org/Monday')).toMatchObject({
      opens: '00:00',
      closes: '00:00',
    });
  });

  it('the special days of the next 60 days as the schedule resolved them', () => {
    const schedule = Array.from({ length: 70 }, (_, i) =>
      day(`2027-01-${String((i % 28) + 1).padStart(2, '0')}`),
    );
    schedule[3] = day('2027-01-04', { source: 'special', closed_reason: 'Staff training day' });
    schedule[10] = day('2027-01-11', {
      source: 'special',
      note: 'Lantern tour',
      ranges: [{ open_time: '17:00:00', close_time: '20:00:00' }],
    });
    schedule[65] = day('2027-03-08', { source: 'special', closed_reason: 'Too far ahead' });
    const data = museumJsonLd({ schedule }, 'https://furnace.example', site);
    expect(data.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2027-01-04',
        validThrough: '2027-01-04',
        description: 'Staff training day',
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '17:00',
        closes: '20:00',
        validFrom: '2027-01-11',
        validThrough: '2027-01-11',
        description: 'Lantern tour',
      },
    ]);
  });

  it('still describes the museum when the hours are unknown', () => {
    const data = museumJsonLd(undefined, 'https://furnace.example', site);
    expect(data.name).toBe('Cornwall Iron Furnace');
    expect(data).not.toHaveProperty('openingHoursSpecification');
  });
});
