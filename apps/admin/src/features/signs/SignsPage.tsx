import { deleteSign, fetchSigns, useApiQuery, type AdminSign } from '@furnace/api-client';
import {
  Button,
  LiveMessage,
  PageHeading,
  VisuallyHidden,
  failure,
  success,
  type Message,
} from '@furnace/ui';
import { EVENTS_ADMIN_TEXTS as T } from '@furnace/contracts';
import { useRef, useState } from 'react';
import { ConfirmButton } from '../../components/ConfirmButton';
import { UploadSignForm } from './UploadSignForm';
import { SignDetailsForm } from './SignDetailsForm';
import { SignPrintView } from './SignPrintView';
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
  const printButtons = useRef(new Map<string, HTMLButtonElement | null>());
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useApiQuery('signs', fetchSigns, {
    onError: (error) => {
      console.error(error);
      setMessage(failure('The signs could not be loaded. Please reload the page.'));
    },
  });
  const { reload } = query;
  const signs: AdminSign[] | null = query.data ?? (query.loading ? null : []);
  const printed = signs?.find((sign) => sign.name === printing);

  // The printable view of one QR code replaces the page; only it prints (signs.module.css).
  if (printed)
    return (
      <section className={styles['signs-page--printing']}>
        <SignPrintView
          sign={printed}
          onBack={() => {
            setPrinting(null);
            setTimeout(() => printButtons.current.get(printed.name)?.focus(), 0);
          }}
        />
      </section>
    );

  return (
    <section>
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
              <li key={sign.name} className={styles['sign-card']}>
                <h3 className={styles['sign-card__name']}>{sign.title || sign.name}</h3>
                {sign.title && <p className={styles['sign-card__slug']}>{sign.name}</p>}
                <img
                  className={styles['sign-card__qr']}
                  src={sign.qr}
                  alt={`QR code that opens the sign "${sign.name}"`}
                  width={160}
                  height={160}
                />
                <p className={styles['sign-card__url']}>
                  {T.qrEncodes} {sign.url}
                </p>
                <p>
                  <a href={`/signs/${sign.name}`}>
                    Open the sign<VisuallyHidden> {sign.name}</VisuallyHidden>
                  </a>
                </p>
                <div className={adminStyles['button-row']}>
                  <Button
                    ref={(element) => {
                      printButtons.current.set(sign.name, element);
                    }}
                    variant="secondary"
                    onClick={() => setPrinting(sign.name)}
                  >
                    {T.printQr}
                    <VisuallyHidden> of {sign.name}</VisuallyHidden>
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
                <SignDetailsForm sign={sign} onMessage={setMessage} onSaved={reload} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
