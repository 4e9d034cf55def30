import { EVENT_LIFECYCLE_DEFAULTS, type MuseumEvent } from '@furnace/contracts';
import { buildCalendar, buildCalendarYielding } from '../calendar/build-calendar';
import { loopBreaks } from './loop-breaks';
import { jsonArrayResponse } from './web-response';

/** Whether a callback queued with setImmediate before `pause()` ran before it resolved. */
async function stepsAside(pause: () => Promise<void>): Promise<boolean> {
  let ran = false;
  setImmediate(() => (ran = true));
  await pause();
  return ran;
}

describe('loopBreaks', () => {
  it('lets the loop run once the budget is used up, and not before', async () => {
    expect(await stepsAside(loopBreaks(0))).toBe(true);
    expect(await stepsAside(loopBreaks(Number.POSITIVE_INFINITY))).toBe(false);
  });

  it('a feed made stepping aside after every slice is the same document as made at once', async () => {
    const events: MuseumEvent[] = Array.from({ length: 123 }, (_, i) => ({
      ...EVENT_LIFECYCLE_DEFAULTS,
      id: i + 1,
      title: `Talk ${i + 1}; with commas, and a long title ${'é'.repeat(i % 40)}`,
      description: 'Line one\nLine two',
      category: 'Talks',
      start_date: `2030-0${1 + (i % 9)}-1${i % 10}T18:30:00`,
      link_text: '',
      link_url: i % 2 ? '/events' : 'https://example.org/x',
      image: `/static/event_images/${i + 1}`,
      pdf: null,
    }));
    const options = {
      timeZone: 'America/New_York',
      publicUrl: 'https://museum.example.org',
      name: 'Museum events',
      now: new Date('2030-01-01T12:00:00Z'),
      location: 'The museum',
    };
    const text = await buildCalendarYielding(events, options, loopBreaks(0));
    expect(text).toBe(buildCalendar(events, options));
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(123);
  });

  it('a JSON array written 200 items a slice is the bytes of JSON.stringify, at every length', async () => {
    for (const length of [0, 1, 199, 200, 201, 450]) {
      const items = Array.from({ length }, (_, i) => ({
        id: i,
        title: `Événement "${i}"`,
        n: null,
      }));
      const response = jsonArrayResponse(items, { 'X-Total-Count': String(length) });
      expect(await response.text()).toBe(JSON.stringify(items));
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('x-total-count')).toBe(String(length));
    }
  });
});
