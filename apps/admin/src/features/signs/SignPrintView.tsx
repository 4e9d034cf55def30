import type { AdminSign } from '@furnace/api-client';
import { EVENTS_ADMIN_TEXTS as T } from '@furnace/contracts';
import { Button } from '@furnace/ui';
import { useEffect, useRef } from 'react';
import adminStyles from '../../app/admin.module.css';
import styles from './signs.module.css';

/**
 * The printable QR code of a sign: its title, the code, and the address the code opens written
 * out, so a visitor whose phone cannot scan can still type it. Only this prints.
 */
export function SignPrintView({ sign, onBack }: { sign: AdminSign; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const title = sign.title || sign.name;
  return (
    <section className={styles['sign-print']} aria-labelledby="sign-print-title">
      {/* The page's main heading while the view replaces the list. */}
      <h1 id="sign-print-title" ref={heading} tabIndex={-1} className={styles['sign-print__title']}>
        {title}
      </h1>
      <img
        className={styles['sign-print__qr']}
        src={sign.qr}
        alt={`QR code that opens the sign "${title}"`}
        width={340}
        height={340}
      />
      <p className={styles['sign-print__url']}>
        {T.qrEncodes} <strong>{sign.url}</strong>
      </p>
      <div className={`${adminStyles['button-row']} ${styles['sign-print__actions']}`}>
        <Button onClick={() => window.print()}>{T.printNow}</Button>
        <Button variant="secondary" onClick={onBack}>
          {T.backToSigns}
        </Button>
      </div>
    </section>
  );
}
