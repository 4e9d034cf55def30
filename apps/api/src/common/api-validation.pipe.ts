import {
  BadRequestException,
  ValidationPipe,
  type ArgumentMetadata,
  type ValidationError,
} from '@nestjs/common';
import { checkTextInput, isSchemaCheckedBody } from './validation';

/**
 * The API's one validation mechanism, installed once in create-app.ts: request bodies are
 * class-validator DTOs (each rule carries the sentence of docs/api.md, which names its field), and
 * a refusal is a 400 with the first broken rule's sentence, e.g.
 * `{statusCode: 400, error: 'Bad Request', message: 'day must be one of Monday, ...'}`.
 *
 * Path and query values are not converted here: each is read by its own pipe
 * (`@Param('id', EventIdPipe)`, `@Query('at', InstantPipe)`, ...), which gives its own sentence.
 */
export class ApiValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      transform: true,
      stopAtFirstError: true,
      // @UploadedFields() is a custom decorator: its DTO is checked like a body.
      validateCustomDecorators: true,
      exceptionFactory: (errors) => new BadRequestException(firstMessage(errors)),
    });
  }

  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // A JSON array is never a DTO: said before any field rule would misreport it.
    if (metadata.type === 'body' && Array.isArray(value))
      throw new BadRequestException('Validation failed (object is expected)');
    // Control characters and over-deep nesting, in any text field, before any field rule: a
    // JSON or form body, or a multipart form's text fields read into a DTO (@UploadedFields()).
    if (metadata.type === 'body' || (metadata.type === 'custom' && isDto(metadata.metatype))) {
      const refusal = checkTextInput(value, metadata.metatype);
      if (refusal) throw new BadRequestException(refusal);
      if (isSchemaCheckedBody(metadata.metatype)) return Promise.resolve(value);
    }
    return super.transform(value, metadata);
  }

  protected override transformPrimitive(value: unknown): unknown {
    return value;
  }
}

function isDto(metatype: unknown): boolean {
  return (
    typeof metatype === 'function' &&
    ![Object, String, Number, Boolean, Array].includes(metatype as never)
  );
}

function firstMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const message = Object.values(error.constraints ?? {})[0];
    if (message) return message;
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return 'The request is not valid.';
}
