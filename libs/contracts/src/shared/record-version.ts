// A record's version (ADR 16): a hash of the record as sent, its ETag and a write's If-Match.
export function recordVersion(record: unknown): string {
  return `"${hash53(JSON.stringify(record) ?? 'null').toString(36)}"`;
}

/** cyrb53 (public domain): a fast 53-bit string hash, the same in every browser and in Node. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** What a 412 names (the API's sentence) and what the admin says about it. */
export type EditedRecord = 'event' | 'content' | 'hours' | 'season' | 'special day' | 'holiday';

/** The 412's sentence: `If-Match` named an older version, so nothing was changed. */
export const changedSinceRead = (what: EditedRecord, name: string) =>
  `The ${what} ${name} was changed by someone else after you read it (If-Match does not match its current ETag); nothing was changed. Read it again and repeat the change.`;

/** The admin's words for the same 412, above the form that keeps what the volunteer typed. */
export const editConflict = (what: EditedRecord) =>
  `Someone else changed this ${what} while you were editing it, so your changes were not saved. What you typed is still here: load the newer version to see their changes (yours are lost), or save again to replace theirs with yours.`;

/** The admin's button that drops what was typed and starts again from the newer version. */
export const loadNewerVersion = 'Load the newer version';
