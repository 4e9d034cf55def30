// Small RFC 5545 helpers: the feed is a handful of properties, so it is written by hand rather than
// through a library (none of the available ones writes a VTIMEZONE for an arbitrary IANA zone).

/** TEXT value escaping (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** Content lines are at most 75 octets; longer ones continue on lines starting with a space (3.1). */
export function foldLine(line: string): string {
  // ASCII lines (an octet a character) are cut without walking them: walking was most of the build.
  const octetCount = Buffer.byteLength(line);
  if (octetCount <= 75) return line;
  if (octetCount === line.length) {
    const asciiParts = [line.slice(0, 75)];
    for (let at = 75; at < line.length; at += 74) asciiParts.push(line.slice(at, at + 74));
    return asciiParts.join('\r\n ');
  }
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line holds 75 octets; continuation lines 74 plus the leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Lines joined with CRLF, folded, with the final CRLF the format requires. */
export function serialize(lines: readonly string[]): string {
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** 'YYYY-MM-DDTHH:MM:SS' -> 'YYYYMMDDTHHMMSS' (a local DATE-TIME, used with TZID). */
export function localDateTime(isoLocal: string): string {
  return isoLocal.replace(/[-:]/g, '');
}

/** An instant as a UTC DATE-TIME, e.g. 20261121T101500Z. */
export function utcDateTime(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}
