import type { ReactNode } from 'react';
import { Button } from '@furnace/ui';
import { Question } from './Question';
import { useEditing } from './useEditing';

interface ConfirmButtonProps {
  children: ReactNode;
  question: string;
  confirmLabel: string;
  onConfirm: () => unknown;
}

/** A destructive button that asks first, in the page; focus returns to it when dismissed. */
export function ConfirmButton(props: ConfirmButtonProps) {
  const { children, question, confirmLabel, onConfirm } = props;
  const asked = useEditing<'button' | 'asking' | 'working'>('button');

  const answer = async (yes: boolean) => {
    if (!yes) return asked.leave();
    asked.setEditing('working');
    try {
      await onConfirm();
    } finally {
      asked.setEditing('button');
    }
  };
  if (asked.editing !== 'button')
    return (
      <Question
        question={question}
        confirmLabel={confirmLabel}
        onAnswer={(yes) => void answer(yes)}
        danger
        busy={asked.editing === 'working'}
      />
    );
  return (
    <Button ref={asked.button} variant="danger" onClick={() => asked.setEditing('asking')}>
      {children}
    </Button>
  );
}
