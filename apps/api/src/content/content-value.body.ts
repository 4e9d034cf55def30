import { EVERY_FIELD } from '../common/validation';

/**
 * The body of PUT /content/{key}: the key's whole value (e.g. `{items: [...], note}`), checked
 * against the key's schema by ContentService (each refusal names the field as the admin shows it).
 * ApiValidationPipe checks only its text, where any field may hold several lines.
 */
export class ContentValueBody {
  static readonly multiLine = EVERY_FIELD;
  [field: string]: unknown;
}
