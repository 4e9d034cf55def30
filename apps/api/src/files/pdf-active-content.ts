import { BadRequestException } from '@nestjs/common';
import { ACCOUNTS } from '@furnace/contracts';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from 'pdf-lib';

/** Keys that make a PDF do something by itself in a reader: a printed programme needs none. */
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
 * The PDF the site stores and serves for an upload: a copy rewritten from its pages, holding only
 * what they reach (page content, fonts, images, annotations), with a cross-reference table of our
 * own. A reader follows the cross-reference table where the check below reads the file top to
 * bottom, so a file could show a reader a catalog the check never saw (hidden in a stream, say);
 * the rewritten copy has nothing a reader can find that the check has not read. Refused (400):
 * a file that does not parse, is encrypted, has no page, or holds active content.
 */
export async function checkedPdf(pdf: Buffer): Promise<Buffer> {
  try {
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    if (doc.isEncrypted || doc.getPageCount() === 0) throw unreadable();
    if (containsActive(doc)) throw activeContent();
    const copy = await PDFDocument.create({ updateMetadata: false });
    for (const page of await copy.copyPages(doc, doc.getPageIndices())) copy.addPage(page);
    const bytes = Buffer.from(await copy.save({ useObjectStreams: false }));
    // The copy is read back as a reader would find it, and checked again.
    if (containsActive(await PDFDocument.load(bytes, { updateMetadata: false })))
      throw activeContent();
    return bytes;
  } catch (error) {
    // pdf-lib throws its own errors for a file it cannot read through (no catalog, no pages).
    throw error instanceof BadRequestException ? error : unreadable();
  }
}

const unreadable = () => new BadRequestException(ACCOUNTS.pdfUnreadable);
const activeContent = () => new BadRequestException(ACCOUNTS.pdfActiveContent);

const containsActive = (doc: PDFDocument) =>
  doc.context.enumerateIndirectObjects().some(([, object]) => isActive(object, 0));

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
