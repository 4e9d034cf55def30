import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { parseId } from '../common/id.pipe';

/** `@Param('id', AlertIdPipe)`: an alert's id, or a 400 naming it. */
@Injectable()
export class AlertIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = parseId(value);
    if (id === null)
      throw new BadRequestException(
        `The alert id must be a whole number (got "${value.slice(0, 20)}").`,
      );
    return id;
  }
}
