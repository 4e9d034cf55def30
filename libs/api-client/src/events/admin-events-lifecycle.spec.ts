import {
  createEvent,
  editEvent,
  fetchEventOccurrences,
  restoreOccurrence,
  setOccurrence,
} from './admin-events';
import { uploadSign, fetchSigns } from '../signs/admin-signs';
import { refusalReason } from '../shared/http';
import { museumApi, occurrenceOverrides, requestsTo, signIn } from '../testing';

const image = new File(['png'], 'photo.png', { type: 'image/png' });
const fields = (form: unknown) => Object.fromEntries((form as FormData).entries());

describe('the event lifecycle calls (docs/api.md, "Events")', () => {
  beforeEach(signIn);

  it('createEvent sends every lifecycle field by its pinned name; booleans as true/false, recurrence as JSON', async () => {
    /** The text fields, sent as they are. */
    const lifecycle = {
      event_end: '2026-12-05T11:30:00',
      status: 'scheduled' as const,
      image_alt: 'The furnace stack at dusk',
      location: 'Furnace yard',
      price_text: '$5',
      link_url: 'https://example.org/tour',
      image_fit: 'contain' as const,
      publish_at: '2026-12-01T09:00:00.000-05:00',
    };
    const recurrence = {
      freq: 'weekly' as const,
      interval: 1,
      by_weekday: ['Saturday' as const],
      until: null,
      count: 6,
    };
    await createEvent({
      title: 'Tour',
      description: 'Guided',
      event_start: '2026-12-05T10:00:00',
      all_day: false,
      ...lifecycle,
      recurrence,
      image,
    });
    const sent = fields(requestsTo('POST', '/api/v1/events')[0].body);
    expect(sent).toMatchObject({ ...lifecycle, all_day: 'false' });
    expect(JSON.parse(sent.recurrence as string)).toEqual(recurrence);
    expect(museumApi.events[0]).toMatchObject({ location: 'Furnace yard', recurrence });
  });

  it('leaves out blank optional fields (image_alt blank = decorative, the default)', async () => {
    await createEvent({
      title: 'Tour',
      description: 'Guided',
      event_start: '2026-12-05T10:00:00',
      image_alt: '',
      location: '  ',
      publish_at: null,
      recurrence: null,
      image,
    });
    const sent = fields(requestsTo('POST', '/api/v1/events')[0].body);
    for (const name of ['image_alt', 'location', 'publish_at', 'recurrence', 'event_end'])
      expect(sent).not.toHaveProperty(name);
  });

  it('editEvent clears fields on purpose with clear=…, never by sending blanks', async () => {
    museumApi.events = [];
    await createEvent({
      title: 'Tour',
      description: 'Guided',
      event_start: '2026-12-05T10:00:00',
      link_text: 'Flyer',
      image,
      pdf: new File(['%PDF-'], 'f.pdf'),
    });
    const edited = await editEvent(1, { clear: ['pdf', 'link_text'], location: '' });
    const sent = fields(requestsTo('PATCH', '/api/v1/events/1')[0].body);
    expect(sent).toEqual({ clear: 'pdf,link_text' });
    expect(edited.pdf).toBeNull();
    expect(edited.link_text).toBe('');
  });

  it("a refused upload carries the API's reason beside the usual text", async () => {
    const error = await createEvent({
      title: 'Tour',
      description: 'Guided',
      event_start: '2026-12-05T10:00:00',
      image_alt: 'x'.repeat(301),
      image,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Error creating event: Bad Request');
    expect(refusalReason(error)).toBe('image_alt must be at most 300 characters.');
    expect(museumApi.events).toHaveLength(0);
  });

  it('setOccurrence cancels one date with a note; restoreOccurrence reverts it', async () => {
    await createEvent({ title: 'T', description: 'D', event_start: '2026-12-05T10:00:00', image });
    await setOccurrence(1, '2026-12-12', { status: 'cancelled', status_note: 'Snow' });
    expect(requestsTo('PUT', '/api/v1/events/1/occurrences/2026-12-12')[0].body).toEqual({
      status: 'cancelled',
      status_note: 'Snow',
    });
    expect(occurrenceOverrides(museumApi.events[0]).get('2026-12-12')).toEqual({
      status: 'cancelled',
      status_note: 'Snow',
    });
    const listed = await fetchEventOccurrences(1);
    expect(requestsTo('GET', '/api/v1/events/1/occurrences')[0].authorization).toBe('Bearer tok');
    expect(listed.find((o) => o.occurrence_date === '2026-12-05')?.status).toBe('scheduled');
    await restoreOccurrence(1, '2026-12-12');
    expect(occurrenceOverrides(museumApi.events[0]).has('2026-12-12')).toBe(false);
    const error = await setOccurrence(1, '2026-12-19', {
      status: 'gone' as never,
      status_note: '',
    }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('Error changing the date: 400');
    expect(refusalReason(error)).toMatch(/^status must be one of/);
  });

  it("uploadSign sends a sign's title and summary, and may leave the PDF as it is", async () => {
    await uploadSign('north-gate', new File(['%PDF-'], 'n.pdf'), undefined, {
      title: 'North gate',
      summary: 'Where the ore carts came in.',
    });
    await uploadSign('north-gate', null, undefined, { title: 'The north gate', summary: ' ' });
    const [first, second] = requestsTo('PUT', '/api/v1/signs/north-gate').map((r) =>
      fields(r.body),
    );
    expect(first).toMatchObject({ title: 'North gate', summary: 'Where the ore carts came in.' });
    expect(second).toEqual({ title: 'The north gate' });
    const [sign] = await fetchSigns();
    expect(sign).toMatchObject({
      title: 'The north gate',
      summary: 'Where the ore carts came in.',
    });
  });
});
