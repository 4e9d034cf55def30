import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import {
  bodyNestedTooDeeply,
  brokenCharacterInField,
  controlCharactersInField,
  lineBreakInField,
  MAX_BODY_DEPTH,
} from '@furnace/contracts';

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

const MULTI_LINE = Symbol('multi-line text fields');

/**
 * A text field that may hold several lines (an event's description): tab, CR and LF are allowed
 * in it. Every other text field is one line. Read by `checkTextInput`.
 */
export const MultiLine =
  (): PropertyDecorator =>
  (target: object, property: string | symbol): void => {
    const own: Set<string | symbol> = Reflect.hasOwnMetadata(MULTI_LINE, target)
      ? Reflect.getOwnMetadata(MULTI_LINE, target)
      : new Set(Reflect.getMetadata(MULTI_LINE, target) ?? []);
    own.add(property);
    Reflect.defineMetadata(MULTI_LINE, own, target);
  };

const ANY_FIELD = Symbol('every field');

/**
 * A body with no class-validator rules whose text may hold line breaks anywhere: a content value,
 * checked field by field by its own schema (validateContent in contracts) in the service. The
 * boundary still refuses control characters and over-deep nesting; ApiValidationPipe then passes
 * the value on untouched (see `isSchemaCheckedBody`).
 */
export const SchemaCheckedBody =
  (): ClassDecorator =>
  (target): void => {
    Reflect.defineMetadata(MULTI_LINE, new Set([ANY_FIELD]), target.prototype as object);
  };

export function isSchemaCheckedBody(metatype: unknown): boolean {
  return multiLineFields(metatype).has(ANY_FIELD);
}

function multiLineFields(metatype: unknown): ReadonlySet<string | symbol> {
  if (typeof metatype !== 'function') return new Set();
  return (
    (Reflect.getMetadata(MULTI_LINE, metatype.prototype as object) as Set<string>) ?? new Set()
  );
}

// C0 controls but tab, LF and CR (those three depend on the field), and DEL. Control characters
// are the point of this pattern.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const TAB = /\t/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LINE_BREAK = /[\r\n]/;

/**
 * The boundary's check of a whole request body or form (docs/api.md, "Bad input"), before any
 * field rule: at most MAX_BODY_DEPTH levels of objects and arrays; no control characters in any
 * text (U+0000 is refused by PostgreSQL, the others by every page that shows the text); no tab or
 * line break in a one-line field; no lone surrogate (PostgreSQL would store
 * another character). Answers the sentence refusing the first bad value (naming its
 * field: `title`, `ranges[0].open_time`), or null. Buffers (uploaded files) are not text.
 */
export function checkTextInput(value: unknown, metatype?: unknown): string | null {
  const multiLine = multiLineFields(metatype);
  const walk = (node: unknown, path: string, depth: number, lines: boolean): string | null => {
    if (typeof node === 'string') {
      if (CONTROL.test(node) || (!lines && TAB.test(node)))
        return controlCharactersInField(path || 'the request body');
      if (!lines && LINE_BREAK.test(node)) return lineBreakInField(path || 'the request body');
      if (LONE_SURROGATE.test(node)) return brokenCharacterInField(path || 'the request body');
      return null;
    }
    if (node === null || typeof node !== 'object' || ArrayBuffer.isView(node)) return null;
    if (depth > MAX_BODY_DEPTH) return bodyNestedTooDeeply(MAX_BODY_DEPTH);
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const found = walk(node[i], `${path}[${i}]`, depth + 1, lines);
        if (found) return found;
      }
      return null;
    }
    for (const [key, child] of Object.entries(node)) {
      const name = path ? `${path}.${key}` : key;
      const found = walk(
        child,
        name,
        depth + 1,
        depth === 1 ? multiLine.has(key) || multiLine.has(ANY_FIELD) : lines,
      );
      if (found) return found;
    }
    return null;
  };
  return walk(value, '', 1, false);
}
