import { EVENT_LIFECYCLE_DEFAULTS, type MuseumEvent } from '@furnace/contracts';

/** An event as the API lists it (every lifecycle field at its default), changed by `extra`. */
export const anEvent = (
  id: number,
  start_date: string,
  extra: Partial<MuseumEvent> = {},
): MuseumEvent => ({
  ...EVENT_LIFECYCLE_DEFAULTS,
  id,
  title: `Event ${id}`,
  description: `About event ${id}`,
  category: 'Default Category',
  start_date,
  link_text: '',
  link_url: '',
  image: `/static/event_images/${id}`,
  pdf: null,
  occurrence_date: start_date.slice(0, 10),
  ...extra,
});
