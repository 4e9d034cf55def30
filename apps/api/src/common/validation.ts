import {
  bodyNestedTooDeeply,
  brokenCharacterInField,
  controlCharactersInField,
  lineBreakInField,
  MAX_BODY_DEPTH,
} from '@furnace/contracts';

/** Every top-level field may hold several lines (a content value, checked by its own schema). */
export const EVERY_FIELD = '*';

// C0 controls but tab, LF and CR (those depend on the field), and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const TAB = /\t/;
const LINE_BREAK = /[\r\n]/;

/** Before any field rule (docs/api.md, "Bad input"): the first bad value's refusal, or null. */
export function checkTextInput(
  value: unknown,
  multiLine: ReadonlySet<string> = new Set(),
): string | null {
  const walk = (node: unknown, path: string, depth: number, lines: boolean): string | null => {
    if (typeof node === 'string') {
      const field = path || 'the request body';
      if (CONTROL.test(node) || (!lines && TAB.test(node))) return controlCharactersInField(field);
      if (!lines && LINE_BREAK.test(node)) return lineBreakInField(field);
      return node.isWellFormed() ? null : brokenCharacterInField(field);
    }
    if (node === null || typeof node !== 'object' || ArrayBuffer.isView(node)) return null;
    if (depth > MAX_BODY_DEPTH) return bodyNestedTooDeeply(MAX_BODY_DEPTH);
    const list = Array.isArray(node);
    for (const [key, child] of Object.entries(node)) {
      const name = list ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      const many = depth === 1 && !list ? multiLine.has(key) || multiLine.has(EVERY_FIELD) : lines;
      const found = walk(child, name, depth + 1, many);
      if (found) return found;
    }
    return null;
  };
  return walk(value, '', 1, false);
}
