import { usePublicRead } from '@furnace/api-client';
import { ERRORS, HOURS_STATUS_TRIES, type HoursStatus } from '@furnace/contracts';

export type OpenStatusState = ReturnType<typeof useOpenStatus>;

/** GET /hours/status (5 tries, 250 ms apart); docs/product.md §3: open until it answers. */
export function useOpenStatus() {
  const { data, loading, error } = usePublicRead<HoursStatus>(
    '/hours/status',
    ERRORS.gettingHours,
    HOURS_STATUS_TRIES,
  );
  return {
    isOpen: data ? data.status === 'OPEN' : true,
    message: data?.message ?? '',
    loading,
    failed: error !== undefined,
  };
}
