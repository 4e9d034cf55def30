import { deleteSign, fetchSigns } from '@furnace/api-client';
import type { SignRecord } from '@furnace/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ConfirmButton } from '../../components/ConfirmButton';
import { LiveMessage, failure, success, type Message } from '../../components/LiveMessage';
import { PageHeading } from '../../components/PageHeading';
import { UploadSignForm } from './UploadSignForm';
import './signs.css';

/**
 * Signs: PDFs posted around the grounds, each reached from a printed QR code that opens
 * /signs/{name}. Upload under a name, list, delete, print the QR code.
 */
export function SignsPage() {
  const [signs, setSigns] = useState<SignRecord[] | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [printing, setPrinting] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const reload = useCallback(async () => {
    try {
      setSigns(await fetchSigns());
    } catch (error) {
      console.error(error);
      setSigns((current) => current ?? []);
      setMessage(failure('The signs could not be loaded. Please reload the page.'));
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  // Print only the chosen QR code: mark it, let the print styles hide the rest, then unmark.
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  return (
    <section className={printing ? 'signs-page signs-page--printing' : 'signs-page'}>
      <PageHeading>Signs</PageHeading>
      <p className="admin-page__intro">
        Each sign is a PDF that visitors open by scanning its QR code with a phone. Print the QR
        code and post it beside the exhibit.
      </p>
      <UploadSignForm onMessage={setMessage} onUploaded={reload} />
      <section className="admin-panel" aria-labelledby="sign-list-title">
        <h2 id="sign-list-title" ref={heading} tabIndex={-1}>
          Current signs
        </h2>
        <LiveMessage message={message} />
        {signs === null ? (
          <p aria-busy="true">Loading signs…</p>
        ) : signs.length === 0 ? (
          <p>No signs yet.</p>
        ) : (
          <ul className="sign-list">
            {signs.map((sign) => (
              <li
                key={sign.name}
                className={`sign-card ${printing === sign.name ? 'sign-card--printing' : ''}`}
              >
                <h3 className="sign-card__name">{sign.name}</h3>
                <img
                  className="sign-card__qr"
                  src={sign.qr}
                  alt={`QR code that opens the sign "${sign.name}"`}
                  width={160}
                  height={160}
                />
                <p>
                  <a href={`/signs/${sign.name}`}>
                    Open the sign<span className="admin-visually-hidden"> {sign.name}</span>
                  </a>
                </p>
                <div className="button-row">
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => setPrinting(sign.name)}
                  >
                    Print QR code<span className="admin-visually-hidden"> for {sign.name}</span>
                  </button>
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
                            `The sign "${sign.name}" could not be deleted. Please try again.`,
                          ),
                        );
                        return;
                      }
                      setMessage(success(`Deleted the sign "${sign.name}".`));
                      await reload();
                      heading.current?.focus();
                    }}
                  >
                    Delete<span className="admin-visually-hidden"> {sign.name}</span>
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
