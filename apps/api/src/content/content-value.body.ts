import type { SchemaObject } from '@nestjs/swagger';
import {
  CONTENT_KEYS,
  CONTENT_SCHEMAS,
  MAX_LENGTH,
  type ContentField,
  type ContentKeySchema,
  type TextField,
  type TextKind,
} from '@furnace/contracts';
import { EVERY_FIELD } from '../common/validation';

/**
 * The body of PUT /content/{key}: the key's whole value (e.g. `{items: [...], note}`), checked
 * against the key's schema by ContentService (each refusal names the field as the admin shows it).
 * ApiValidationPipe checks only its text, where any field may hold several lines.
 */
export class ContentValueBody {
  static readonly multiLine = EVERY_FIELD;
  [field: string]: unknown;
}

const text = (field: TextField | TextKind): SchemaObject =>
  typeof field === 'string'
    ? { type: 'string', maxLength: MAX_LENGTH[field] }
    : { type: 'string', maxLength: field.max ?? MAX_LENGTH[field.kind], description: field.label };

const property = (field: ContentField): SchemaObject =>
  field.kind === 'list' || field.kind === 'texts'
    ? {
        type: 'array',
        description: field.label,
        minItems: field.min,
        maxItems: field.max,
        items: field.kind === 'texts' ? text(field.of) : object(field.fields),
      }
    : text(field);

const object = (fields: readonly ContentField[]): SchemaObject => ({
  type: 'object',
  properties: Object.fromEntries(fields.map((field) => [field.name, property(field)])),
  required: fields.flatMap((field) => ('optional' in field && field.optional ? [] : [field.name])),
});

/** The OpenAPI body of PUT /content/{key}: one of the keys' values, from CONTENT_SCHEMAS. */
export const CONTENT_VALUE_DOC: SchemaObject = {
  oneOf: CONTENT_KEYS.map((key) => {
    const schema: ContentKeySchema = CONTENT_SCHEMAS[key];
    return { title: key, description: schema.title, ...object(schema.fields) };
  }),
};
