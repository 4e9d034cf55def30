import {
  validateContent,
  type ContentField,
  type ContentFieldError,
  type ContentKey,
  type ContentKeySchema,
} from '@furnace/contracts';
import { getIn, setIn, type FormikErrors } from 'formik';

/** A form's values: the content value itself (text fields as strings, lists as arrays). */
export type ContentValues = Record<string, unknown>;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const arrayOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Every field present with its form shape ('' for a missing text), so every input is controlled. */
function rowOf(fields: readonly ContentField[], row: unknown): ContentValues {
  const cells = (typeof row === 'object' && row !== null ? row : {}) as ContentValues;
  const shaped = (field: ContentField, value: unknown) =>
    field.kind === 'list'
      ? arrayOf(value).map((item) => rowOf(field.fields, item))
      : field.kind === 'texts'
        ? arrayOf(value).map(textOf)
        : textOf(value);
  return Object.fromEntries(fields.map((field) => [field.name, shaped(field, cells[field.name])]));
}

/** An empty row of a list or texts field (what "Add" appends). */
export const blankItem = (field: Extract<ContentField, { kind: 'list' | 'texts' }>): unknown =>
  field.kind === 'texts' ? '' : rowOf(field.fields, {});

/** The published value shaped for the form (a list's rows as the key's fields are). */
export const toFormValues = (schema: ContentKeySchema, value: unknown) =>
  rowOf(schema.fields, value);

/** Refused fields ('items.2.price') as formik errors: the dotted paths are formik's field names. */
export function toFormikErrors(errors: readonly ContentFieldError[]): FormikErrors<ContentValues> {
  let out: FormikErrors<ContentValues> = {};
  for (const error of errors) {
    // A whole-value error ('') goes to the form's summary under the first field.
    const path = error.field || '_form';
    // A list-level error ('items') and a row error cannot share a node: the first one wins.
    if (getIn(out, path) === undefined) out = setIn(out, path, error.message);
  }
  return out;
}

export const validateForm = (schema: ContentKeySchema, values: ContentValues) =>
  toFormikErrors(validateContent(schema, values).errors ?? []);

/** Every message in formik's nested errors, with its field path, in the form's order. */
export function flattenErrors(errors: unknown, prefix = ''): ContentFieldError[] {
  if (typeof errors === 'string') return [{ field: prefix, message: errors }];
  if (typeof errors !== 'object' || errors === null) return [];
  return Object.entries(errors).flatMap(([name, value]) =>
    flattenErrors(value, prefix ? `${prefix}.${name}` : name),
  );
}

export const fieldId = (key: ContentKey, path: string) =>
  `content-${key}-${path.replace(/[._]/g, '-')}`;

const DRAFT_PREFIX = 'furnace-content-draft:';

/** sessionStorage, or nothing when it is full or blocked (the form still holds the values). */
function stored<T>(work: (storage: Storage) => T): T | null {
  try {
    return work(sessionStorage);
  } catch {
    return null;
  }
}

/** Unpublished values per key in sessionStorage: a reload or signing in again finds them. */
export const drafts = {
  read: (key: ContentKey) =>
    stored((storage) => JSON.parse(storage.getItem(DRAFT_PREFIX + key) ?? 'null') as unknown),
  write: (key: ContentKey, values: ContentValues) =>
    stored((storage) => storage.setItem(DRAFT_PREFIX + key, JSON.stringify(values))),
  clear: (key: ContentKey) => stored((storage) => storage.removeItem(DRAFT_PREFIX + key)),
};
