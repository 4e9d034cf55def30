import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';
import { CONTENT_TEXTS, isContentKey, type ContentKey } from '@furnace/contracts';

/** `@Param('key', ContentKeyPipe)`: one of CONTENT_KEYS, or 404 naming the keys there are. */
@Injectable()
export class ContentKeyPipe implements PipeTransform<string, ContentKey> {
  transform(value: string): ContentKey {
    if (!isContentKey(value))
      throw new NotFoundException(CONTENT_TEXTS.unknownKey(value.slice(0, 40)));
    return value;
  }
}
