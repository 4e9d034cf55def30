import type { ContentVersion } from './content-keys';
import { MAX_ALERT_MESSAGE } from './alerts';

/** The admin's words around the API's for "Site content" and "Alerts". */
export const CONTENT_ADMIN_TEXTS = {
  navContent: 'Site content',
  listIntro:
    'Everything visitors read apart from the hours and the events. Choose a part of the site, change its text, look at the preview, then publish it.',
  shownOn: (where: string) => `Visitors see it on: ${where}`,
  lastPublished: (when: string, who: string | null) =>
    who ? `Last published ${when} by ${who}` : `Last published ${when}`,
  neverPublished: 'Not changed yet: visitors see the first-install text.',
  loadFailed: 'The site content could not be loaded. Please reload the page.',
  back: 'All site content',
  textHelp:
    'A blank line starts a new paragraph. [words](https://example.org) makes a link; {phone}, {email} and {address} stand for the museum contact details.',
  addRow: (itemLabel: string) => `Add a ${itemLabel}`,
  removeRow: (itemLabel: string, n: number) => `Remove ${itemLabel} ${n}`,
  moveUp: (itemLabel: string, n: number) => `Move ${itemLabel} ${n} up`,
  moveDown: (itemLabel: string, n: number) => `Move ${itemLabel} ${n} down`,
  rowHeading: (itemLabel: string, n: number) =>
    `${itemLabel.charAt(0).toUpperCase()}${itemLabel.slice(1)} ${n}`,
  listLimits: (min: number, max: number, itemLabel: string) =>
    min > 0 ? `From ${min} to ${max} ${itemLabel}s.` : `Up to ${max} ${itemLabel}s.`,
  summaryTitle: (count: number) =>
    count === 1 ? 'Please correct 1 field:' : `Please correct ${count} fields:`,
  publish: 'Publish',
  publishing: 'Publishing…',
  publishAtLabel: 'Publish at',
  publishAtHint:
    'Museum time (New York). Choose a date and time, then press "Publish at this time". To publish now, press "Publish".',
  publishAtButton: 'Publish at this time',
  publishAtRequired: 'Publish at is required: choose the date and time to publish.',
  publishAtPast: 'Publish at must be in the future.',
  saveFailed: 'It could not be published. Please try again.',
  draftRestored:
    'This form holds what you typed earlier and have not published yet. Publish it, or discard it to start again from the published text.',
  discardDraft: 'Discard what I typed',
  previewTitle: 'Preview',
  previewIntro: 'How visitors will see it:',
  versionsTitle: 'Versions',
  noVersions: 'No versions yet: visitors see the first-install text.',
  versionsLoadFailed: 'The versions could not be loaded. Please reload the page.',
  stateNames: {
    current: 'Visitors see this now',
    published: 'Published earlier',
    scheduled: 'Scheduled',
  } as Record<ContentVersion['state'], string>,
  versionLine: (id: number, when: string, who: string | null) =>
    `Version ${id}, ${when}${who ? `, by ${who}` : ''}`,
  restore: 'Restore',
  restoreQuestion: (id: number) =>
    `Publish version ${id} again? Visitors see it on their next page load, and the form shows it.`,
  restoreConfirm: 'Yes, restore',
  restoreFailed: (id: number) => `Version ${id} could not be restored. Please try again.`,
  cancelSchedule: 'Cancel',
  cancelQuestion: (id: number) => `Cancel scheduled version ${id}? It will not be published.`,
  cancelConfirm: 'Yes, cancel it',
  cancelFailed: (id: number) => `Version ${id} could not be cancelled. Please try again.`,
  unknownKey: (key: string) => `There is no site content called "${key}".`,
} as const;

export const ALERT_ADMIN_TEXTS = {
  title: 'Alerts',
  intro:
    'A notice shown above every page of the site for a while, such as "Closed today because of snow". It disappears by itself at its end.',
  createTitle: 'New alert',
  message: 'Message',
  messageHint: 'One or two short sentences, read on a phone.',
  level: 'Level',
  starts: 'Starts',
  startsHint: 'Museum time (New York). Now, unless you choose a later time.',
  ends: 'Ends (optional)',
  endsHint: 'Museum time (New York). Leave empty to show it until you delete it.',
  messageRequired: 'Message is required.',
  messageTooLong: `Message must be at most ${MAX_ALERT_MESSAGE} characters.`,
  levelInvalid: 'Level must be one of Information, Warning, Closure.',
  startsRequired: 'Starts is required: choose a date and time.',
  endsBeforeStart: 'Ends must be after Starts.',
  endsInPast: 'Ends must be in the future.',
  create: 'Publish alert',
  creating: 'Publishing…',
  created: 'Alert published.',
  createFailed: 'The alert could not be published. Please try again.',
  listTitle: 'Recent alerts',
  none: 'No alerts yet.',
  loadFailed: 'The alerts could not be loaded. Please reload the page.',
  stateNames: { active: 'Showing now', scheduled: 'Scheduled', ended: 'Ended' },
  period: (from: string, to: string | null) =>
    to ? `From ${from} to ${to}` : `From ${from}, until deleted`,
  delete: 'Delete',
  deleteQuestion: 'Delete this alert? Visitors stop seeing it on their next page load.',
  deleteConfirm: 'Yes, delete',
  deleteFailed: 'The alert could not be deleted. Please try again.',
} as const;
