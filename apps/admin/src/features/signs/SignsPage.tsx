import { deleteSign, fetchSigns, useApiQuery } from '@furnace/api-client';
import {
  Button,
  LiveMessage,
  PageHeading,
  VisuallyHidden,
  failure,
  success,
  type Message,
} from '@furnace/ui';
import type { SignRecord } from '@furnace/contracts';
import { useEffect, useRef, useState } from 'react';
import { ConfirmButton } from '../../components/ConfirmButton';
import { UploadSignForm } from './UploadSignForm';
import styles from './signs.module.css';
import adminStyles from '../../app/admin.module.css';
import { failureText } from '../../components/failure-text';

/**
 * Signs: PDFs posted around the grounds, each reached from a printed QR code that opens
 * /signs/{name}. Upload under a name, list, delete, print the QR code.
 */
export function SignsPage() {
  const [message, setMessage] = useState<Message | null>(null);
  const [printing, setPrinting] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useApiQuery('signs', fetchSigns, {
    onError: (error) => {
      console.error(error);
      setMessage(failure('The signs could not be loaded. Please reload the page.'));
    },
  });
  const { reload } = query;
  const signs: SignRecord[] | null = query.data ?? (query.loading ? null : []);

  // Print only the chosen QR code: mark it, let the print styles hide the rest, then unmark.
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  return (
    <section className={printing ? styles['signs-page--printing'] : undefined}>
      <PageHeading>Signs</PageHeading>
      <p className={adminStyles['admin-page__intro']}>
        Each sign is a PDF that visitors open by scanning its QR code with a phone. Print the QR
        code and post it beside the exhibit.
      </p>
      <UploadSignForm onMessage={setMessage} onUploaded={reload} />
      <section className={adminStyles['admin-panel']} aria-labelledby="sign-list-title">
        <h2 id="sign-list-title" ref={heading} tabIndex={-1}>
          Current signs
        </h2>
        <LiveMessage message={message} />
        {signs === null ? (
          <p aria-busy="true">Loading signs…</p>
        ) : signs.length === 0 ? (
          <p>No signs yet.</p>
        ) : (
          <ul className={styles['sign-list']}>
            {signs.map((sign) => (
              <li
                key={sign.name}
                className={`${styles['sign-card']} ${printing === sign.name ? styles['sign-card--printing'] : ''}`}
              >
                <h3 className={styles['sign-card__name']}>{sign.name}</h3>
                <img
                  className={styles['sign-card__qr']}
                  src={sign.qr}
                  alt={`QR code that opens the sign "${sign.name}"`}
                  width={160}
                  height={160}
                />
                <p>
                  <a href={`/signs/${sign.name}`}>
                    Open the sign<VisuallyHidden> {sign.name}</VisuallyHidden>
                  </a>
                </p>
                <div className={adminStyles['button-row']}>
                  <Button variant="secondary" onClick={() => setPrinting(sign.name)}>
                    Print QR code<VisuallyHidden> for {sign.name}</VisuallyHidden>
                  </Button>
                  <ConfirmButton
                    question={`Delete the sign "${sign.name}"? Printed QR codes for it will stop working.`}
                    confirmLabel="Yes, delete"
                    onConfirm={async () => {
                      try {
                        await deleteSign(sign.name);
                      } catch (error) {
                        console.error(error);
                        setMessage(
                          failure(
                            failureText(
                              error,
                              `The sign "${sign.name}" could not be deleted. Please try again.`,
                            ),
                          ),
                        );
                        return;
                      }
                      setMessage(success(`Deleted the sign "${sign.name}".`));
                      await reload();
                      heading.current?.focus();
                    }}
                  >
                    Delete<VisuallyHidden> {sign.name}</VisuallyHidden>
                  </ConfirmButton>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
