import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { CONTENT_TEXTS } from '@furnace/contracts';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * `@Query('publish_at', PublishAtPipe)` of PUT /content/{key}: an ISO 8601 instant with its offset
 * (the admin sends the museum's local time with it), or null (absent or empty: publish now).
 */
@Injectable()
export class PublishAtPipe implements PipeTransform<unknown, Date | null> {
  transform(value: unknown): Date | null {
    if (value === undefined || value === '') return null;
    if (typeof value !== 'string' || !INSTANT.test(value))
      throw new BadRequestException(CONTENT_TEXTS.publishAt);
    const at = new Date(value);
    if (Number.isNaN(at.getTime())) throw new BadRequestException(CONTENT_TEXTS.publishAt);
    return at;
  }
}
