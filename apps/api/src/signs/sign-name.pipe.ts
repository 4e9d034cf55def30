import { BadRequestException, Injectable, PipeTransform } from '@nestjs/common';
import { SIGN_NAME_MAX_LENGTH, SIGN_NAME_PATTERN } from '@furnace/contracts';

/**
 * `@Param('name', SignNamePipe)`: a sign's name, checked before it goes anywhere near a key: '..',
 * '/', '%2F' and the like are refused.
 */
@Injectable()
export class SignNamePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (value.length > SIGN_NAME_MAX_LENGTH || !SIGN_NAME_PATTERN.test(value)) {
      throw new BadRequestException(
        `A sign name is lower-case letters and digits, words joined by single hyphens (e.g. north-gate), at most ${SIGN_NAME_MAX_LENGTH} characters.`,
      );
    }
    return value;
  }
}
