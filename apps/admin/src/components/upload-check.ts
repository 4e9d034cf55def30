import {
  EVENTS_ADMIN_TEXTS as T,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_PDF_BYTES,
  type UploadImageFormat,
} from '@furnace/contracts';

// The API's upload limits, checked in the browser first (type by first bytes; big photos shrunk).

export type UploadKind = 'image' | 'pdf';

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const startsWith = (bytes: Uint8Array, expected: number[], offset = 0) =>
  expected.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image format the bytes say (the same signatures the API checks), or null. */
export function sniffImage(bytes: Uint8Array): UploadImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** Draws the photo smaller on the browser's canvas as JPEG until it fits; null when it cannot. */
async function shrink(file: File): Promise<File | null> {
  if (typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null; // a format the browser cannot draw
  }
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return null;
  let scale = Math.min(
    1,
    4000 / Math.max(bitmap.width, bitmap.height),
    Math.sqrt(MAX_IMAGE_PIXELS / (bitmap.width * bitmap.height)),
  );
  for (let attempt = 0; attempt < 6; attempt++, scale *= 0.75) {
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    context.fillStyle = '#fff'; // JPEG has no transparency
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.85),
    );
    if (blob && blob.size <= MAX_IMAGE_BYTES) {
      bitmap.close();
      const name = file.name.replace(/\.[^.]+$/, '') || 'photo';
      return new File([blob], `${name}.jpg`, { type: 'image/jpeg', lastModified: Date.now() });
    }
  }
  bitmap.close();
  return null;
}

const refused = (problem: string) => ({ file: null, problem, notice: null });
const accepted = (file: File, notice: string | null = null) => ({ file, problem: null, notice });

/** What to upload (the file or a smaller copy), else why not; `notice`: it was made smaller. */
export async function checkUpload(kind: UploadKind, file: File) {
  const bytes = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (kind === 'pdf') {
    if (!startsWith(bytes, ascii('%PDF-'))) return refused(T.wrongPdfType(file.name));
    if (file.size > MAX_PDF_BYTES)
      return refused(T.pdfTooLarge(file.name, formatBytes(MAX_PDF_BYTES)));
    return accepted(file);
  }
  const format = sniffImage(bytes);
  if (!format) return refused(T.wrongImageType(file.name));
  if (file.size <= MAX_IMAGE_BYTES) return accepted(file);
  // An animated GIF would lose its frames on a canvas: it must be made smaller elsewhere.
  const smaller = format === 'gif' ? null : await shrink(file);
  if (!smaller) return refused(T.imageTooLarge(file.name, formatBytes(MAX_IMAGE_BYTES)));
  return accepted(
    smaller,
    T.imageResized(file.name, formatBytes(file.size), formatBytes(smaller.size)),
  );
}
