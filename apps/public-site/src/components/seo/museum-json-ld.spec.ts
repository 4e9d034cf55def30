import { museumJsonLd } from './museum-json-ld';

describe('museum JSON-LD', () => {
  it('turns GET /hours into opening hours and holiday closures', () => {
    const data = museumJsonLd(
      {
        hours: [
          { day_of_week: 'Monday', open_time: null, close_time: null },
          { day_of_week: 'Friday', open_time: '09:00:00', close_time: '16:00:00' },
          { day_of_week: 'Sunday', open_time: '12:00:00', close_time: '16:00:00' },
        ],
        holidays: [{ holiday_date: '2026-12-25', description: 'Christmas Day' }],
      },
      'https://furnace.example',
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
        closes: '16:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Sunday',
        opens: '12:00',
        closes: '16:00',
      },
    ]);
    expect(data.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        description: 'Christmas Day',
      },
    ]);
  });

  it('still describes the museum when the hours are unknown', () => {
    const data = museumJsonLd(undefined, 'https://furnace.example');
    expect(data.name).toBe('Cornwall Iron Furnace');
    expect(data).not.toHaveProperty('openingHoursSpecification');
  });
});
