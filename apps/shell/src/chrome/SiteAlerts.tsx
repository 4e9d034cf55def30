import { useSiteAlerts } from '@furnace/api-client';
import { showableAlerts, SiteAlertList } from '@furnace/ui';
import { useEffect, useState } from 'react';

const DISMISSED_KEY = 'furnace:dismissed-alerts';

function dismissedIds(): number[] {
  try {
    return JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]') as number[];
  } catch {
    return [];
  }
}

/**
 * The museum's notices ("Closed today because of snow") above every public page. They arrive
 * inlined in the page, so they are in the first paint and nothing below them moves. A visitor can
 * dismiss one for the rest of the visit (this tab); each goes by itself at its end time.
 */
export function SiteAlerts() {
  const alerts = useSiteAlerts() ?? [];
  const [dismissed, setDismissed] = useState(dismissedIds);
  const [now, setNow] = useState(() => Date.now());
  const shown = showableAlerts(alerts, dismissed, now);

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
    const next = [...dismissed, id];
    setDismissed(next);
    try {
      sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    } catch {
      // storage refused (private mode): dismissed for this page only
    }
  };
  return <SiteAlertList alerts={shown} onDismiss={dismiss} />;
}
