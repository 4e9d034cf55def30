import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { CONTENT_TEXTS } from '@furnace/contracts';
import { parseInstant } from '@furnace/contracts';

/**
 * `@Query('publish_at', PublishAtPipe)` of PUT /content/{key}: an ISO 8601 instant with its offset
 * (the admin sends the museum's local time with it), or null (absent or empty: publish now).
 */
@Injectable()
export class PublishAtPipe implements PipeTransform<unknown, Date | null> {
  transform(value: unknown): Date | null {
    if (value === undefined || value === '') return null;
    const at = parseInstant(value);
    if (!at) throw new BadRequestException(CONTENT_TEXTS.publishAt);
    return at;
  }
}
