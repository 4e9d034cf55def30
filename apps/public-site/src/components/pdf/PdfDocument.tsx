import { fileExists, useApiQuery } from '@furnace/api-client';
import { EVENTS_PUBLIC } from '@furnace/contracts';
import { Link } from '@furnace/router';
import styles from './pdf.module.css';
import pageStyles from '../page/page.module.css';

interface PdfDocumentProps {
  url: string;
  title: string;
  /** Shown instead of the document when the HEAD check says the file is not there. */
  missingMessage: string;
  /**
   * What the API already said: false when it lists no such file (an event with `pdf: null`).
   * The message is then shown from the start (a frame replaced by it moved the page), while the
   * HEAD check of the spec still runs and shows the document if the file is there after all.
   */
  listed?: boolean;
}

/** Where a visitor can go when the file is missing: one standing at a sign is not left at a dead end. */
const ONWARD = [
  ['/map', 'Site map of the grounds'],
  ['/events', 'Programs and events'],
  ['/visit', 'Plan your visit'],
  ['/', 'Home page'],
] as const;

/**
 * Shows a PDF. docs/product.md §2: the file is assumed to exist until a HEAD request for it fails,
 * so the document starts loading at once and the message only replaces it on a definite miss.
 */
export function PdfDocument({ url, title, missingMessage, listed }: PdfDocumentProps) {
  const check = useApiQuery(`HEAD ${url}`, (signal) => fileExists(url, signal));

  if (check.data === false || (listed === false && check.data !== true)) {
    return (
      <>
        <p className={pageStyles.notice} role="alert">
          {missingMessage}
        </p>
        <nav aria-label="Where to go from here">
          <ul className={`${pageStyles['button-row']} ${styles['pdf-document__onward']}`}>
            {ONWARD.map(([to, text]) => (
              <li key={to}>
                <Link to={to}>{text}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </>
    );
  }
  return (
    <div>
      <iframe className={styles['pdf-document__frame']} src={url} title={title} />
      <p className={pageStyles['link-row']}>
        <a href={url} download>
          {EVENTS_PUBLIC.downloadPdf}
        </a>
        <a href={url} target="_blank" rel="noopener noreferrer">
          {EVENTS_PUBLIC.openPdf}
        </a>
      </p>
    </div>
  );
}
