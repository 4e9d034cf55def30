import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { parseId } from '../common/id.pipe';

/** `@Param('id', UserIdPipe)`: a staff account's id, or 400. */
@Injectable()
export class UserIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = parseId(value);
    if (id === null)
      throw new BadRequestException(
        `The user id must be a whole number (got "${value.slice(0, 20)}").`,
      );
    return id;
  }
}
