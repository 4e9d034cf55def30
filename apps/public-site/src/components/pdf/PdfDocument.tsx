import { fileExists, useApiQuery } from '@furnace/api-client';
import styles from './pdf.module.css';
import pageStyles from '../page/page.module.css';

interface PdfDocumentProps {
  url: string;
  title: string;
  /** Shown instead of the document when the HEAD check says the file is not there. */
  missingMessage: string;
}

/**
 * Shows a PDF. docs/product.md §2: the file is assumed to exist until a HEAD request for it fails,
 * so the document starts loading at once and the message only replaces it on a definite miss.
 */
export function PdfDocument({ url, title, missingMessage }: PdfDocumentProps) {
  const check = useApiQuery(url, (signal) => fileExists(url, signal));

  if (check.data === false) {
    return (
      <p className={pageStyles.notice} role="alert">
        {missingMessage}
      </p>
    );
  }
  return (
    <div>
      <iframe className={styles['pdf-document__frame']} src={url} title={title} />
      <p>
        <a href={url} target="_blank" rel="noopener noreferrer">
          Open the PDF in a new tab
        </a>
      </p>
    </div>
  );
}
