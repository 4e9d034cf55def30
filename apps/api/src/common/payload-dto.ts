import { ApiProperty, type ApiPropertyOptions, type SchemaObject } from '@nestjs/swagger';
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

function openApiProperty(doc: FieldDoc & { required: boolean }): ApiPropertyOptions {
  const { type = 'string', enum: values, ...rest } = doc;
  return { ...rest, type, ...(values && { enum: [...values] }) } as ApiPropertyOptions;
}

/** Plus extra properties (a form's files). */
export function openApiObject(
  schema: ObjectSchema<AnyObject>,
  extra: Record<string, SchemaObject> = {},
): SchemaObject {
  const properties: Record<string, SchemaObject> = {};
  const required: string[] = [];
  for (const [name, meta] of payloadFields(schema)) {
    const { required: isRequired, ...property } = openApiProperty(meta.doc);
    properties[name] = property as SchemaObject;
    if (isRequired) required.push(name);
  }
  return { type: 'object', properties: { ...properties, ...extra }, required };
}
