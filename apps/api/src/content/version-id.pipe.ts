import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { parseId } from '../common/id.pipe';

/** `@Param('id', VersionIdPipe)`: a content version's id, or a 400 naming it. */
@Injectable()
export class VersionIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = parseId(value);
    if (id === null)
      throw new BadRequestException(
        `The version id must be a whole number (got "${value.slice(0, 20)}").`,
      );
    return id;
  }
}
