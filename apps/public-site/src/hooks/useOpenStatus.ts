import { fetchHoursStatus, useApiQuery } from '@furnace/api-client';

/** docs/product.md §3 "Open banner state": assumed open until the first answer arrives. */
export interface OpenStatusState {
  isOpen: boolean;
  message: string;
  loading: boolean;
  /** True when every try failed: pages then hide the status quietly. */
  failed: boolean;
}

/** Fetches GET /hours/status once (with the spec's 5 tries, 250 ms apart). */
export function useOpenStatus(): OpenStatusState {
  const { data, loading, error } = useApiQuery('/hours/status', fetchHoursStatus);
  return {
    isOpen: data ? data.status === 'OPEN' : true,
    message: data?.message ?? '',
    loading,
    failed: error !== undefined,
  };
}
