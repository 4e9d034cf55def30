import { BadRequestException } from '@nestjs/common';
import {
  DEFAULT_EVENT_IMAGE_WIDTH,
  EVENT_IMAGE_WIDTHS,
  type EventImageWidth,
} from '@furnace/contracts';

/** `@Query('w', ImageWidthPipe)`: the smallest stored width at least as wide as asked (the largest if none is). */
export const ImageWidthPipe = {
  transform(w: unknown): EventImageWidth {
    if (w === undefined) return DEFAULT_EVENT_IMAGE_WIDTH;
    if (typeof w !== 'string' || !/^[0-9]{1,5}$/.test(w) || Number(w) === 0)
      throw new BadRequestException(
        `w must be a width in pixels, such as ${EVENT_IMAGE_WIDTHS.join(', ')}.`,
      );
    return (
      EVENT_IMAGE_WIDTHS.find((size) => size >= Number(w)) ??
      EVENT_IMAGE_WIDTHS[EVENT_IMAGE_WIDTHS.length - 1]
    );
  },
};
