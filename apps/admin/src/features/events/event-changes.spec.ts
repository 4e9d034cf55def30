import {
  EVENT_DRAFT_PUBLISH_AT,
  EVENT_LIFECYCLE_DEFAULTS,
  type MuseumEvent,
} from '@furnace/contracts';
import { editValuesOf, eventChanges } from './event-changes';
import type { EventFormValues } from './event-form';

const EVENT: MuseumEvent = {
  ...EVENT_LIFECYCLE_DEFAULTS,
  id: 3,
  title: 'Night tour',
  description: 'By lantern',
  category: 'Default Category',
  start_date: '2026-05-01T10:30:00',
  link_text: '',
  link_url: 'https://example.org/',
  image: '/static/event_images/3',
  pdf: null,
};
/** The PATCH of an edit that starts from `event` and changes `edits`. */
const changed = (event: MuseumEvent, edits: Partial<EventFormValues> = {}) =>
  eventChanges(event, { ...editValuesOf(event), ...edits });

describe('eventChanges (the PATCH of an edit)', () => {
  it('sends nothing when nothing changed', () => {
    expect(changed(EVENT)).toEqual({});
  });

  it('leaves blank fields out, so they keep their current value', () => {
    expect(changed(EVENT, { title: '   ', description: 'New words', link_text: '' })).toEqual({
      description: 'New words',
    });
  });

  it("sends the date-time as date + 'T' + time + ':00' when both are filled", () => {
    expect(changed(EVENT, { time: '19:05' })).toEqual({ event_start: '2026-05-01T19:05:00' });
  });

  it('an emptied time keeps the start; an emptied date keeps the date and still sends a new time', () => {
    expect(changed(EVENT, { time: '' })).toEqual({});
    expect(changed(EVENT, { date: '' })).toEqual({});
    expect(changed(EVENT, { date: '', time: '08:00' })).toEqual({
      event_start: '2026-05-01T08:00:00',
    });
  });

  it('adds chosen files', () => {
    const pdf = new File(['%PDF-'], 'a.pdf', { type: 'application/pdf' });
    expect(changed(EVENT, { pdf })).toEqual({ pdf });
  });
});

describe('eventChanges: the lifecycle fields (docs/api.md, "Events")', () => {
  const RICH: MuseumEvent = {
    ...EVENT,
    end_date: '2026-05-01T12:00:00',
    status: 'postponed',
    status_note: 'Rain',
    image_alt: 'A lantern',
    location: 'Yard',
    price_text: '$5',
    link_text: 'Flyer',
    pdf: '/static/event_info/3.pdf',
    publish_at: EVENT_DRAFT_PUBLISH_AT,
    recurrence: { freq: 'weekly', interval: 1, by_weekday: ['Friday'], until: null, count: 4 },
  };

  it('reads an event back unchanged', () => {
    expect(editValuesOf(RICH)).toMatchObject({
      end_time: '12:00',
      end_date: '',
      status: 'postponed',
      decorative: false,
      publish: 'draft',
      repeat: 'weekly',
      ends: 'count',
      count: '4',
    });
    expect(changed(RICH)).toEqual({});
  });

  it('removing goes through clear=, never through blank fields', () => {
    const edits = {
      remove_pdf: true,
      remove_link_text: true,
      remove_link_url: true,
      location: '',
      end_time: '',
      decorative: true,
      publish: 'now' as const,
      repeat: 'none' as const,
    };
    expect(changed(RICH, edits)).toEqual({
      clear: [
        'link_text',
        'end_date',
        'location',
        'link_url',
        'image_alt',
        'publish_at',
        'recurrence',
        'pdf',
      ],
    });
  });

  it('back to scheduled clears the note; a new status, fit and repeat are sent', () => {
    expect(changed(RICH, { status: 'scheduled', image_fit: 'contain', count: '6' })).toEqual({
      status: 'scheduled',
      image_fit: 'contain',
      recurrence: { ...RICH.recurrence, count: 6 },
      clear: ['status_note'],
    });
  });

  it('a new PDF replaces the old one rather than removing it', () => {
    const pdf = new File(['%PDF-'], 'b.pdf');
    expect(changed(RICH, { remove_pdf: true, pdf })).toEqual({ pdf });
  });

  it('an event whose publish time has passed reads as published, and saving it sends nothing', () => {
    const published = { ...RICH, publish_at: '2020-01-01T09:00:00.000Z' };
    expect(editValuesOf(published).publish).toBe('now');
    expect(changed(published)).toEqual({});
    const later = { ...RICH, publish_at: '2098-01-01T14:00:00.000Z' };
    expect(editValuesOf(later)).toMatchObject({ publish: 'later', publish_at: '2098-01-01T09:00' });
    expect(changed(later, { publish: 'now' })).toEqual({
      clear: ['publish_at'],
    });
  });
});
