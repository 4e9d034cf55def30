import { eventPageHead, PREVIEW_DESCRIPTION_MAX_LENGTH } from '../events/event-page-head';
import { pageHead, pageTitle } from './page-heads';

describe('page heads', () => {
  it('finds exact pages, sections, events, signs and the 404', () => {
    expect(pageTitle(pageHead('/').page)).toBe('Cornwall Iron Furnace | Museum and Heritage Site');
    expect(pageHead('/visit/hours').page).toBe('Plan Your Visit');
    expect(pageHead('/visit/').page).toBe('Plan Your Visit');
    expect(pageHead('/events/12').page).toBe('Event details');
    expect(pageHead('/signs/north-gate').page).toBe('Sign information');
    expect(pageHead('/events/12/extra').page).toBe('Page not found');
    expect(pageHead('/toString').page).toBe('Page not found');
    expect(pageHead('/constructor').page).toBe('Page not found');
  });

  it("gives an event's title, date and time, status and description", () => {
    const head = eventPageHead({
      title: 'Charcoal Burning Day ',
      description: 'Watch a charcoal\n\nmound burn.',
      start_date: '2026-05-02T10:00:00',
      all_day: false,
      status: 'postponed',
    });
    expect(head).toEqual({
      page: 'Charcoal Burning Day',
      description: 'Postponed. Saturday, May 2, 2026, 10:00 AM. Watch a charcoal mound burn.',
    });
    expect(
      eventPageHead({
        title: 'x',
        description: '',
        start_date: '2026-05-02T00:00:00',
        all_day: true,
      }).description,
    ).toBe('Saturday, May 2, 2026. Description Unavailable');
  });

  it('shortens a long description for previews', () => {
    const head = eventPageHead({
      title: 'x',
      description: 'word '.repeat(100),
      start_date: '2026-05-02',
    });
    expect(head.description.length).toBe(PREVIEW_DESCRIPTION_MAX_LENGTH);
    expect(head.description.endsWith('…')).toBe(true);
  });
});
