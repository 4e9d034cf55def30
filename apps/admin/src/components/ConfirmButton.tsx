import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@furnace/ui';
import { useEscapeKey } from './useEscapeKey';
import adminStyles from '../app/admin.module.css';

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
 * A destructive button that asks first, in the page rather than with window.confirm (which screen
 * readers and phones handle poorly, and which tests cannot see). Focus moves to 'Cancel', the safe
 * choice, and returns to the button when the question is dismissed.
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
  const cancelRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const questionId = useId();
  const group = useEscapeKey<HTMLDivElement>(() => {
    returnFocus.current = true;
    setAsking(false);
  });

  useEffect(() => {
    if (asking) cancelRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      triggerRef.current?.focus();
    }
  }, [asking]);

  if (!asking) {
    return (
      <Button
        ref={triggerRef}
        variant="danger"
        className={className}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {children}
      </Button>
    );
  }

  const cancel = () => {
    returnFocus.current = true;
    setAsking(false);
  };

  return (
    <div ref={group} role="group" aria-labelledby={questionId} className={adminStyles.confirm}>
      <p id={questionId} className={adminStyles.confirm__question}>
        {question}
      </p>
      <div className={adminStyles['button-row']}>
        <Button
          variant="danger"
          disabled={working}
          onClick={async () => {
            setWorking(true);
            try {
              await onConfirm();
            } finally {
              setWorking(false);
              setAsking(false);
            }
          }}
        >
          {confirmLabel}
        </Button>
        <Button ref={cancelRef} variant="secondary" onClick={cancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
