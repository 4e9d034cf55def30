import { deleteSign, fetchSigns } from '@furnace/api-client';
import { Button, VisuallyHidden } from '@furnace/ui';
import { EVENTS_ADMIN_TEXTS as T, type SignRecord } from '@furnace/contracts';
import { useEffect, useRef, useState } from 'react';
import { AdminPage, ListPanel, useAdminList } from '../../components/AdminPage';
import { ConfirmButton } from '../../components/ConfirmButton';
import { SignDetailsForm, UploadSignForm } from './UploadSignForm';
import styles from './signs.module.css';
import adminStyles from '../../app/admin.module.css';

/** A sign's QR code and the address it opens, written out for a phone that cannot scan. */
function SignCode(props: { sign: SignRecord; name: string; look: string; size: number }) {
  return (
    <>
      <img
        className={styles[`${props.look}__qr`]}
        src={props.sign.qr}
        alt={`QR code that opens the sign "${props.name}"`}
        width={props.size}
        height={props.size}
      />
      <p className={styles[`${props.look}__url`]}>
        {T.qrEncodes} <strong>{props.sign.url}</strong>
      </p>
    </>
  );
}

/** Signs: PDFs posted around the grounds, each opened from a printed QR code (/signs/{name}). */
export function SignsPage() {
  const [printing, setPrinting] = useState<string | null>(null);
  const list = useAdminList(
    'signs',
    fetchSigns,
    'The signs could not be loaded. Please reload the page.',
  );
  const printed = list.items?.find((sign) => sign.name === printing);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [printing]);
  // The printable view of one QR code replaces the page: its title, the code and its address.
  // Only it prints (signs.module.css).
  if (printed) {
    const title = printed.title || printed.name;
    return (
      <section className={styles['sign-print']} aria-labelledby="sign-print-title">
        {/* The page's main heading while the view replaces the list. */}
        <h1
          id="sign-print-title"
          ref={heading}
          tabIndex={-1}
          className={styles['sign-print__title']}
        >
          {title}
        </h1>
        <SignCode sign={printed} name={title} look="sign-print" size={340} />
        <div className={`${adminStyles['button-row']} ${styles['sign-print__actions']}`}>
          <Button onClick={() => window.print()}>{T.printNow}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setPrinting(null);
              setTimeout(() => document.getElementById(`print-${printed.name}`)?.focus(), 0);
            }}
          >
            {T.backToSigns}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <AdminPage
      title="Signs"
      intro="Each sign is a PDF that visitors open by scanning its QR code with a phone. Print the QR code and post it beside the exhibit."
    >
      <UploadSignForm list={list} />
      <ListPanel title="Current signs" list={list} loading="Loading signs…" empty="No signs yet.">
        {(signs) => (
          <ul className={adminStyles.cards}>
            {signs.map((sign) => (
              <li key={sign.name} className={styles['sign-card']}>
                <h3 className={styles['sign-card__name']}>{sign.title || sign.name}</h3>
                {sign.title && <p className={styles['sign-card__slug']}>{sign.name}</p>}
                <SignCode sign={sign} name={sign.name} look="sign-card" size={160} />
                <p>
                  <a href={`/signs/${sign.name}`}>
                    Open the sign<VisuallyHidden> {sign.name}</VisuallyHidden>
                  </a>
                </p>
                <div className={adminStyles['button-row']}>
                  <Button
                    id={`print-${sign.name}`}
                    variant="secondary"
                    onClick={() => setPrinting(sign.name)}
                  >
                    {T.printQr}
                    <VisuallyHidden> of {sign.name}</VisuallyHidden>
                  </Button>
                  <ConfirmButton
                    question={`Delete the sign "${sign.name}"? Printed QR codes for it will stop working.`}
                    confirmLabel="Yes, delete"
                    onConfirm={() =>
                      list.act(
                        () => deleteSign(sign.name),
                        `Deleted the sign "${sign.name}".`,
                        `The sign "${sign.name}" could not be deleted. Please try again.`,
                      )
                    }
                  >
                    Delete<VisuallyHidden> {sign.name}</VisuallyHidden>
                  </ConfirmButton>
                </div>
                <SignDetailsForm sign={sign} list={list} />
              </li>
            ))}
          </ul>
        )}
      </ListPanel>
    </AdminPage>
  );
}
