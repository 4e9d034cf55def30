import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';

/** Text is trimmed before it is checked (docs/api.md); anything else is left for the rules. */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/**
 * A rule with its own sentence: `check` answers null when the value is fine, or the sentence of
 * docs/api.md that refuses it (it may look at the other fields: `args.object`).
 */
export const Rule = (
  name: string,
  check: (value: unknown, object: Record<string, unknown>) => string | null,
) =>
  ValidateBy({
    name,
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        check(value, (args?.object ?? {}) as Record<string, unknown>) === null,
      defaultMessage: (args?: ValidationArguments) =>
        check(args?.value, (args?.object ?? {}) as Record<string, unknown>) ?? '',
    },
  });
