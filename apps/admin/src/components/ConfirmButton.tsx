import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@furnace/ui';
import { Question } from './Question';

interface ConfirmButtonProps {
  /** Visible button text, e.g. 'Delete'. */
  children: ReactNode;
  /** What the question asks, e.g. 'Delete "Night tour"? This cannot be undone.' */
  question: string;
  /** Text of the button that goes ahead, e.g. 'Yes, delete'. */
  confirmLabel: string;
  onConfirm: () => void | Promise<void>;
  className?: string;
  disabled?: boolean;
}

/**
 * A destructive button that asks first, in the page (Question). Focus returns to the button
 * when the question is dismissed; the going-ahead button waits while `onConfirm` runs.
 */
export function ConfirmButton({
  children,
  question,
  confirmLabel,
  onConfirm,
  className = '',
  disabled,
}: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  const [working, setWorking] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (asking || !returnFocus.current) return;
    returnFocus.current = false;
    trigger.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <Button
        ref={trigger}
        variant="danger"
        className={className}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {children}
      </Button>
    );
  }

  const answer = async (yes: boolean) => {
    if (!yes) {
      returnFocus.current = true;
      setAsking(false);
      return;
    }
    setWorking(true);
    try {
      await onConfirm();
    } finally {
      setWorking(false);
      setAsking(false);
    }
  };
  return (
    <Question
      question={question}
      confirmLabel={confirmLabel}
      onAnswer={(yes) => void answer(yes)}
      danger
      busy={working}
    />
  );
}
