import { Button } from '@furnace/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useEscapeKey } from './useEscapeKey';
import adminStyles from '../app/admin.module.css';

interface QuestionProps {
  question: string;
  confirmLabel: string;
  onAnswer: (yes: boolean) => void;
  /** The going-ahead button is a danger button (a delete) and waits while `busy`. */
  danger?: boolean;
  busy?: boolean;
}

/** A question in the page, not window.confirm (poor with screen readers); focus on Cancel. */
export function Question({ question, confirmLabel, onAnswer, danger, busy }: QuestionProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const id = useId();
  const group = useEscapeKey<HTMLDivElement>(() => onAnswer(false));
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div ref={group} role="group" aria-labelledby={id} className={adminStyles.confirm}>
      <p id={id} className={adminStyles.confirm__question}>
        {question}
      </p>
      <div className={adminStyles['button-row']}>
        <Button
          variant={danger ? 'danger' : undefined}
          disabled={busy}
          onClick={() => onAnswer(true)}
        >
          {confirmLabel}
        </Button>
        <Button ref={cancel} variant="secondary" onClick={() => onAnswer(false)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** `ask()` shows `questionElement` in the middle of a save and resolves with the answer. */
export function useQuestion() {
  const [pending, setPending] = useState<QuestionProps | null>(null);
  const ask = (question: string, confirmLabel: string) =>
    new Promise<boolean>((resolve) =>
      setPending({
        question,
        confirmLabel,
        onAnswer: (yes) => {
          setPending(null);
          resolve(yes);
        },
      }),
    );
  // A new question is a new group, so focus goes to its Cancel again.
  const questionElement = pending && <Question key={pending.question} {...pending} />;
  return { ask, questionElement };
}
