import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import { payloadFields, type FieldDoc } from '@furnace/contracts';

const PAYLOAD = Symbol('payload schema');

/** `class X extends PayloadDto(xPayload) {}`: typed, checked and documented by it (ADR 10). */
export function PayloadDto<Schema extends ObjectSchema<AnyObject>>(
  schema: Schema,
): new () => InferType<Schema> {
  class Payload {}
  Reflect.defineMetadata(PAYLOAD, schema, Payload);
  for (const [name, meta] of payloadFields(schema))
    ApiProperty(openApiProperty(meta.doc))(Payload.prototype, name);
  return Payload as new () => InferType<Schema>;
}

export function payloadOf(metatype: unknown): ObjectSchema<AnyObject> | undefined {
  return typeof metatype === 'function' ? Reflect.getMetadata(PAYLOAD, metatype) : undefined;
}

export function openApiProperty(doc: FieldDoc & { required: boolean }): ApiPropertyOptions {
  const { type = 'string', enum: values, ...rest } = doc;
  return { ...rest, type, ...(values && { enum: [...values] }) } as ApiPropertyOptions;
}
