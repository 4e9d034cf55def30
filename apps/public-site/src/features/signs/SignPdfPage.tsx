import pageStyles from '../../components/page/page.module.css';
import { MESSAGES, signPdfPath } from '@furnace/contracts';
import { useParams } from '@furnace/router';
import { PdfDocument } from '../../components/pdf/PdfDocument';
import { usePageTitle } from '../../hooks/usePageTitle';

/**
 * /signs/{name}: the page a QR code on one of the site's signs opens. Shows that sign's PDF, or
 * 'Error: Invalid QR code provided.' when there is no such sign.
 */
export default function SignPdfPage() {
  const { name = '' } = useParams();
  usePageTitle(
    'Sign information',
    'More about the place in front of you, from the sign you scanned at Cornwall Iron Furnace.',
  );
  return (
    <section className={pageStyles['page-section']}>
      <h1>Sign information</h1>
      <PdfDocument
        url={signPdfPath(encodeURIComponent(name))}
        title="Sign information (PDF)"
        missingMessage={MESSAGES.invalidQr}
      />
    </section>
  );
}
