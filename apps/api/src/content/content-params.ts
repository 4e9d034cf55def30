import { BadRequestException, Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { CONTENT_TEXTS, isContentKey, parseInstant, type ContentKey } from '@furnace/contracts';

/** `@Param('key', ContentKeyPipe)`: one of CONTENT_KEYS, or 404 naming the keys there are. */
@Injectable()
export class ContentKeyPipe implements PipeTransform<string, ContentKey> {
  transform(value: string): ContentKey {
    if (!isContentKey(value))
      throw new NotFoundException(CONTENT_TEXTS.unknownKey(value.slice(0, 40)));
    return value;
  }
}

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
