import { fetchHoursStatus } from '../api';
import { useEffect, useState } from 'react';

/** SPEC section 3 "Open banner state": assumed open until the first answer arrives. */
export interface OpenStatusState {
  isOpen: boolean;
  message: string;
  loading: boolean;
  /** True when every try failed: pages then hide the status quietly. */
  failed: boolean;
}

/** Fetches GET /hours/status once (with the spec's 5 tries, 250 ms apart). */
export function useOpenStatus(): OpenStatusState {
  const [state, setState] = useState<OpenStatusState>({
    isOpen: true,
    message: '',
    loading: true,
    failed: false,
  });
  useEffect(() => {
    let cancelled = false;
    fetchHoursStatus()
      .then((status) => {
        if (!cancelled) {
          setState({
            isOpen: status.status === 'OPEN',
            message: status.message,
            loading: false,
            failed: false,
          });
        }
      })
      .catch(() => {
        if (!cancelled) setState((previous) => ({ ...previous, loading: false, failed: true }));
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}
