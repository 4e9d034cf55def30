import type { AdminSign } from '@furnace/api-client';
import { EVENTS_ADMIN_TEXTS as T } from '@furnace/contracts';
import { Button } from '@furnace/ui';
import { useEffect, useRef } from 'react';
import adminStyles from '../../app/admin.module.css';
import styles from './signs.module.css';

/** A sign's QR code and the address it opens, written out for a phone that cannot scan. */
export function SignCode(props: { sign: AdminSign; name: string; look: string; size: number }) {
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
      <SignCode sign={sign} name={title} look="sign-print" size={340} />
      <div className={`${adminStyles['button-row']} ${styles['sign-print__actions']}`}>
        <Button onClick={() => window.print()}>{T.printNow}</Button>
        <Button variant="secondary" onClick={onBack}>
          {T.backToSigns}
        </Button>
      </div>
    </section>
  );
}
