import { BadRequestException, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import type { AnyObjectSchema } from 'yup';
import { checkPayload, payloadFields } from '@furnace/contracts';
import { payloadOf } from './payload-dto';
import { checkTextInput } from './validation';

/**
 * The API's one validation mechanism, installed once in create-app.ts: a request body (or a
 * multipart form's text fields, `@UploadedFields()`) whose class was made by `PayloadDto` is
 * checked against its payload schema from @furnace/contracts, and a refusal is a 400 with the
 * first broken rule's sentence of docs/api.md, which names the field, e.g.
 * `{statusCode: 400, error: 'Bad Request', message: 'day must be one of Monday, ...'}`.
 *
 * Before any field rule, every body's text is checked (control characters, line breaks in one-line
 * fields, lone surrogates, nesting depth: `checkTextInput`). A query object made by `PayloadDto`
 * (`@Query() query: ScheduleQuery`, its parameters built with `queryParam`) is checked by its
 * schema alone: each parameter's parse is its whole rule. A single path or query value keeps its
 * own small pipe (`@Param('id', EventIdPipe)`, `@Query('at', InstantPipe)`, ...); a content value
 * its key's (content/content-value.body.ts ContentValue).
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
