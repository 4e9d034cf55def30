import { useApiQuery } from '@furnace/api-client';
import { failure, success, type Message } from '@furnace/ui';
import { useEffect, useState } from 'react';
import { useAnswers } from '../../components/Answer';
import { loadFailureText } from '../../components/failure-text';
import { isEditConflict } from './save-failure';

interface PanelOptions {
  /** Bumped by any save on the Hours page: the list is read again. */
  version?: number;
  /** Told after each change the panel made. */
  onChanged?: () => void;
}

/** An action from `place` in a panel; `done` or `failed(error)` says how it went. */
type PanelAction<R> = (
  place: string,
  work: () => Promise<unknown>,
  done: string,
  failed: (error: unknown) => string,
) => Promise<R>;

/** Where a panel says a delete was done: above the list, as the card and its button are gone. */
export const LIST_PLACE = 'list';

/**
 * A panel's list and its status message: a failed load says `loadFailed` there (and, while the
 * database is down, to try again). `answers`: the panel's answers beside the buttons pressed.
 */
export function usePanelQuery<T>(
  key: string,
  fetch: (signal?: AbortSignal) => Promise<T>,
  loadFailed: string,
  { version = 0, onChanged }: PanelOptions = {},
) {
  // What the panel last said, and where: beside the thing it answers (`place`), else at the top.
  const [said, setSaid] = useState<{ message: Message; place?: string } | null>(null);
  const setMessage = (message: Message | null, place?: string) =>
    setSaid(message && { message, place });
  const message = said && !said.place ? said.message : null;
  const messageAt = (place: string) => (said?.place === place ? said.message : null);
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

  /**
   * A save or delete from the panel, said at `place` (messageAt): `failed(error)` when it did not
   * work (after a 412 the list is read again, to show the record as someone else left it, and what
   * was typed stays); else the list is read again and `done` said. Resolves to whether it worked.
   */
  const change: PanelAction<boolean> = async (place, work, done, failed) => {
    setMessage(null);
    answers.show(LIST_PLACE, null);
    try {
      await work();
    } catch (error) {
      console.error(error);
      setMessage(failure(failed(error)), place);
      if (isEditConflict(error)) await reload();
      return false;
    }
    await reload();
    onChanged?.();
    setMessage(success(done), place);
    return true;
  };
  /**
   * A delete from the card `place`: a failure answers there, beside its button (after a 412 the
   * card shows the record as someone else left it); a done one above the list, and `done` says so.
   */
  const remove: PanelAction<void> = async (place, work, done, failed) => {
    setMessage(null);
    const removed = await answers.run(place, work, null, failed);
    await reload();
    if (!removed) return;
    onChanged?.();
    answers.show(LIST_PLACE, success(done));
  };
  return { query, reload, message, messageAt, setMessage, change, answers, remove };
}
