import { EVENT_IMAGE_ALT_MAX_LENGTH } from './events';

/** "Save as draft" writes this `publish_at`; the admin shows any from this year on as "Draft". */
export const EVENT_DRAFT_PUBLISH_AT = '9999-12-31T00:00:00.000Z';
export const isDraftPublishAt = (publishAt: string | null) =>
  publishAt !== null && publishAt.slice(0, 4) >= '9999';

/** The admin's words around the spec's own texts (MESSAGES) for events, re-sign-in and signs. */
export const EVENTS_ADMIN_TEXTS = {
  // When
  endHint: 'Date and end time, museum time.',
  endDate: 'End date',
  endTime: 'End time',
  allDay: 'All day',
  endBeforeStart: 'The end must be after the start.',
  // Status
  statusLabel: 'Status',
  statusNoteLabel: 'Note for visitors',
  statusNoteHint: 'Say why, or the new date, e.g. "Moved to June 14 because of the storm".',
  // Where and cost
  locationLabel: 'Location (optional)',
  locationHint: 'e.g. "Casting shed" or "Meet at the visitor centre".',
  priceLabel: 'Price (optional)',
  priceHint: 'As visitors should read it, e.g. "$5, children free".',
  linkUrlLabel: 'Link address (optional)',
  linkUrlHint: 'Where "Learn more" on the card goes, e.g. https://example.org/tours.',
  linkUrlInvalid: 'Enter a full web address starting with https:// or http://.',
  // Image
  imageAltLabel: 'Alt text: what the picture shows',
  imageAltHint: 'Read out to people who cannot see it, e.g. "Volunteers pouring iron at night".',
  imageAltRequired: 'Say what the picture shows, or tick "Decorative picture".',
  imageAltTooLong: `The alt text must be at most ${EVENT_IMAGE_ALT_MAX_LENGTH} characters.`,
  decorative: 'Decorative picture (it shows nothing a visitor needs to know)',
  imageFitLabel: 'How the card shows the picture',
  imageFitCover: 'Fill the card (may crop the edges)',
  imageFitContain: 'Poster: show the whole picture',
  // Publishing
  publishLabel: 'Publishing',
  publishNow: 'Publish now',
  publishDraft: 'Save as draft (visitors do not see it until you publish it)',
  publishLater: 'Publish at a date and time',
  publishAtLabel: 'Publish at (museum time)',
  publishAtRequired: 'Choose when the event becomes public.',
  draftBadge: 'Draft',
  publishesAt: (when: string) => `Publishes ${when}`,
  publishButton: 'Publish now',
  published: (title: string) => `"${title}" is published.`,
  // Repeats
  repeatLabel: 'Repeats',
  repeatNone: 'Does not repeat',
  repeatWeekly: 'Weekly',
  repeatMonthly: 'Monthly',
  intervalLabel: (freq: 'weekly' | 'monthly') =>
    freq === 'weekly' ? 'Every how many weeks' : 'Every how many months',
  weekdaysLabel: 'On these days',
  monthlyByLabel: 'Each month on',
  monthlyByDay: (day: number) => `day ${day}`,
  monthlyByWeekday: (nth: string, weekday: string) => `the ${nth} ${weekday}`,
  endsLabel: 'Stops',
  endsNever: 'Keeps going (shown a year ahead)',
  endsUntil: 'On a date',
  endsCount: 'After a number of dates',
  untilLabel: 'Last date',
  countLabel: 'Number of dates',
  intervalInvalid: 'Enter a whole number from 1 to 52.',
  untilRequired: 'Choose the last date.',
  untilBeforeStart: 'The last date must not be before the start date.',
  countInvalid: (max: number) => `Enter a whole number from 1 to ${max}.`,
  startWeekday: (weekday: string) => `${weekday} (the start date's day)`,
  occurrencesTitle: (shown: number, total: number | null) =>
    total !== null && total > shown
      ? `The first ${shown} of ${total} dates`
      : total !== null
        ? `All ${total} dates`
        : `The next ${shown} dates`,
  closedOn: (reason: string) => `Cancelled: the museum is closed (${reason})`,
  cancelledOn: (note: string) => (note ? `Cancelled: ${note}` : 'Cancelled'),
  cancelDate: 'Cancel this date',
  restoreDate: 'Restore',
  cancelDateNote: 'Why (shown to visitors, optional)',
  confirmCancelDate: 'Cancel the date',
  keepDate: 'Keep the date',
  dateCancelled: (date: string) => `${date} is cancelled.`,
  dateRestored: (date: string) => `${date} is back on.`,
  dateChangeFailed: 'The date could not be changed. Please try again.',
  // The editor
  closeEditor: 'Close the editor',
  deleteQuestion: (title: string) =>
    `Delete "${title}"? It goes to the Trash for 30 days, with its picture and PDF; an editor can restore it from there.`,
  // Removing on purpose
  removePdf: 'Remove the PDF',
  removeLinkText: 'Remove the link text',
  removeLink: 'Remove the link address',
  willRemove: 'Will be removed when you save.',
  // Files checked before upload
  wrongImageType: (name: string) =>
    `"${name}" is not a JPEG, PNG, WebP or GIF image (checked by its content, not its name).`,
  wrongPdfType: (name: string) => `"${name}" is not a PDF (checked by its content, not its name).`,
  imageTooLarge: (name: string, limit: string) =>
    `"${name}" is larger than ${limit} and could not be made smaller. Choose a smaller image.`,
  imageResized: (name: string, from: string, to: string) =>
    `"${name}" was ${from}; it was made smaller (${to}) before upload.`,
  imageResizing: (name: string) => `Making "${name}" smaller…`,
  pdfTooLarge: (name: string, limit: string) =>
    `"${name}" is larger than ${limit}, the most a PDF may be.`,
  refusalReason: (reason: string) => `The server said: ${reason}`,
  // Sign-in dialog
  sessionEndedTitle: 'Your session has ended',
  sessionEndedIntro:
    'Sign in again to finish saving. Everything you typed and chose stays as it is.',
  signInAndSave: 'Sign in and save',
  signingIn: 'Signing in…',
  notSaved: 'Not now',
  // Signs
  signTitleLabel: 'Title (optional)',
  signTitleHint:
    'The heading of the sign\u2019s page and of the printed QR code, e.g. "The Great Wheel".',
  signSummaryLabel: 'Short text (optional)',
  signSummaryHint: 'A few sentences visitors read on their phone above the PDF.',
  saveSignDetails: 'Save title and text',
  signDetailsSaved: (name: string) => `The title and text of "${name}" are saved.`,
  signDetailsFailed: 'The title and text were not saved. Please try again.',
  printQr: 'Printable QR code',
  printNow: 'Print',
  qrEncodes: 'The QR code opens',
  backToSigns: 'Back to the signs',
} as const;
