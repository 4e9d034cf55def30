import { fetchHoursStatus, useApiQuery } from '@furnace/api-client';

export type OpenStatusState = ReturnType<typeof useOpenStatus>;

/** GET /hours/status (5 tries, 250 ms apart); docs/product.md §3: open until it answers. */
export function useOpenStatus() {
  const { data, loading, error } = useApiQuery('/hours/status', fetchHoursStatus);
  return {
    isOpen: data ? data.status === 'OPEN' : true,
    message: data?.message ?? '',
    loading,
    failed: error !== undefined,
  };
}
