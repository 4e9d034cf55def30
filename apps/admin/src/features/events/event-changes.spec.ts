import {
  EVENT_DRAFT_PUBLISH_AT,
  EVENT_LIFECYCLE_DEFAULTS,
  type MuseumEvent,
} from '@furnace/contracts';
import { editValuesOf, eventChanges } from './event-changes';

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
const noFiles = { image: null, pdf: null };

describe('eventChanges (the PATCH of an edit)', () => {
  it('sends nothing when nothing changed', () => {
    expect(eventChanges(EVENT, editValuesOf(EVENT), noFiles)).toEqual({});
  });

  it('leaves blank fields out, so they keep their current value', () => {
    const values = {
      ...editValuesOf(EVENT),
      title: '   ',
      description: 'New words',
      link_text: '',
    };
    expect(eventChanges(EVENT, values, noFiles)).toEqual({ description: 'New words' });
  });

  it("sends the date-time as date + 'T' + time + ':00' when both are filled", () => {
    const values = { ...editValuesOf(EVENT), time: '19:05' };
    expect(eventChanges(EVENT, values, noFiles)).toEqual({ event_start: '2026-05-01T19:05:00' });
  });

  it('sends no date-time when the date or the time is empty', () => {
    expect(eventChanges(EVENT, { ...editValuesOf(EVENT), time: '' }, noFiles)).toEqual({});
    expect(
      eventChanges(EVENT, { ...editValuesOf(EVENT), date: '', time: '08:00' }, noFiles),
    ).toEqual({});
  });

  it('adds chosen files', () => {
    const pdf = new File(['%PDF-'], 'a.pdf', { type: 'application/pdf' });
    expect(eventChanges(EVENT, editValuesOf(EVENT), { image: null, pdf })).toEqual({ pdf });
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
    const values = editValuesOf(RICH);
    expect(values).toMatchObject({
      end_time: '12:00',
      end_date: '',
      status: 'postponed',
      decorative: false,
      publish: 'draft',
      repeat: 'weekly',
      ends: 'count',
      count: '4',
    });
    expect(eventChanges(RICH, values, noFiles)).toEqual({});
  });

  it('removing goes through clear=, never through blank fields', () => {
    const values = {
      ...editValuesOf(RICH),
      remove_pdf: true,
      remove_link_text: true,
      remove_link_url: true,
      location: '',
      end_time: '',
      decorative: true,
      publish: 'now' as const,
      repeat: 'none' as const,
    };
    expect(eventChanges(RICH, values, noFiles)).toEqual({
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
    const values = {
      ...editValuesOf(RICH),
      status: 'scheduled' as const,
      image_fit: 'contain' as const,
      count: '6',
    };
    expect(eventChanges(RICH, values, noFiles)).toEqual({
      status: 'scheduled',
      image_fit: 'contain',
      recurrence: { ...RICH.recurrence, count: 6 },
      clear: ['status_note'],
    });
  });

  it('a new PDF replaces the old one rather than removing it', () => {
    const pdf = new File(['%PDF-'], 'b.pdf');
    const values = { ...editValuesOf(RICH), remove_pdf: true };
    expect(eventChanges(RICH, values, { image: null, pdf })).toEqual({ pdf });
  });

  it('an event whose publish time has passed reads as published, and saving it sends nothing', () => {
    const published = { ...RICH, publish_at: '2020-01-01T09:00:00.000Z' };
    expect(editValuesOf(published).publish).toBe('now');
    expect(eventChanges(published, editValuesOf(published), noFiles)).toEqual({});
    const later = { ...RICH, publish_at: '2098-01-01T14:00:00.000Z' };
    expect(editValuesOf(later)).toMatchObject({ publish: 'later', publish_at: '2098-01-01T09:00' });
    expect(eventChanges(later, { ...editValuesOf(later), publish: 'now' }, noFiles)).toEqual({
      clear: ['publish_at'],
    });
  });
});
