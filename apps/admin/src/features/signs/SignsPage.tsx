import { deleteSign, fetchSigns } from '@furnace/api-client';
import { Button, VisuallyHidden } from '@furnace/ui';
import { EVENTS_ADMIN_TEXTS as T } from '@furnace/contracts';
import { useRef, useState } from 'react';
import { AdminPage, ListPanel, useAdminList } from '../../components/AdminPage';
import { ConfirmButton } from '../../components/ConfirmButton';
import { UploadSignForm } from './UploadSignForm';
import { SignDetailsForm } from './SignDetailsForm';
import { SignCode, SignPrintView } from './SignPrintView';
import styles from './signs.module.css';
import adminStyles from '../../app/admin.module.css';

/**
 * Signs: PDFs posted around the grounds, each reached from a printed QR code that opens
 * /signs/{name}. Upload under a name, list, delete, print the QR code.
 */
export function SignsPage() {
  const [printing, setPrinting] = useState<string | null>(null);
  const printButtons = useRef(new Map<string, HTMLButtonElement | null>());
  const list = useAdminList(
    'signs',
    fetchSigns,
    'The signs could not be loaded. Please reload the page.',
  );
  const { answers } = list;
  const printed = list.items?.find((sign) => sign.name === printing);

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
    <AdminPage
      title="Signs"
      intro="Each sign is a PDF that visitors open by scanning its QR code with a phone. Print the QR code and post it beside the exhibit."
    >
      <UploadSignForm answers={answers} onUploaded={list.reload} />
      <ListPanel title="Current signs" list={list} loading="Loading signs…" empty="No signs yet.">
        {(signs) => (
          <ul className={styles['sign-list']}>
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
                <SignDetailsForm sign={sign} answers={answers} onSaved={list.reload} />
              </li>
            ))}
          </ul>
        )}
      </ListPanel>
    </AdminPage>
  );
}
