import {
  EVENTS_ADMIN_TEXTS as T,
  isUploadKind,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_PDF_BYTES,
  SNIFF_BYTES,
  sniffUpload,
  type UploadKind,
} from '@furnace/contracts';

// The API's upload limits, checked in the browser first (type by first bytes; big photos shrunk).

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Draws the photo smaller on the browser's canvas as JPEG until it fits; null when it cannot. */
async function shrink(file: File): Promise<File | null> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  // Null without the call too, and for a format the browser cannot draw.
  const bitmap = await globalThis.createImageBitmap?.(file).catch(() => null);
  if (!context || !bitmap) return null;
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
  const format = sniffUpload(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (!isUploadKind(kind, format))
    return refused(kind === 'pdf' ? T.wrongPdfType(file.name) : T.wrongImageType(file.name));
  if (kind === 'pdf' && file.size > MAX_PDF_BYTES)
    return refused(T.pdfTooLarge(file.name, formatBytes(MAX_PDF_BYTES)));
  if (kind === 'pdf' || file.size <= MAX_IMAGE_BYTES) return accepted(file);
  // An animated GIF would lose its frames on a canvas: it must be made smaller elsewhere.
  const smaller = format === 'gif' ? null : await shrink(file);
  if (!smaller) return refused(T.imageTooLarge(file.name, formatBytes(MAX_IMAGE_BYTES)));
  return accepted(
    smaller,
    T.imageResized(file.name, formatBytes(file.size), formatBytes(smaller.size)),
  );
}
