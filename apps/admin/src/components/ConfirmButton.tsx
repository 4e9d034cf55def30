import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@furnace/ui';
import { Question } from './Question';

interface ConfirmButtonProps {
  children: ReactNode;
  question: string;
  confirmLabel: string;
  onConfirm: () => void | Promise<void>;
}

/** A destructive button that asks first, in the page; focus returns to it when dismissed. */
export function ConfirmButton(props: ConfirmButtonProps) {
  const { children, question, confirmLabel, onConfirm } = props;
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
      onClick={() => setStep('asking')}
    >
      {children}
    </Button>
  );
}
