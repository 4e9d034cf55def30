import { EVENT_IMAGE_WIDTHS, type EventImageWidth } from '@furnace/contracts';

/** Keys of stored_files: a public file's is its path under /static; no route reaches the rest. */
export const fileKeys = {
  eventImage: (id: number, width: EventImageWidth) => `event_images/${id}/w${width}`,
  /** The upload as received, kept so new sizes can be made later; never served. */
  eventOriginal: (id: number) => `event_originals/${id}`,
  eventPdf: (id: number) => `event_info/${id}.pdf`,
  signPdf: (name: string) => `qr/${name}.pdf`,
  allForEvent: (id: number) => [
    ...EVENT_IMAGE_WIDTHS.map((w) => fileKeys.eventImage(id, w)),
    fileKeys.eventOriginal(id),
    fileKeys.eventPdf(id),
  ],
};
