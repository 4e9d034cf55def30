import { useRef, useState, type ReactNode } from 'react';
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
export function ConfirmButton(props: ConfirmButtonProps) {
  const { children, question, confirmLabel, onConfirm, ...button } = props;
  const [step, setStep] = useState<'button' | 'asking' | 'working'>('button');
  const dismissed = useRef(false);

  const answer = async (yes: boolean) => {
    dismissed.current = !yes;
    setStep(yes ? 'working' : 'button');
    try {
      if (yes) await onConfirm();
    } finally {
      setStep('button');
    }
  };
  if (step !== 'button')
    return (
      <Question
        question={question}
        confirmLabel={confirmLabel}
        onAnswer={(yes) => void answer(yes)}
        danger
        busy={step === 'working'}
      />
    );
  return (
    <Button
      // Back from a dismissed question, the button takes the focus again.
      ref={(element) => {
        if (element && dismissed.current) element.focus();
        dismissed.current = false;
      }}
      variant="danger"
      {...button}
      onClick={() => setStep('asking')}
    >
      {children}
    </Button>
  );
}
