import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_PDF_BYTES } from '@furnace/contracts';

/** What the API accepts, decided by the bytes themselves, never by the client's MIME type or name. */
export type FileKind = 'image' | 'pdf';

export { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_PDF_BYTES };

/** Enough leading bytes to recognise every accepted signature. */
export const SNIFF_BYTES = 12;

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  bytes.every((b, i) => head[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image format named by the magic bytes, or null. */
export function sniffImage(head: Buffer): 'jpeg' | 'png' | 'gif' | 'webp' | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export function isPdf(head: Buffer): boolean {
  return startsWith(head, ascii('%PDF-'));
}

export function matchesKind(kind: FileKind, head: Buffer): boolean {
  return kind === 'image' ? sniffImage(head) !== null : isPdf(head);
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
