import type { AuditEntry as HistoryEntry } from '../accounts/accounts';
import { CONTENT_SCHEMAS, isContentKey } from '../content/content-keys';
import { rangesHours } from '../shared/museum-dates';

// The History in plain words, from each entry's before and after; other kinds read as their summary.

type Fields = Record<string, unknown>;
const fields = (value: unknown): Fields =>
  value && typeof value === 'object' ? (value as Fields) : {};
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A day's opening hours, e.g. "9:00 AM - 4:00 PM", or "closed". */
function hoursOf(ranges: unknown): string {
  return (Array.isArray(ranges) && rangesHours(ranges)) || 'closed';
}

/** The fields an event change touched, by name (the bookkeeping ones left out). */
function changedFields(before: Fields, after: Fields): string {
  const names = Object.keys(after).filter(
    (key) =>
      !['updated_at', 'created_at', 'etag', 'version'].includes(key) &&
      JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return names.map((name) => name.replace(/_/g, ' ')).join(', ');
}

const RECORD_NAMES: Record<string, string> = { seasons: 'season', 'special-days': 'special day' };
const VERBS: Record<string, string> = { create: 'added', update: 'changed', delete: 'deleted' };

/**
 * Each kind of record's own words: what the change `did` (after its author's name) and what `undo`
 * will do; undefined for a change told only by its summary.
 */
function tell(entry: HistoryEntry): { did: string; undo: string } | undefined {
  const before = fields(entry.before);
  const after = fields(entry.after);
  switch (entry.entity) {
    case 'hours': {
      const days = `${text(after.day) || entry.entity_id}s`;
      const was = hoursOf(before.ranges);
      const now = hoursOf(after.ranges);
      return {
        did:
          now === 'closed' ? `closed ${days} (was ${was})` : `set ${days} to ${now} (was ${was})`,
        undo: `Undo sets ${days} back to ${was}.`,
      };
    }
    case 'holidays': {
      const date = text(after.date) || entry.entity_id;
      const had = before.description;
      return {
        did:
          after.description === null
            ? `removed the holiday on ${date}${had ? ` (${text(had)})` : ''}`
            : `closed ${date} for ${text(after.description) || 'a holiday'}`,
        undo:
          had === null || had === undefined
            ? `Undo opens ${date} again as usual.`
            : `Undo puts back the holiday on ${date}${had ? ` (${text(had)})` : ''}.`,
      };
    }
    case 'events': {
      const title = text(after.title) || text(before.title) || `event ${entry.entity_id}`;
      const event = `the event ${title}`;
      if (entry.action === 'create') return { did: `created ${event}`, undo: '' };
      if (entry.action === 'delete')
        return { did: `deleted ${event}`, undo: `Undo brings ${event} back from the trash.` };
      if (entry.action === 'restore') return { did: `restored ${event} from the trash`, undo: '' };
      if (entry.action === 'update') {
        const changed = changedFields(before, after);
        return {
          did: `changed ${event}${changed ? ` (${changed})` : ''}`,
          undo: `Undo puts ${event} back as it was${changed ? ` (${changed})` : ''}.`,
        };
      }
      return undefined;
    }
    case 'alerts': {
      const alert = `the alert "${text(after.message) || text(before.message)}"`;
      return entry.action === 'create'
        ? { did: `published ${alert}`, undo: `Undo deletes ${alert}.` }
        : { did: `deleted ${alert}`, undo: `Undo publishes ${alert} again.` };
    }
    case 'content': {
      const key = entry.entity_id ?? '';
      const page = `the ${isContentKey(key) ? CONTENT_SCHEMAS[key].title : key} text`;
      if (entry.action === 'schedule')
        return {
          did: `scheduled a new version of ${page} for ${text(after.publish_at)}`,
          undo: `Undo cancels that scheduled version of ${page}.`,
        };
      if (entry.action === 'delete')
        return { did: `cancelled a scheduled version of ${page}`, undo: '' };
      return {
        did: `${entry.action === 'restore' ? 'restored an older version of' : 'published'} ${page}`,
        undo: `Undo puts back ${page} as it was before.`,
      };
    }
    case 'seasons':
    case 'special-days': {
      const record = fields(entry.action === 'delete' ? before : after);
      const name = `the ${RECORD_NAMES[entry.entity]} "${text(record.name) || text(record.reason) || text(record.note) || entry.entity_id}"`;
      const undo = {
        create: `Undo deletes ${name}.`,
        update: `Undo puts ${name} back as it was.`,
        delete: `Undo brings ${name} back.`,
      }[entry.action];
      return { did: `${VERBS[entry.action] ?? entry.action} ${name}`, undo: undo ?? '' };
    }
    case 'users': {
      if (entry.action !== 'update') return undefined;
      const who = text(after.username) || entry.entity_id;
      if (before.role !== after.role) {
        const role = (name: unknown) => (name === 'admin' ? 'an admin' : 'an editor');
        return {
          did: `made ${who} ${role(after.role)}`,
          undo: `Undo makes ${who} ${role(before.role)} again.`,
        };
      }
      return after.disabled
        ? { did: `disabled ${who}`, undo: `Undo enables ${who} again.` }
        : { did: `enabled ${who}`, undo: `Undo disables ${who} again.` };
    }
    default:
      return undefined;
  }
}

/** An entry in plain words: "maria closed Fridays (was 9:00 AM - 4:00 PM)". */
export function describeChange(entry: HistoryEntry): string {
  const who = entry.username ?? 'Someone';
  const told = tell(entry);
  return told ? `${who} ${told.did}` : `${who}: ${entry.summary}`;
}

/** What Undo will do to this entry's change, asked before it is done. */
export function undoQuestion(entry: HistoryEntry): string {
  const told = tell(entry)?.undo;
  return `${told || `Undo puts back what was there before: ${entry.summary}`} Go ahead?`;
}

/** The History page's texts. */
export const HISTORY_TEXTS = {
  what: 'What',
  who: 'Who',
  anything: 'everything',
  anyone: 'any username',
  change: 'Change',
  undo: 'Undo',
  undone: 'Undone',
  undoConfirm: 'Yes, undo',
  reverted: 'The change is reverted.',
  onlyOwn: 'You can undo only your own changes.',
  editorIntro: 'Your own changes, newest first. You can undo one while nothing else depends on it.',
} as const;
