import { EVENT_LIFECYCLE_DEFAULTS, type MuseumEvent } from '@furnace/contracts';
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
