import { EVENT_IMAGE_WIDTHS, type EventImageWidth } from '@furnace/contracts';

/**
 * Keys of stored_files. A public file's key is its path under /static, so serving is one lookup;
 * image sizes and originals have keys no /static route can produce.
 */
export const fileKeys = {
  eventImage: (id: number, width: EventImageWidth) => `event_images/${id}/w${width}`,
  /** The upload as received, kept so new sizes can be made later; never served. */
  eventOriginal: (id: number) => `event_originals/${id}`,
  eventPdf: (id: number) => `event_info/${id}.pdf`,
  signPdf: (name: string) => `qr/${name}.pdf`,
  /** Every key that belongs to one event (its delete removes them all). */
  allForEvent: (id: number) => [
    ...EVENT_IMAGE_WIDTHS.map((w) => fileKeys.eventImage(id, w)),
    fileKeys.eventOriginal(id),
    fileKeys.eventPdf(id),
  ],
};
