import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from 'pdf-lib';

/**
 * Keys that make a PDF do something by itself in a reader: scripts (/JS, /JavaScript), actions run
 * on opening or on page and field events (/OpenAction, /AA), launching programs (/Launch),
 * attached files (/EmbeddedFiles, /EmbeddedFile) and rich media. An uploaded PDF that contains
 * any of them is refused (docs/api.md "Bad input"): a printed programme needs none of them.
 */
const ACTIVE_KEYS = new Set([
  'JS',
  'JavaScript',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFiles',
  'EmbeddedFile',
  'RichMedia',
  'XFA',
]);
/** Values of /S (action type) or /Type that are active by themselves. */
const ACTIVE_VALUES = new Set(['JavaScript', 'Launch', 'ImportData', 'RichMedia', 'EmbeddedFile']);

/**
 * True when the PDF holds active content. Every object is walked as pdf-lib parses it (object
 * streams included, names with #xx escapes decoded); a file pdf-lib cannot parse is scanned as
 * raw bytes for the same names (a parsed file is not: compressed bytes could match by chance).
 */
export async function hasActiveContent(pdf: Buffer): Promise<boolean> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(pdf, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
  } catch {
    return rawScan(pdf);
  }
  for (const [, object] of doc.context.enumerateIndirectObjects())
    if (isActive(object, 0)) return true;
  return false;
}

function isActive(object: PDFObject | undefined, depth: number): boolean {
  if (!object || depth > 64 || object instanceof PDFRef) return false;
  if (object instanceof PDFRawStream) return isActive(object.dict, depth + 1);
  if (object instanceof PDFDict) {
    for (const [key, value] of object.entries()) {
      if (ACTIVE_KEYS.has(key.decodeText())) return true;
      if (value instanceof PDFName && ACTIVE_VALUES.has(value.decodeText())) return true;
      if (isActive(value, depth + 1)) return true;
    }
    return false;
  }
  if (object instanceof PDFArray) return object.asArray().some((item) => isActive(item, depth + 1));
  return false;
}

/** The same names in the bytes, #xx escapes decoded (for files pdf-lib cannot read). */
function rawScan(pdf: Buffer): boolean {
  const text = pdf
    .toString('latin1')
    .replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return /\/(JS|JavaScript|OpenAction|AA|Launch|EmbeddedFiles?|RichMedia|XFA)(?=[\s/<>[\]()%{}]|$)/.test(
    text,
  );
}
