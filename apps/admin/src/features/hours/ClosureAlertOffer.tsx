import { ApiRefusal, createAlert } from '@furnace/api-client';
import { CLOSURE_ALERT_TEXTS as TEXTS } from '@furnace/contracts';
import { Button, LiveMessage, failure, success, type Message } from '@furnace/ui';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { MUSEUM_TIME_ZONE } from '../../components/museum-time';
import { failureText } from '../../components/failure-text';

/**
 * After a closed special day covering today is saved: one click publishes the matching notice above
 * every public page ("Closed today: Snow."), from now until the museum's midnight after the closure.
 */
export function ClosureAlertOffer({ reason, through }: { reason: string; through: string }) {
  const [state, setState] = useState<'offered' | 'publishing' | 'done'>('offered');
  const [message, setMessage] = useState<Message | null>(null);
  const text = TEXTS.message(reason);

  async function publish() {
    setState('publishing');
    setMessage(null);
    try {
      const end = DateTime.fromISO(through, { zone: MUSEUM_TIME_ZONE }).plus({ days: 1 });
      await createAlert({
        message: text,
        level: 'closure',
        starts_at: new Date().toISOString(),
        ends_at: end.toISO() as string,
      });
    } catch (error) {
      console.error(error);
      const refused = error instanceof ApiRefusal && error.status < 500;
      setMessage(failure(refused ? error.message : failureText(error, TEXTS.failed)));
      setState('offered');
      return;
    }
    setMessage(success(TEXTS.published));
    setState('done');
  }

  return (
    <div data-testid="closure-alert-offer">
      <LiveMessage message={message} />
      {state !== 'done' && (
        <p>
          {TEXTS.offer(text)}{' '}
          <Button onClick={publish} disabled={state === 'publishing'}>
            {state === 'publishing' ? TEXTS.publishing : TEXTS.publish}
          </Button>
        </p>
      )}
    </div>
  );
}
