import { fileExists, useApiQuery } from '@furnace/api-client';
import { EVENTS_PUBLIC } from '@furnace/contracts';
import { Link } from '@furnace/router';
import { NewTabLink } from '@furnace/ui';
import styles from './pdf.module.css';
import pageStyles from '../page/page.module.css';

interface PdfDocumentProps {
  url: string;
  title: string;
  missingMessage: string;
  /** False when the API lists no such file: the message at once (the HEAD check still runs). */
  listed?: boolean;
}

/** Where to go when the file is missing: one standing at a sign is not left at a dead end. */
const ONWARD = [
  ['/map', 'Site map of the grounds'],
  ['/events', 'Programs and events'],
  ['/visit', 'Plan your visit'],
  ['/', 'Home page'],
] as const;

/** docs/product.md §2: a PDF, assumed to exist until a HEAD request for it fails. */
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
        <NewTabLink href={url}>{EVENTS_PUBLIC.openPdf}</NewTabLink>
      </p>
    </div>
  );
}
