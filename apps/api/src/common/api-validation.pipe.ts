import { BadRequestException, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import type { AnyObjectSchema } from 'yup';
import { checkPayload, payloadFields } from '@furnace/contracts';
import { payloadOf } from './payload-dto';
import { checkTextInput } from './validation';

/**
 * The API's one validation mechanism (create-app.ts): a body (a form's text fields too:
 * files/upload.ts) whose class was made by `PayloadDto` is checked against its payload schema from
 * @furnace/contracts; a refusal is a 400 with the first broken rule's sentence (docs/api.md).
 * Every body's text is checked first (`checkTextInput`). A query object made by `PayloadDto` is
 * checked by its schema alone; single path or query values keep their own small pipes;
 * a content value its key's (`@ContentValue()`).
 */
export class ApiValidationPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const schema = payloadOf(metadata.metatype);
    if (metadata.type === 'query' && schema) return checked(schema, value);
    if (metadata.type !== 'body' && !(metadata.type === 'custom' && schema)) return value;
    // A JSON array is never a payload: said before any field rule would misreport it.
    if (Array.isArray(value))
      throw new BadRequestException('Validation failed (object is expected)');
    const multiLine = new Set(
      schema ? payloadFields(schema).flatMap(([name, meta]) => (meta.multiLine ? [name] : [])) : [],
    );
    const refusal = checkTextInput(value, multiLine);
    if (refusal) throw new BadRequestException(refusal);
    return schema ? checked(schema, value) : value;
  }
}

/** The value as its schema reads it, or the 400 of the first broken rule. */
function checked(schema: AnyObjectSchema, value: unknown): unknown {
  const result = checkPayload(schema, value ?? {});
  if ('refusal' in result) throw new BadRequestException(result.refusal);
  return result.value;
}
