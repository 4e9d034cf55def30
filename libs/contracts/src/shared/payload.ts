import * as yup from 'yup';
import { isPlainObject } from './input-values';

// Why: ADR 10 (one yup schema per payload, for the API, the forms, OpenAPI and the types).

/** null when fine, else the sentence of docs/api.md refusing the value. */
export type Check = (value: unknown, payload: Record<string, unknown>) => string | null;

/** What the OpenAPI document says of a field (the rest comes from the schema itself). */
export interface FieldDoc {
  type?: 'string' | 'boolean' | 'integer' | 'array' | 'object';
  format?: string;
  enum?: readonly string[];
  nullable?: boolean;
  required?: boolean;
  maxLength?: number;
  maxItems?: number;
  example?: unknown;
  description?: string;
}

/** How text is read before it is checked; blank-is-absent: an empty form field is no change. */
type Reading = 'raw' | 'trim' | 'blank-is-absent' | 'blank-is-null';

export interface FieldOptions extends FieldDoc {
  read?: Reading;
  /** Tab and line breaks allowed (an event's description); every other text field is one line. */
  multiLine?: boolean;
}

const READERS: Record<Reading, (value: unknown) => unknown> = {
  raw: (value) => value,
  trim: (value) => (typeof value === 'string' ? value.trim() : value),
  'blank-is-absent': (value) => (typeof value === 'string' ? value.trim() || undefined : value),
  'blank-is-null': (value) => (typeof value === 'string' ? value.trim() || null : value),
};

/** A field's schema: checked, it is a `T`; it has no default and nothing to strip. */
type Field<T> = yup.MixedSchema<T, yup.AnyObject, undefined, ''>;

/**
 * One field: read, then checked by `check`, which sees the other fields as read too. `T`: its type
 * once checked. A form may add `.required(...)`: yup runs that first and stops there.
 */
export function field<T = string>(check: Check, options: FieldOptions = {}): Field<NoInfer<T>> {
  const { read = 'trim', multiLine = false, ...doc } = options;
  const required = doc.required ?? check(undefined, {}) !== null;
  const schema = yup
    .mixed()
    // null is a value like any other: each check says what it makes of it.
    .nullable()
    .transform((_value, original) => READERS[read](original))
    .test('api-rule', (value, context) => {
      const problem = check(value, context.parent ?? {});
      return problem === null || context.createError({ message: problem });
    })
    .meta({ doc: { ...doc, required }, multiLine });
  return schema as unknown as Field<T>;
}

export const payload = <Shape extends yup.ObjectShape>(shape: Shape) => yup.object(shape);

/** One of `allowed`, else "{name} must be one of a, b, c." */
export const oneOf = (name: string, allowed: readonly unknown[]) => (value: unknown) =>
  allowed.includes(value) ? null : `${name} must be one of ${allowed.join(', ')}.`;

/** A text that must be given: `missing` when it is not (or is empty), `tooLong` past `max`. */
export const givenText = (missing: string, max: number, tooLong: string) => (value: unknown) =>
  typeof value !== 'string' || value === '' ? missing : value.length > max ? tooLong : null;

/** One field for a form's `validationSchema`, e.g. `payloadField(schema, 'email').required(…)`. */
export function payloadField<Schema extends yup.ObjectSchema<yup.AnyObject>>(
  schema: Schema,
  name: keyof Schema['fields'] & string,
) {
  // To a form, an empty field is a missing one (as Formik sees it): `.required()` then refuses it.
  return (schema.fields[name] as Field<string | undefined>).transform((value: unknown) =>
    value === '' ? undefined : value,
  );
}

export type Payload<Schema extends yup.ISchema<unknown>> = yup.InferType<Schema>;

export interface FieldMeta {
  doc: FieldDoc & { required: boolean };
  multiLine: boolean;
}

/** Each field's meta; required too when a schema made it so (`.defined()`, `.required()`). */
export function payloadFields(schema: yup.ObjectSchema<yup.AnyObject>): [string, FieldMeta][] {
  return Object.entries(schema.fields).map(([name, child]) => {
    const { meta, optional } = (child as yup.Schema).spec;
    const { doc = { required: false }, multiLine = false } = (meta ?? {}) as Partial<FieldMeta>;
    return [name, { doc: { ...doc, required: doc.required || !optional }, multiLine }];
  });
}

/** The first broken rule in field order (yup reports them in the order the payload lists them). */
export function firstRefusal(error: unknown): string | null {
  if (!yup.ValidationError.isError(error)) return null;
  return error.errors[0] ?? error.message;
}

/** The value as read (unlisted fields dropped), or the first refusal's sentence. */
export function checkPayload<Schema extends yup.ObjectSchema<yup.AnyObject>>(
  schema: Schema,
  value: unknown,
): { value: yup.InferType<Schema> } | { refusal: string } {
  // Only the listed fields go to yup: it looks every key up in `schema.fields`, a plain object, and
  // a key such as "constructor" or "__proto__" finds Object.prototype's and throws (a 500).
  const listed = isPlainObject(value)
    ? Object.fromEntries(Object.entries(value).filter(([key]) => Object.hasOwn(schema.fields, key)))
    : value;
  try {
    return {
      value: schema.validateSync(listed, { abortEarly: false, stripUnknown: true }),
    };
  } catch (error) {
    const refusal = firstRefusal(error);
    if (refusal === null) throw error;
    return { refusal };
  }
}
