import { useApiQuery } from '@furnace/api-client';
import { failure, type Message } from '@furnace/ui';
import { useEffect, useState } from 'react';
import { loadFailureText } from '../../components/failure-text';

/**
 * A panel's list and its status message: a failed load says `loadFailed` there (and, while the
 * database is down, to try again), and the list is read again whenever `version` (bumped by any
 * save on the Hours page) changes.
 */
export function usePanelQuery<T>(
  key: string,
  fetch: (signal?: AbortSignal) => Promise<T>,
  loadFailed: string,
  version = 0,
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
  return { query, reload, message, setMessage };
}
