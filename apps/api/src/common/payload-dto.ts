import { ApiProperty, type ApiPropertyOptions, type SchemaObject } from '@nestjs/swagger';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import { payloadFields, type FieldDoc } from '@furnace/contracts';

const PAYLOAD = Symbol('payload schema');

interface PayloadClass<Schema extends ObjectSchema<AnyObject>> {
  new (): InferType<Schema>;
}

/**
 * A body's class made from its payload schema (`class X extends PayloadDto(xPayload) {}`): its
 * type is the schema's, ApiValidationPipe checks with it, and the OpenAPI properties come from it
 * (docs/adr/0010-one-schema-per-payload.md).
 */
export function PayloadDto<Schema extends ObjectSchema<AnyObject>>(
  schema: Schema,
): PayloadClass<Schema> {
  class Payload {}
  Reflect.defineMetadata(PAYLOAD, schema, Payload);
  for (const [name, meta] of payloadFields(schema))
    ApiProperty(openApiProperty(meta.doc))(Payload.prototype, name);
  return Payload as PayloadClass<Schema>;
}

/** The payload schema a parameter's class was made from, if any. */
export function payloadOf(metatype: unknown): ObjectSchema<AnyObject> | undefined {
  return typeof metatype === 'function' ? Reflect.getMetadata(PAYLOAD, metatype) : undefined;
}

/** A field's OpenAPI property (also the multipart forms' `@ApiBody`, see `openApiObject`). */
function openApiProperty(doc: FieldDoc & { required: boolean }): ApiPropertyOptions {
  const { type = 'string', enum: values, ...rest } = doc;
  return {
    ...rest,
    type,
    ...(values ? { enum: [...values] } : {}),
  } as ApiPropertyOptions;
}

/** A whole payload as one OpenAPI object schema, plus extra properties (a form's files). */
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
