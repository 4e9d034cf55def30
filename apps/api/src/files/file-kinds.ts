import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES } from '@furnace/contracts';

/** What the API accepts, decided by the bytes themselves, never by the client's MIME type or name. */
export type FileKind = 'image' | 'pdf';

const SNIFF_BYTES = 12;

const startsWith = (head: Buffer, text: string | number[], offset = 0) =>
  [...text].every((c, i) => head[offset + i] === (typeof c === 'string' ? c.charCodeAt(0) : c));

function matchesKind(kind: FileKind, head: Buffer): boolean {
  if (kind === 'pdf') return startsWith(head, '%PDF-');
  return (
    startsWith(head, [0xff, 0xd8, 0xff]) ||
    startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    startsWith(head, 'GIF87a') ||
    startsWith(head, 'GIF89a') ||
    (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8))
  );
}

export const KIND_RULES: Record<
  FileKind,
  { maxBytes: number; wrongType: string; tooLarge: string }
> = {
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

type FileInfo = Parameters<StorageEngine['_handleFile']>[1];
type Done = Parameters<StorageEngine['_handleFile']>[2];

/** Multer storage refusing a bad file as it streams in: memory holds one field's limit at most. */
export class BoundedMemoryStorage implements StorageEngine {
  constructor(private readonly kinds: Readonly<Record<string, FileKind>>) {}

  _handleFile(_req: Request, file: FileInfo, done: Done): void {
    // multer has refused any other field (LIMIT_UNEXPECTED_FILE).
    const kind = this.kinds[file.fieldname];
    const rule = KIND_RULES[kind];
    // null once answered: a refused file keeps draining into nothing.
    let chunks: Buffer[] | null = [];
    let size = 0;
    const fail = (error: Error) => {
      if (!chunks) return;
      chunks = null;
      file.stream.resume();
      done(error);
    };
    const checkType = (held: Buffer[]) => {
      if (!matchesKind(kind, Buffer.concat(held).subarray(0, SNIFF_BYTES)))
        fail(new BadRequestException(rule.wrongType));
    };

    file.stream.on('data', (chunk: Buffer) => {
      if (!chunks) return;
      const sniffed = size >= SNIFF_BYTES;
      size += chunk.length;
      if (size > rule.maxBytes) return fail(new PayloadTooLargeException(rule.tooLarge));
      chunks.push(chunk);
      if (!sniffed && size >= SNIFF_BYTES) checkType(chunks);
    });
    file.stream.on('error', fail);
    file.stream.on('end', () => {
      if (chunks && size === 0)
        fail(new BadRequestException(`The file in "${file.fieldname}" is empty.`));
      else if (chunks && size < SNIFF_BYTES) checkType(chunks);
      if (chunks) done(null, { buffer: Buffer.concat(chunks, size), size });
      chunks = null;
    });
  }

  _removeFile(_req: Request, file: Express.Multer.File, done: (error: Error | null) => void): void {
    (file as { buffer?: Buffer }).buffer = undefined;
    done(null);
  }
}
