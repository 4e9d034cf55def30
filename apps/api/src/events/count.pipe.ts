import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';

export const MAX_UPCOMING_COUNT = 50;

/** `@Param('count', UpcomingCountPipe)` of GET /events/{count}: a whole number from 1 to 50. */
@Injectable()
export class UpcomingCountPipe implements PipeTransform<string, number> {
  transform(count: string): number {
    if (!/^[0-9]{1,3}$/.test(count) || Number(count) < 1 || Number(count) > MAX_UPCOMING_COUNT) {
      throw new BadRequestException(
        `count must be a whole number from 1 to ${MAX_UPCOMING_COUNT} (got "${count.slice(0, 20)}").`,
      );
    }
    return Number(count);
  }
}
