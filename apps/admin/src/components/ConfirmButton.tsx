import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useEscapeKey } from './useEscapeKey';

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
      <button
        ref={triggerRef}
        type="button"
        className={`button button--danger ${className}`}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {children}
      </button>
    );
  }

  const cancel = () => {
    returnFocus.current = true;
    setAsking(false);
  };

  return (
    <div ref={group} role="group" aria-labelledby={questionId} className="confirm">
      <p id={questionId} className="confirm__question">
        {question}
      </p>
      <div className="confirm__actions">
        <button
          type="button"
          className="button button--danger"
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
        </button>
        <button ref={cancelRef} type="button" className="button button--secondary" onClick={cancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
