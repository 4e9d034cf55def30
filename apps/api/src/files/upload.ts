import {
  applyDecorators,
  BadRequestException,
  HttpException,
  PayloadTooLargeException,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, type SchemaObject } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import multer, { MulterError, type StorageEngine } from 'multer';
import { promisify } from 'node:util';
import {
  isUploadKind,
  MAX_IMAGE_BYTES,
  MAX_PDF_BYTES,
  payloadFields,
  SNIFF_BYTES,
  sniffUpload,
  type UploadKind,
} from '@furnace/contracts';
import type { AnyObject, ObjectSchema } from 'yup';
import { openApiProperty } from '../common/payload-dto';
import { checkedPdf } from './pdf-active-content';

const KIND_RULES = {
  image: {
    maxBytes: MAX_IMAGE_BYTES,
    wrongType:
      'The image must be a JPEG, PNG, WebP or GIF file (checked by its content, not its name).',
    tooLarge: 'The image is larger than 10 MB.',
  },
  pdf: {
    maxBytes: MAX_PDF_BYTES,
    wrongType: 'The file must be a PDF (checked by its content, not its name).',
    tooLarge: 'The PDF is larger than 20 MB.',
  },
};

interface FormSpec {
  /** The text fields, documented; only these are read (or `fields` of them), others ignored. */
  schema: ObjectSchema<AnyObject>;
  fields?: readonly string[];
  /** File fields: what each must contain (at most one file per field, by its bytes), and its doc. */
  files: Readonly<Record<string, readonly [kind: UploadKind, description: string]>>;
}

export type ParsedForm = { files: Partial<Record<string, Buffer>> };

const MAX_FIELD_BYTES = 64 * 1024;
/** Room for the text fields and multipart framing on top of the files' own limits. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/**
 * The multipart form, documented and read after the guards (nothing is parsed without a valid
 * token): the text fields as `@Body()`, the files by field name as `@UploadedFiles()`.
 */
export function Upload(form: FormSpec) {
  const { schema, fields = Object.keys(schema.fields), files: spec } = form;
  const limits = Object.values(spec).map(([kind]) => KIND_RULES[kind].maxBytes);
  const maxRequestBytes = limits.reduce((sum, bytes) => sum + bytes, FORM_OVERHEAD_BYTES);
  const parse = promisify(
    multer({
      storage: boundedMemoryStorage(spec),
      // Backstops only: the storage enforces each field's own limit as the bytes arrive.
      limits: {
        fileSize: Math.max(...limits),
        files: limits.length,
        fields: 50,
        fieldSize: MAX_FIELD_BYTES,
        parts: 60,
      },
    }).fields(Object.keys(spec).map((name) => ({ name, maxCount: 1 }))),
  );
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({ schema: formSchema(form) }),
    UseInterceptors({
      async intercept(context: ExecutionContext, next: CallHandler) {
        const req = context.switchToHttp().getRequest<Request>();
        // A declared length that cannot fit is refused before anything is read.
        if (Number(req.headers['content-length']) > maxRequestBytes)
          throw new PayloadTooLargeException(
            `The upload is too large (images up to 10 MB, PDFs up to 20 MB).`,
          );
        await parse(req, context.switchToHttp().getResponse<Response>()).catch((error) => {
          throw toHttpError(error);
        });
        const uploaded = (req.files ?? {}) as Record<string, Express.Multer.File[]>;
        const files: ParsedForm['files'] = {};
        // A PDF is kept as the checked copy rewritten from its pages (pdf-active-content.ts).
        for (const [name, [{ buffer }]] of Object.entries(uploaded))
          files[name] = spec[name][0] === 'pdf' ? await checkedPdf(buffer) : buffer;
        req.body = textFields(req.body, fields);
        (req as { files?: ParsedForm['files'] }).files = files;
        return next.handle();
      },
    }),
  );
}

/** OpenAPI: the schema's text fields, then the files. */
function formSchema({ schema, files }: FormSpec): SchemaObject {
  const properties: Record<string, SchemaObject> = {};
  const required: string[] = [];
  for (const [name, meta] of payloadFields(schema)) {
    const { required: isRequired, ...property } = openApiProperty(meta.doc);
    properties[name] = property as SchemaObject;
    if (isRequired) required.push(name);
  }
  for (const [name, [, description]] of Object.entries(files))
    properties[name] = { type: 'string', format: 'binary', description };
  return { type: 'object', properties, required };
}

/** multer's memory storage, refusing a bad file as it streams in: it holds one field's limit at most. */
function boundedMemoryStorage(files: FormSpec['files']): StorageEngine {
  const storage = multer.memoryStorage();
  storage._handleFile = (_req, file, done) => {
    // multer has refused any other field (LIMIT_UNEXPECTED_FILE).
    readBounded(file, files[file.fieldname][0]).then(
      (buffer) => done(null, { buffer, size: buffer.length }),
      (error: Error) => {
        // A refused file keeps draining into nothing.
        file.stream.resume();
        done(error);
      },
    );
  };
  return storage;
}

async function readBounded(file: Express.Multer.File, kind: UploadKind): Promise<Buffer> {
  const rule = KIND_RULES[kind];
  const chunks: Buffer[] = [];
  let size = 0;
  const checkType = () => {
    if (!isUploadKind(kind, sniffUpload(Buffer.concat(chunks).subarray(0, SNIFF_BYTES))))
      throw new BadRequestException(rule.wrongType);
  };
  for await (const chunk of file.stream.iterator({ destroyOnReturn: false })) {
    const sniffed = size >= SNIFF_BYTES;
    size += (chunk as Buffer).length;
    if (size > rule.maxBytes) throw new PayloadTooLargeException(rule.tooLarge);
    chunks.push(chunk as Buffer);
    if (!sniffed && size >= SNIFF_BYTES) checkType();
  }
  if (size === 0) throw new BadRequestException(`The file in "${file.fieldname}" is empty.`);
  if (size < SNIFF_BYTES) checkType();
  return Buffer.concat(chunks, size);
}

function textFields(body: unknown, names: readonly string[]): Record<string, string> {
  const source = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const given = names.filter((name) => source[name] !== undefined && source[name] !== null);
  const repeated = given.find((name) => typeof source[name] !== 'string');
  if (repeated) throw new BadRequestException(`${repeated} must be given once, as text.`);
  return Object.fromEntries(given.map((name) => [name, source[name] as string]));
}

function toHttpError(error: unknown): HttpException {
  if (error instanceof HttpException) return error;
  if (error instanceof MulterError) {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return new PayloadTooLargeException(
          'The file is too large (images up to 10 MB, PDFs up to 20 MB).',
        );
      case 'LIMIT_UNEXPECTED_FILE':
        return new BadRequestException(
          `Unexpected file field "${error.field ?? ''}" (or more than one file in it).`,
        );
      case 'LIMIT_FIELD_VALUE':
        return new BadRequestException(`The field "${error.field ?? ''}" is too long.`);
      default:
        return new BadRequestException(`The form has too many parts or fields (${error.code}).`);
    }
  }
  // busboy: a truncated or malformed body.
  const reason = error instanceof Error ? error.message : String(error);
  return new BadRequestException(`The multipart form could not be read (${reason}).`);
}
