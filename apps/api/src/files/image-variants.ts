import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { EVENT_IMAGE_WIDTHS, MAX_IMAGE_PIXELS, type EventImageWidth } from '@furnace/contracts';
import sharp from 'sharp';

// Uploads are rare and each different: libvips' cache would only hold memory.
sharp.cache(false);
// Each libvips thread gets its own malloc arena: their fragments held the server near 900 MB.
sharp.concurrency(1);

const WEBP_QUALITY = 78;

/** WebP at each card width, never enlarged, metadata dropped; decoding is the real check. */
export async function makeImageVariants(
  input: Buffer,
): Promise<{ width: EventImageWidth; data: Buffer }[]> {
  try {
    const { width, height } = await sharp(input, { limitInputPixels: false }).metadata();
    if (!width || !height) throw new Error('no size');
    if (width * height > MAX_IMAGE_PIXELS) {
      throw new PayloadTooLargeException(
        `The image is ${width}x${height} pixels; at most 40 megapixels are accepted.`,
      );
    }
    // One width after another: one decoded copy of the upload in memory at a time.
    const variants = [];
    for (const width of EVENT_IMAGE_WIDTHS) {
      const data = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      variants.push({ width, data });
    }
    return variants;
  } catch (error) {
    if (error instanceof PayloadTooLargeException) throw error;
    throw new BadRequestException(
      'The image could not be read: it is damaged or not really a JPEG, PNG, WebP or GIF.',
    );
  }
}
