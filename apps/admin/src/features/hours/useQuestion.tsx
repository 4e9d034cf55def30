import { Button } from '@furnace/ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useEscapeKey } from '../../components/useEscapeKey';
import adminStyles from '../../app/admin.module.css';

interface Pending {
  question: string;
  confirmLabel: string;
  answer: (yes: boolean) => void;
}

/**
 * A question asked in the page in the middle of a save ("This date is in the past. Save anyway?"):
 * `ask()` resolves true or false when the user answers. Focus goes to Cancel, the safe choice,
 * and the question is a labelled group with the answers right under it (phones, screen readers).
 */
export function useQuestion(): {
  ask: (question: string, confirmLabel: string) => Promise<boolean>;
  questionElement: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const id = useId();
  const group = useEscapeKey<HTMLDivElement>(() => pending?.answer(false));
  useEffect(() => {
    if (pending) cancel.current?.focus();
  }, [pending]);

  const ask = (question: string, confirmLabel: string) =>
    new Promise<boolean>((resolve) =>
      setPending({
        question,
        confirmLabel,
        answer: (yes) => {
          setPending(null);
          resolve(yes);
        },
      }),
    );

  const questionElement = pending && (
    <div ref={group} role="group" aria-labelledby={id} className={adminStyles.confirm}>
      <p id={id} className={adminStyles.confirm__question}>
        {pending.question}
      </p>
      <div className={adminStyles.confirm__actions}>
        <Button onClick={() => pending.answer(true)}>{pending.confirmLabel}</Button>
        <Button ref={cancel} variant="secondary" onClick={() => pending.answer(false)}>
          Cancel
        </Button>
      </div>
    </div>
  );
  return { ask, questionElement };
}
