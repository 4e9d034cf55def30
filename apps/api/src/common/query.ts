import * as yup from 'yup';
import { HOURS_TEXTS, isValidIsoDate, type FieldMeta } from '@furnace/contracts';

const REFUSED = Symbol('refused');

/** `parse` answers null to refuse the text (trimmed unless `raw`); given twice, refused. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- yup's bound for a present value
export function queryParam<T extends {}>(
  parse: (text: string) => T | null,
  refusal: (sent: string) => string,
  description: string,
  options: { raw?: boolean; blankIsAbsent?: boolean } = {},
) {
  const meta: FieldMeta = { doc: { description, required: false }, multiLine: false };
  return yup
    .mixed<T>()
    .transform((_value, sent: unknown) => {
      if (sent === undefined || (options.blankIsAbsent && sent === '')) return undefined;
      if (typeof sent !== 'string') return REFUSED;
      return parse(options.raw ? sent : sent.trim()) ?? REFUSED;
    })
    .test({
      name: 'query',
      test: (value, context) =>
        (value as unknown) !== REFUSED ||
        context.createError({ message: refusal(String(context.originalValue)) }),
    })
    .meta(meta);
}

export const dateParam = (name: string, description: string) =>
  queryParam(
    (text) => (isValidIsoDate(text) ? text : null),
    (sent) => HOURS_TEXTS.dateQuery(name, sent.trim()),
    `YYYY-MM-DD; ${description}`,
  );
