// Checked at the API's boundary before any field rule (docs/api.md, "Bad input").

/** The deepest nesting of objects and arrays a JSON body may have (the top-level object is 1). */
export const MAX_BODY_DEPTH = 32;

/** U+0000 and the other C0 control characters (tab and line breaks allowed in multi-line fields). */
export const controlCharactersInField = (field: string) =>
  `${field} must not contain control characters (such as U+0000).`;

/** A lone UTF-16 surrogate: PostgreSQL would store a replacement character instead. */
export const brokenCharacterInField = (field: string) =>
  `${field} must not contain broken characters (such as a lone \\ud800).`;

/** CR or LF in a field that is one line (titles, names, dates, link texts and addresses...). */
export const lineBreakInField = (field: string) =>
  `${field} must be a single line (no line breaks).`;

export const bodyNestedTooDeeply = (max: number) =>
  `The request body is nested too deeply (at most ${max} levels of objects and arrays).`;
