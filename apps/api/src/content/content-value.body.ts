import { SchemaCheckedBody } from '../common/validation';

/**
 * The body of PUT /content/{key}: the key's whole value (e.g. `{items: [...], note}`), checked
 * against the key's schema by ContentService (each refusal names the field as the admin shows it).
 */
@SchemaCheckedBody()
export class ContentValueBody {
  [field: string]: unknown;
}
