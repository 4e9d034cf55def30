import { SIGN_SUMMARY_MAX_LENGTH, SIGN_TITLE_MAX_LENGTH } from '../events/events';
import { field, payload } from '../shared/payload';
import { atMost } from '../events/events-payloads';

/** PUT /signs/{name}: a field sent sets it (empty included), one not sent stays. */
export const signTextsSchema = payload({
  title: field<string | undefined>(atMost('title', SIGN_TITLE_MAX_LENGTH)),
  summary: field<string | undefined>(atMost('summary', SIGN_SUMMARY_MAX_LENGTH), {
    multiLine: true,
  }),
});
