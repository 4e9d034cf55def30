import { SIGN_SUMMARY_MAX_LENGTH, SIGN_TITLE_MAX_LENGTH } from '@furnace/contracts';
import { MultiLine, Rule, Trim } from '../common/validation';

const atMost = (name: string, max: number) => (value: unknown) =>
  typeof value === 'string' && value.length > max
    ? `${name} must be at most ${max} characters.`
    : null;

/**
 * PUT /signs/{name} text fields (multipart): a field sent sets it (empty included: no title);
 * a field not sent keeps what the sign has.
 */
export class SignTextsDto {
  @Trim()
  @Rule('title', atMost('title', SIGN_TITLE_MAX_LENGTH))
  title?: string;

  @MultiLine()
  @Trim()
  @Rule('summary', atMost('summary', SIGN_SUMMARY_MAX_LENGTH))
  summary?: string;
}
