import { BadRequestException, HttpException, PayloadTooLargeException } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { BoundedMemoryStorage, KIND_RULES, type FileKind } from './file-kinds';
import { checkedPdf, PdfRefused } from './pdf-active-content';
import { ACCOUNTS } from '@furnace/contracts';

export interface FormSpec {
  /** File fields and what each must contain (at most one file per field). */
  files: Readonly<Record<string, FileKind>>;
  /** Text fields read; any other text field is ignored. */
  fields: readonly string[];
}

export interface ParsedForm {
  fields: Partial<Record<string, string>>;
  files: Partial<Record<string, Buffer>>;
}

const MAX_FIELD_BYTES = 64 * 1024;
/** Room for the text fields and multipart framing on top of the files' own limits. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/**
 * A reader for one form shape, run after the auth guard (nothing is parsed for a request without a
 * valid token). Not multipart: the text fields come from the already parsed body, no files.
 */
export function multipartReader(
  spec: FormSpec,
): (req: Request, res: Response) => Promise<ParsedForm> {
  const fileFields = Object.keys(spec.files);
  const largestFile = Math.max(...fileFields.map((f) => KIND_RULES[spec.files[f]].maxBytes));
  const maxRequestBytes = fileFields.reduce(
    (sum, f) => sum + KIND_RULES[spec.files[f]].maxBytes,
    FORM_OVERHEAD_BYTES,
  );
  const middleware = multer({
    storage: new BoundedMemoryStorage(spec.files),
    // Backstops only: BoundedMemoryStorage enforces each field's own limit as the bytes arrive.
    limits: {
      fileSize: largestFile,
      files: fileFields.length,
      fields: 50,
      fieldSize: MAX_FIELD_BYTES,
      parts: 60,
    },
  }).fields(fileFields.map((name) => ({ name, maxCount: 1 })));

  return async (req, res) => {
    // A declared length that cannot fit is refused before anything is read.
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxRequestBytes) {
      throw new PayloadTooLargeException(
        `The upload is too large (images up to 10 MB, PDFs up to 20 MB).`,
      );
    }
    await new Promise<void>((resolve, reject) =>
      middleware(req, res, (error?: unknown) => (error ? reject(toHttpError(error)) : resolve())),
    );
    const files = uploadedFiles(req);
    // A PDF is kept as the checked copy rewritten from its pages (pdf-active-content.ts).
    for (const [name, buffer] of Object.entries(files))
      if (spec.files[name] === 'pdf' && buffer) files[name] = await pdfOrRefusal(buffer);
    return { fields: textFields(req.body, spec.fields), files };
  };
}

async function pdfOrRefusal(pdf: Buffer): Promise<Buffer> {
  try {
    return await checkedPdf(pdf);
  } catch (error) {
    if (!(error instanceof PdfRefused)) throw error;
    throw new BadRequestException(
      error.reason === 'active content' ? ACCOUNTS.pdfActiveContent : ACCOUNTS.pdfUnreadable,
    );
  }
}

function textFields(body: unknown, names: readonly string[]): ParsedForm['fields'] {
  const source = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const fields: ParsedForm['fields'] = {};
  for (const name of names) {
    const value = source[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string')
      throw new BadRequestException(`${name} must be given once, as text.`);
    fields[name] = value;
  }
  return fields;
}

function uploadedFiles(req: Request): ParsedForm['files'] {
  const files = (req.files ?? {}) as Record<string, Express.Multer.File[]>;
  const result: ParsedForm['files'] = {};
  for (const [name, list] of Object.entries(files))
    if (list[0]?.buffer) result[name] = list[0].buffer;
  return result;
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
