import pageStyles from '../../components/page/page.module.css';
import { usePublicRead } from '@furnace/api-client';
import {
  EVENTS_PUBLIC,
  MESSAGES,
  SIGN_PAGE_HEAD,
  signPdfPath,
  type SignPage,
} from '@furnace/contracts';
import { useParams } from '@furnace/router';
import { PdfDocument } from '../../components/pdf/PdfDocument';
import { usePageHead } from '../../hooks/usePageHead';
import styles from './signs.module.css';

/** /signs/{name}, a QR code's page: staff's title and text about the place, then the sign's PDF. */
export default function SignPdfPage() {
  const { name = '' } = useParams();
  const { data: sign, loading } = usePublicRead<SignPage, null>(
    `/signs/${encodeURIComponent(name)}`,
    EVENTS_PUBLIC.gettingSign,
    { missing: null },
  );
  const title = sign?.title.trim() || SIGN_PAGE_HEAD.page;
  usePageHead(
    sign
      ? { page: title, description: sign.summary.trim() || SIGN_PAGE_HEAD.description }
      : undefined,
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
            // A sign the API knows has its PDF: the server's page says so without a script.
            listed={sign === undefined ? undefined : sign !== null}
          />
        </>
      )}
    </section>
  );
}
