import { isPlainObject } from '../shared/input-values';

// Each content key is a form of fields (docs/api.md, "Site content and alerts"), read by the API's
// checks, the admin's generated forms and the value's type (ContentValue). Why: ADR 48.

/** `text`: paragraphs with links and {phone}-style placeholders (RichText.tsx in libs/ui); `times`: comma-separated. */
export type TextKind = 'line' | 'text' | 'url' | 'email' | 'phone' | 'price' | 'times';

interface Named {
  name: string;
  label: string;
  help?: string;
}

export interface TextField extends Named {
  kind: TextKind;
  optional?: boolean;
  /** Defaults by kind (MAX_LENGTH). */
  max?: number;
}

/** Rows of `min` to `max`; `itemLabel`: what one row is called in messages and buttons ("price"). */
interface Rows extends Named {
  itemLabel: string;
  min: number;
  max: number;
}

/** A list of rows, each a small form. */
export interface ListField extends Rows {
  kind: 'list';
  fields: readonly TextField[];
}

export interface TextListField extends Rows {
  kind: 'texts';
  of: Exclude<TextKind, 'text'>;
}

export type ContentField = TextField | ListField | TextListField;

export interface ContentKeySchema {
  title: string;
  /** Where visitors see it, shown in the admin under the heading. */
  shownOn: string;
  fields: readonly ContentField[];
}

export const MAX_LENGTH: Readonly<Record<TextKind, number>> = {
  line: 200,
  text: 4000,
  url: 500,
  email: 254,
  phone: 40,
  price: 40,
  times: 200,
};

/** `field`: its path in the value (`items.2.price`). */
export interface ContentFieldError {
  field: string;
  message: string;
}

const TIME = /^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/;
// Control characters are the point of this pattern (tab, LF and CR are judged by the field kind).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Each kind's format beyond one line of text, and what its refusal says the text must be. */
const FORMATS: Partial<Record<TextKind, [{ test: (text: string) => boolean }, string]>> = {
  url: [
    { test: isWebAddress },
    'a web address starting with https:// (for example https://example.org/tickets)',
  ],
  email: [/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an e-mail address such as info@example.org'],
  phone: [/^\+?[\d ().-]{7,40}$/, 'a phone number such as (717) 272-9711'],
  price: [
    /^(\$\d{1,5}(\.\d{2})?|[A-Za-z][A-Za-z ]{0,38})$/,
    'an amount such as $8.00, or a word such as Free',
  ],
  times: [
    { test: (text) => text.split(',').every((part) => TIME.test(part.trim())) },
    'times separated by commas, such as 9:30 AM, 11:00 AM',
  ],
};

type TextRule = Pick<TextField, 'kind' | 'optional' | 'max'>;

/** The sentence refusing one text (`name` as the message names it), or null. */
function checkText(
  { kind, optional, max = MAX_LENGTH[kind] }: TextRule,
  value: unknown,
  name: string,
): string | null {
  if (typeof value !== 'string') return `${name} must be text.`;
  if (CONTROL.test(value) || (kind !== 'text' && /[\t\r\n]/.test(value)))
    return kind === 'text'
      ? `${name} must not contain control characters.`
      : `${name} must be a single line (no line breaks).`;
  const text = value.trim();
  if (text === '') return optional ? null : `${name} is required.`;
  if (text.length > max) return `${name} must be at most ${max} characters.`;
  const format = FORMATS[kind];
  return !format || format[0].test(text) ? null : `${name} must be ${format[1]}.`;
}

/**
 * The value as it will be stored (text trimmed, a missing text '', unknown properties dropped), or
 * every refused field in the form's order; a list is refused as a whole before its rows are checked.
 */
export function validateContent(schema: ContentKeySchema, value: unknown) {
  if (!isPlainObject(value))
    return { errors: [{ field: '', message: `${schema.title} must be an object of its fields.` }] };
  const errors: ContentFieldError[] = [];
  const refuse = (field: string, message: string) => void errors.push({ field, message });
  const text = (field: TextRule, sent: unknown, at: string, name: string) => {
    const message = checkText(field, sent, name);
    if (message !== null) refuse(at, message);
    return typeof sent === 'string' ? sent.trim() : sent;
  };
  const row = (field: ListField | TextListField, sent: unknown, index: number) => {
    const name = `${schema.title}, ${field.itemLabel} ${index + 1}`;
    const at = `${field.name}.${index}`;
    if (field.kind === 'texts')
      return text({ kind: field.of }, sent === undefined ? '' : sent, at, name);
    if (!isPlainObject(sent)) return refuse(at, `${name} must be an object.`);
    const cells = field.fields.map((cell) => {
      const cellName = `${name}: ${cell.label}`;
      return [cell.name, text(cell, sent[cell.name] ?? '', `${at}.${cell.name}`, cellName)];
    });
    return Object.fromEntries(cells);
  };
  const stored: Record<string, unknown> = {};
  for (const field of schema.fields) {
    const sent = value[field.name];
    const name = `${schema.title}: ${field.label}`;
    if (field.kind !== 'list' && field.kind !== 'texts')
      stored[field.name] = text(field, sent ?? '', field.name, name);
    else if (!Array.isArray(sent)) refuse(field.name, `${name} must be a list.`);
    else if (sent.length < field.min || sent.length > field.max)
      refuse(
        field.name,
        field.min === 0
          ? `${name} may have at most ${field.max} ${field.itemLabel}s.`
          : `${name} must have ${field.min} to ${field.max} ${field.itemLabel}s.`,
      );
    else stored[field.name] = sent.map((item, index) => row(field, item, index));
  }
  return errors.length ? { errors } : { value: stored };
}
