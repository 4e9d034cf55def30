import * as yup from 'yup';
import { CONTENT_KEYS, CONTENT_SCHEMAS, type ContentKey, type ContentValue } from './content-keys';

/**
 * The little schema language of the site's editable content (docs/api.md, "Site content and alerts"):
 * each content key is a form of fields. One description serves every reader: `contentSchema(key)`
 * makes it the key's yup schema (the API checks a PUT with it through `validateContent`, the
 * admin's form checks with the same before sending), the admin generates its form from the same
 * fields (labels, help, limits), `ContentValue<Key>` is the value's type, and the docs list the
 * keys from it.
 */

/**
 * What a text field holds:
 * - `line`: one line of text; `text`: paragraphs (blank line between them; `[words](address)` is a
 *   link, `{phone}` `{email}` `{address}` stand for the contact details, see rich-text.ts);
 * - `url`: an https:// or http:// address; `email`; `phone` (digits, spaces, ( ) - + .);
 * - `price`: `$8.00`, `$12`, or a word such as `Free`;
 * - `time`: a clock time such as `9:30 AM`; `times`: several, separated by commas.
 */
export type TextKind = 'line' | 'text' | 'url' | 'email' | 'phone' | 'price' | 'time' | 'times';

export interface TextField {
  kind: TextKind;
  name: string;
  label: string;
  /** A hint shown under the field in the admin. */
  help?: string;
  /** May be empty (''); otherwise required. */
  optional?: boolean;
  /** Longest allowed text (characters); defaults by kind, see MAX_LENGTH. */
  max?: number;
}

/** A list of rows, each a small form (admission prices, tour days, history sections...). */
export interface ListField {
  kind: 'list';
  name: string;
  label: string;
  /** What one row is called in messages and buttons ("price", "section"). */
  itemLabel: string;
  help?: string;
  fields: readonly TextField[];
  min: number;
  max: number;
}

/** A list of short texts (tour times, membership benefits). */
export interface TextListField {
  kind: 'texts';
  name: string;
  label: string;
  itemLabel: string;
  help?: string;
  of: Exclude<TextKind, 'text'>;
  min: number;
  max: number;
}

export type ContentField = TextField | ListField | TextListField;

export interface ContentKeySchema {
  /** The form's heading in the admin ("Admission prices"). */
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
  time: 8,
  times: 200,
};

/** One refused field: its path in the value (`items.2.price`) and the sentence for it. */
export interface ContentFieldError {
  field: string;
  message: string;
}

const PRICE = /^(\$\d{1,5}(\.\d{2})?|[A-Za-z][A-Za-z ]{0,38})$/;
const TIME = /^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d ().-]{7,40}$/;
// Control characters are the point of this pattern (tab, LF and CR are judged by the field kind).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** An http(s) address that parses (the browser will follow it as is). */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The sentence refusing one text, or null when it is fine. `name` is how the message names it. */
export function checkText(
  field: TextField | TextKind,
  value: unknown,
  name: string,
): string | null {
  const kind = typeof field === 'string' ? field : field.kind;
  const optional = typeof field === 'string' ? false : field.optional;
  const max = (typeof field === 'string' ? undefined : field.max) ?? MAX_LENGTH[kind];
  if (typeof value !== 'string') return `${name} must be text.`;
  if (CONTROL.test(value) || (kind !== 'text' && /[\t\r\n]/.test(value)))
    return kind === 'text'
      ? `${name} must not contain control characters.`
      : `${name} must be a single line (no line breaks).`;
  const text = value.trim();
  if (text === '') return optional ? null : `${name} is required.`;
  if (text.length > max) return `${name} must be at most ${max} characters.`;
  switch (kind) {
    case 'url':
      return isWebAddress(text)
        ? null
        : `${name} must be a web address starting with https:// (for example https://example.org/tickets).`;
    case 'email':
      return EMAIL.test(text)
        ? null
        : `${name} must be an e-mail address such as info@example.org.`;
    case 'phone':
      return PHONE.test(text) ? null : `${name} must be a phone number such as (717) 272-9711.`;
    case 'price':
      return PRICE.test(text)
        ? null
        : `${name} must be an amount such as $8.00, or a word such as Free.`;
    case 'time':
      return TIME.test(text) ? null : `${name} must be a time such as 9:30 AM.`;
    case 'times':
      return text.split(',').every((part) => TIME.test(part.trim()))
        ? null
        : `${name} must be times separated by commas, such as 9:30 AM, 11:00 AM.`;
    default:
      return null;
  }
}

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value refused as a whole, before anything inside it is checked; `message(path)` says why. */
const refused = (message: (path: string) => string) =>
  yup
    .mixed()
    .nullable()
    .test({
      name: 'content',
      test: (_value, context) => context.createError({ message: message(context.path) }),
    });

