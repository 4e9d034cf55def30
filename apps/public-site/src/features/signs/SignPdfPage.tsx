import pageStyles from '../../components/page/page.module.css';
import { fetchSign, useApiQuery } from '@furnace/api-client';
import { MESSAGES, signPdfPath } from '@furnace/contracts';
import { useParams } from '@furnace/router';
import { PdfDocument } from '../../components/pdf/PdfDocument';
import { usePageTitle } from '../../hooks/usePageTitle';
import styles from './signs.module.css';

const PAGE = 'Sign information';

/**
 * /signs/{name}: the page a QR code on one of the site's signs opens. First what staff wrote about
 * the place (its title and a short text), readable on a phone at the sign, then the sign's PDF and
 * a download link; 'Error: Invalid QR code provided.' when there is no such file, with ways onward.
 */
export default function SignPdfPage() {
  const { name = '' } = useParams();
  const { data: sign, loading } = useApiQuery(`sign:${name}`, (signal) => fetchSign(name, signal));
  const title = sign?.title.trim() || PAGE;
  usePageTitle(
    title,
    sign?.summary.trim() ||
      'More about the place in front of you, from the sign you scanned at Cornwall Iron Furnace.',
  );
  return (
    <section className={`${pageStyles['page-section']} ${styles['sign-page']}`}>
      <h1>{title}</h1>
      {/* Everything under the title once the sign is read: nothing on screen moves as it comes. */}
      {!loading && (
        <>
          {sign?.summary
            .trim()
            .split(/\n\s*\n/)
            .filter(Boolean)
            .map((paragraph, index) => (
              <p key={index} className={styles['sign-page__summary']}>
                {paragraph}
              </p>
            ))}
          <PdfDocument
            url={signPdfPath(encodeURIComponent(name))}
            title="Sign information (PDF)"
            missingMessage={MESSAGES.invalidQr}
          />
        </>
      )}
    </section>
  );
}
