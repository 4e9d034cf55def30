import { SIGN_SUMMARY_MAX_LENGTH, SIGN_TITLE_MAX_LENGTH } from '../events/events';
import { field, payload } from '../shared/payload';
import { atMost } from '../events/events-payloads';

/**
 * PUT /signs/{name} text fields (multipart): a field sent sets it (empty included: no title);
 * a field not sent keeps what the sign has.
 */
export const signTextsSchema = payload({
  title: field<string | undefined>(atMost('title', SIGN_TITLE_MAX_LENGTH)),
  summary: field<string | undefined>(atMost('summary', SIGN_SUMMARY_MAX_LENGTH), {
    multiLine: true,
  }),
});
