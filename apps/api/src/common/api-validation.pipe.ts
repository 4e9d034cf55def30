import { BadRequestException, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import type { AnyObjectSchema } from 'yup';
import { checkPayload, payloadFields } from '@furnace/contracts';
import { payloadOf } from './payload-dto';
import { checkTextInput } from './validation';

/** Every body's text, then a `PayloadDto` body or query by its schema: a 400 with one sentence. */
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

function checked(schema: AnyObjectSchema, value: unknown): unknown {
  const result = checkPayload(schema, value ?? {});
  if ('refusal' in result) throw new BadRequestException(result.refusal);
  return result.value;
}
