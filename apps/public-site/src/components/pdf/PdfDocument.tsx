import { useEffect, useState } from 'react';
import { fileExists } from '../../api';
import './pdf.css';

interface PdfDocumentProps {
  url: string;
  title: string;
  /** Shown instead of the document when the HEAD check says the file is not there. */
  missingMessage: string;
}

/**
 * Shows a PDF. SPEC section 2: the file is assumed to exist until a HEAD request for it fails,
 * so the document starts loading at once and the message only replaces it on a definite miss.
 */
export function PdfDocument({ url, title, missingMessage }: PdfDocumentProps) {
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    let current = true;
    setMissing(false);
    fileExists(url).then((exists) => current && !exists && setMissing(true));
    return () => {
      current = false;
    };
  }, [url]);

  if (missing) {
    return (
      <p className="notice" role="alert">
        {missingMessage}
      </p>
    );
  }
  return (
    <div className="pdf-document">
      <iframe className="pdf-document__frame" src={url} title={title} />
      <p>
        <a href={url} target="_blank" rel="noopener noreferrer">
          Open the PDF in a new tab
        </a>
      </p>
    </div>
  );
}
