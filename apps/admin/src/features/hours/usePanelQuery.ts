import { useApiQuery } from '@furnace/api-client';
import { failure, success, type Message } from '@furnace/ui';
import { useEffect, useState } from 'react';
import { useAnswers } from '../../components/Answer';
import { loadFailureText } from '../../components/failure-text';

/** Where a panel says a delete was done: above the list, as the card and its button are gone. */
export const LIST_PLACE = 'list';

/** A panel's list, its status message and answers; read again when `version` is bumped. */
export function usePanelQuery<T>(
  key: string,
  fetch: (signal?: AbortSignal) => Promise<T>,
  loadFailed: string,
  { version = 0, onChanged }: { version?: number; onChanged?: () => void } = {},
) {
  const [message, setMessage] = useState<Message | null>(null);
  const answers = useAnswers();
  const query = useApiQuery(key, fetch, {
    onError: (error) => {
      console.error(error);
      setMessage(failure(loadFailureText(error, loadFailed)));
    },
  });
  const { reload } = query;
  useEffect(() => {
    if (version) void reload();
  }, [version, reload]);

  /** A delete from the card `place`: a failure answers there, beside its button; a done one above the list. */
  async function remove(
    place: string,
    work: () => Promise<unknown>,
    done: string,
    failed: (error: unknown) => string,
  ) {
    setMessage(null);
    const removed = await answers.run(place, work, null, failed);
    await reload();
    if (!removed) return;
    onChanged?.();
    answers.show(LIST_PLACE, success(done));
  }
  return { query, reload, message, setMessage, answers, remove };
}
