import { useApiQuery } from '@furnace/api-client';
import { failure, success, type Message } from '@furnace/ui';
import { useEffect, useState } from 'react';
import { loadFailureText } from '../../components/failure-text';
import { isEditConflict } from './save-failure';

interface PanelOptions {
  /** Bumped by any save on the Hours page: the list is read again. */
  version?: number;
  /** Told after each change the panel made. */
  onChanged?: () => void;
}

/**
 * A panel's list and its status message: a failed load says `loadFailed` there (and, while the
 * database is down, to try again).
 */
export function usePanelQuery<T>(
  key: string,
  fetch: (signal?: AbortSignal) => Promise<T>,
  loadFailed: string,
  { version = 0, onChanged }: PanelOptions = {},
) {
  const [message, setMessage] = useState<Message | null>(null);
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
   * A save or delete from the panel, said in its message: `failed(error)` when it did not work
   * (after a 412 the list is read again, to show the record as someone else left it, and what was
   * typed stays); else the list is read again and `done` said. Resolves to whether it worked.
   */
  async function change(
    work: () => Promise<unknown>,
    done: string,
    failed: (error: unknown) => string,
  ) {
    setMessage(null);
    try {
      await work();
    } catch (error) {
      console.error(error);
      setMessage(failure(failed(error)));
      if (isEditConflict(error)) await reload();
      return false;
    }
    await reload();
    onChanged?.();
    setMessage(success(done));
    return true;
  }
  return { query, reload, message, setMessage, change };
}
