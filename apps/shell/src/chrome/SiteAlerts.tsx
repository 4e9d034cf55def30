import { useSiteAlerts } from '@furnace/api-client';
import { DISMISSED_ALERTS_KEY as DISMISSED_KEY } from '@furnace/contracts';
import { showableAlerts, SiteAlertList, useHydrated } from '@furnace/ui';
import { useEffect, useLayoutEffect, useState } from 'react';

/** The dismissals when the tab's storage refuses them (private mode). */
let unsaved: number[] | null = null;

function readDismissed(): number[] {
  if (unsaved) return unsaved;
  try {
    const ids: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/** The notices above every public page; dismissals and the clock apply once hydrated. */
export function SiteAlerts() {
  const alerts = useSiteAlerts() ?? [];
  const hydrated = useHydrated();
  // None in the server's HTML or the hydrating render; read before the first paint after it.
  const [dismissed, setDismissed] = useState<number[]>([]);
  useLayoutEffect(() => setDismissed(readDismissed()), []);
  const [now, setNow] = useState(() => Date.now());
  const shown = showableAlerts(alerts, dismissed, hydrated ? now : -Infinity);

  // Wake up when the next shown alert ends (timers over ~24 days overflow: cap the wait).
  const nextEnd = Math.min(
    ...shown.map((alert) => (alert.ends_at ? Date.parse(alert.ends_at) : Infinity)),
  );
  useEffect(() => {
    if (!Number.isFinite(nextEnd)) return;
    const timer = setTimeout(
      () => setNow(Date.now()),
      Math.min(nextEnd - Date.now() + 50, 2 ** 31 - 1),
    );
    return () => clearTimeout(timer);
  }, [nextEnd]);

  if (shown.length === 0) return null;
  const dismiss = (id: number) => {
    const ids = [...dismissed, id];
    setDismissed(ids);
    try {
      sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(ids));
    } catch {
      unsaved = ids;
    }
  };
  return <SiteAlertList alerts={shown} onDismiss={dismiss} />;
}
