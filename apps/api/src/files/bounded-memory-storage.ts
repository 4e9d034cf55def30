import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { KIND_RULES, matchesKind, SNIFF_BYTES, type FileKind } from './file-kinds';

type FileInfo = Parameters<StorageEngine['_handleFile']>[1];
type Done = Parameters<StorageEngine['_handleFile']>[2];

/**
 * A multer storage engine that keeps a file in memory only up to its field's limit, and checks
 * the type on the first bytes. An oversize or wrong-typed file is refused the moment it shows,
 * while it is still streaming in: multer then stops parsing and discards the rest of the request
 * as it arrives, so memory never holds more than one file's limit however large the upload.
 */
export class BoundedMemoryStorage implements StorageEngine {
  constructor(private readonly kinds: Readonly<Record<string, FileKind>>) {}

  _handleFile(_req: Request, file: FileInfo, done: Done): void {
    const kind = this.kinds[file.fieldname];
    if (!kind) {
      file.stream.resume();
      return done(new BadRequestException(`Unexpected file field "${file.fieldname}".`));
    }
    const rule = KIND_RULES[kind];
    let chunks: Buffer[] = [];
    let size = 0;
    let typeChecked = false;
    let finished = false;
    const fail = (error: Error) => {
      if (finished) return;
      finished = true;
      chunks = [];
      file.stream.resume(); // keep draining into nothing
      done(error);
    };
    const checkType = () => {
      typeChecked = true;
      const head = Buffer.concat(chunks).subarray(0, SNIFF_BYTES);
      if (!matchesKind(kind, head)) fail(new BadRequestException(rule.wrongType));
    };

    file.stream.on('data', (chunk: Buffer) => {
      if (finished) return;
      size += chunk.length;
      if (size > rule.maxBytes) return fail(new PayloadTooLargeException(rule.tooLarge));
      chunks.push(chunk);
      if (!typeChecked && size >= SNIFF_BYTES) checkType();
    });
    file.stream.on('error', fail);
    file.stream.on('end', () => {
      if (finished) return;
      if (size === 0)
        return fail(new BadRequestException(`The file in "${file.fieldname}" is empty.`));
      if (!typeChecked) checkType();
      if (finished) return;
      finished = true;
      const buffer = Buffer.concat(chunks, size);
      chunks = [];
      done(null, { buffer, size });
    });
  }

  _removeFile(_req: Request, file: Express.Multer.File, done: (error: Error | null) => void): void {
    (file as { buffer?: Buffer }).buffer = undefined;
    done(null);
  }
}
