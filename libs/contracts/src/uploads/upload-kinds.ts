/** What an upload field takes: one of the image formats, or a PDF. */
export type UploadKind = 'image' | 'pdf';

/** How many of a file's first bytes `sniffUpload` reads. */
export const SNIFF_BYTES = 12;

const at = (bytes: Uint8Array, text: string, offset = 0) =>
  [...text].every((c, i) => bytes[offset + i] === c.charCodeAt(0));

/**
 * What a file is by its first bytes, never by its name or MIME type: the one check the admin makes
 * before sending and the API as the bytes arrive (a Uint8Array: a browser's bytes or a Node Buffer).
 */
export function sniffUpload(bytes: Uint8Array): 'jpeg' | 'png' | 'gif' | 'webp' | 'pdf' | null {
  if (at(bytes, '\xff\xd8\xff')) return 'jpeg';
  if (at(bytes, '\x89PNG\r\n\x1a\n')) return 'png';
  if (at(bytes, 'GIF87a') || at(bytes, 'GIF89a')) return 'gif';
  if (at(bytes, 'RIFF') && at(bytes, 'WEBP', 8)) return 'webp';
  if (at(bytes, '%PDF-')) return 'pdf';
  return null;
}

/** Whether the sniffed format is what a field of that kind takes. */
export const isUploadKind = (kind: UploadKind, format: ReturnType<typeof sniffUpload>) =>
  format !== null && (format === 'pdf') === (kind === 'pdf');
