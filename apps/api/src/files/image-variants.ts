import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { EVENT_IMAGE_WIDTHS, MAX_IMAGE_PIXELS, type EventImageWidth } from '@furnace/contracts';
import sharp from 'sharp';

// libvips' operation cache holds decoded images between requests; uploads are rare and each one
// different, so it would only hold memory.
sharp.cache(false);
// One libvips worker thread per image: every extra thread gets its own malloc arena, and after a
// few dozen large uploads the arenas' fragments held the server near 900 MB. Uploads
// are rare and staff wait for them anyway; visitors' requests never use sharp.
sharp.concurrency(1);

export interface ImageVariant {
  width: EventImageWidth;
  data: Buffer;
}

const WEBP_QUALITY = 78;

/**
 * Re-encodes an upload (already sniffed as JPEG/PNG/WebP/GIF) to WebP at each card width, never
 * enlarging. Decoding it is also the real check: a file with the right first bytes but broken
 * content is refused here. EXIF orientation is applied, metadata (GPS, camera) dropped.
 */
export async function makeImageVariants(input: Buffer): Promise<ImageVariant[]> {
  const { width, height } = await readable(sharp(input, { limitInputPixels: false }).metadata());
  if (!width || !height) throw unreadable();
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new PayloadTooLargeException(
      `The image is ${width}x${height} pixels; at most 40 megapixels are accepted.`,
    );
  }
  // One width after another, not all at once: one decoded copy of the upload in memory at a
  // time (JPEG shrink-on-load keeps even that small for the narrow widths).
  const variants: ImageVariant[] = [];
  for (const w of EVENT_IMAGE_WIDTHS) {
    const data = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: w, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    variants.push({ width: w, data: await readable(data) });
  }
  return variants;
}

/** What sharp makes of the upload, or the 400 of an image it cannot read. */
const readable = <T>(work: Promise<T>): Promise<T> =>
  work.catch(() => {
    throw unreadable();
  });

function unreadable(): BadRequestException {
  return new BadRequestException(
    'The image could not be read: it is damaged or not really a JPEG, PNG, WebP or GIF.',
  );
}