/** The row number of the innermost list item in a yup path (`items[2].price`: 3). */
const rowNumber = (path = '') => Number(/\[(\d+)\][^[]*$/.exec(path)?.[1] ?? 0) + 1;

/**
 * One text, checked as sent (checkText: control characters and line breaks before the trim), kept
 * trimmed; a missing field (or null) is '', a list's item is checked as it is. `name(path)` is how
 * the message names it.
 */
const textSchema = (field: TextField | TextKind, name: (path?: string) => string) =>
  yup
    .mixed()
    .nullable()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .default('')
    .test({
      name: 'content',
      test(_value, context) {
        const sent: unknown = context.originalValue;
        const message = checkText(
          field,
          typeof field === 'string' ? sent : (sent ?? ''),
          name(context.path),
        );
        return message === null || context.createError({ message });
      },
    });

/** A list: refused as a whole (not a list, too few or too many rows), else each row checked. */
function listSchema(field: ListField | TextListField, title: string) {
  const name = `${title}: ${field.label}`;
  const rowName = (path?: string) => `${title}, ${field.itemLabel} ${rowNumber(path)}`;
  const row =
    field.kind === 'texts'
      ? textSchema(field.of, rowName)
      : yup.lazy((value: unknown) =>
          isPlain(value)
            ? yup.object(
                Object.fromEntries(
                  field.fields.map((sub) => [
                    sub.name,
                    textSchema(sub, (at) => `${rowName(at)}: ${sub.label}`),
                  ]),
                ),
              )
            : refused((path) => `${rowName(path)} must be an object.`),
        );
  return yup.lazy((value: unknown) => {
    if (!Array.isArray(value)) return refused(() => `${name} must be a list.`);
    if (value.length < field.min || value.length > field.max)
      return refused(() =>
        field.min === 0
          ? `${name} may have at most ${field.max} ${field.itemLabel}s.`
          : `${name} must have ${field.min} to ${field.max} ${field.itemLabel}s.`,
      );
    return yup.array(row);
  });
}

/**
 * A key's value as a yup schema, from its description: what the API checks a PUT with, the admin's
 * form checks before sending, and `ContentValue<Key>` types. Each refusal names the field as the
 * volunteer sees it ("Admission prices, price 3: Price must be ...").
 */
export function contentSchema<Key extends ContentKey>(key: Key) {
  const { title, fields } = CONTENT_SCHEMAS[key] as ContentKeySchema;
  return yup.object(
    Object.fromEntries(
      fields.map((field) => [
        field.name,
        field.kind === 'list' || field.kind === 'texts'
          ? listSchema(field, title)
          : textSchema(field, () => `${title}: ${field.label}`),
      ]),
    ),
  ) as unknown as yup.ObjectSchema<ContentValue<Key>>;
}

/**
 * Checks a whole value against its key's schema. Answers the value as it will be stored (text
 * trimmed, unknown properties dropped) or every refused field (`items.2.price`, as the admin's
 * form names its fields), in the form's order.
 */
export function validateContent(
  schema: ContentKeySchema,
  value: unknown,
): { value: Plain; errors?: undefined } | { errors: ContentFieldError[]; value?: undefined } {
  if (!isPlain(value))
    return { errors: [{ field: '', message: `${schema.title} must be an object of its fields.` }] };
  const key = CONTENT_KEYS.find((name) => CONTENT_SCHEMAS[name] === schema);
  if (key === undefined) throw new Error(`${schema.title} is not one of CONTENT_SCHEMAS.`);
  try {
    return {
      value: contentSchema(key).validateSync(value, { abortEarly: false, stripUnknown: true }),
    };
  } catch (error) {
    if (!yup.ValidationError.isError(error)) throw error;
    const refusals = (error.inner.length ? error.inner : [error]).map((refusal) => ({
      field: (refusal.path ?? '').replace(/\[(\d+)\]/g, '.$1'),
      message: refusal.message,
    }));
    // In the form's order (yup orders an object's refusals by a key its path merely contains).
    const order = (field: string) => {
      const [name, row = '0', sub = ''] = field.split('.');
      const at = schema.fields.findIndex((candidate) => candidate.name === name);
      const top = schema.fields[at];
      const cells = top?.kind === 'list' ? top.fields.map((cell) => cell.name) : [];
      return [at, Number(row), cells.indexOf(sub)];
    };
    const before = (a: number[], b: number[]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
    return { errors: refusals.sort((a, b) => before(order(a.field), order(b.field))) };
  }
}
