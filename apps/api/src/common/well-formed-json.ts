/** With the u flag a pair is one code point; only an unpaired half is a surrogate (Cs). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * JSON bodies are read as I-JSON (RFC 7493): a string (or key) with a lone surrogate such as
 * "\ud800" is not text and is refused with 400 before any handler runs, rather than stored as
 * U+FFFD in a column and refused by jsonb in the same change's History entry. The reviver runs
 * inside body-parser's JSON.parse, whose failure is the usual 400 (AllExceptionsFilter).
 */
export function refuseLoneSurrogates(key: string, value: unknown): unknown {
  if (LONE_SURROGATE.test(key) || (typeof value === 'string' && LONE_SURROGATE.test(value)))
    throw new SyntaxError('A string in the body is not well-formed Unicode (a lone surrogate).');
  return value;
}
