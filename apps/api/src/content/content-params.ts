import {
  BadRequestException,
  createParamDecorator,
  NotFoundException,
  type ExecutionContext,
} from '@nestjs/common';
import type { SchemaObject } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  CONTENT_KEYS,
  CONTENT_SCHEMAS,
  CONTENT_TEXTS,
  isContentKey,
  MAX_LENGTH,
  parseInstant,
  validateContent,
  type ContentField,
  type ContentKey,
  type ContentKeySchema,
  type TextField,
  type TextKind,
} from '@furnace/contracts';
import { checkTextInput, EVERY_FIELD } from '../common/validation';

export const ContentKeyPipe = {
  transform(value: string): ContentKey {
    if (isContentKey(value)) return value;
    throw new NotFoundException(CONTENT_TEXTS.unknownKey(value.slice(0, 40)));
  },
};

/** An ISO 8601 instant with its offset, or null (absent or empty: publish now). */
export const PublishAtPipe = {
  transform(value: unknown): Date | null {
    if (value === undefined || value === '') return null;
    const at = parseInstant(value);
    if (!at) throw new BadRequestException(CONTENT_TEXTS.publishAt);
    return at;
  },
};

/** `value` as its key's schema stores it, or a 400 listing each refused field (`items.2.price`). */
export function checkedContent(key: ContentKey, value: unknown): object {
  const checked = validateContent(CONTENT_SCHEMAS[key], value);
  if (!checked.errors) return checked.value;
  throw new BadRequestException({ message: checked.errors[0].message, errors: checked.errors });
}

/** The body of PUT /content/{key}, checked against the path's key (a body pipe cannot see it). */
export const ContentValue = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const { params, body } = context.switchToHttp().getRequest<Request<{ key: string }>>();
  if (Array.isArray(body)) throw new BadRequestException('Validation failed (object is expected)');
  const refusal = checkTextInput(body, new Set([EVERY_FIELD]));
  if (refusal) throw new BadRequestException(refusal);
  return isContentKey(params.key) ? checkedContent(params.key, body) : body;
});

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

export const CONTENT_VALUE_DOC: SchemaObject = {
  oneOf: CONTENT_KEYS.map((key) => {
    const schema: ContentKeySchema = CONTENT_SCHEMAS[key];
    return { title: key, description: schema.title, ...object(schema.fields) };
  }),
};
