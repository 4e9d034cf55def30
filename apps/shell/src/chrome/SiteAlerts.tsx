import { useSiteAlerts } from '@furnace/api-client';
import { DISMISSED_ALERTS_KEY as DISMISSED_KEY } from '@furnace/contracts';
import { showableAlerts, SiteAlertList, useBrowserValue, useHydrated } from '@furnace/ui';
import { useEffect, useMemo, useState } from 'react';

/** The dismissals when the tab's storage refuses them (private mode). */
let unsaved: string | null = null;
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The dismissed ids as stored (a string, so React sees no change while nothing changed). */
function readDismissed(): string {
  if (unsaved !== null) return unsaved;
  try {
    return sessionStorage.getItem(DISMISSED_KEY) ?? '[]';
  } catch {
    return '[]';
  }
}

function saveDismissed(ids: number[]): void {
  const value = JSON.stringify(ids);
  try {
    sessionStorage.setItem(DISMISSED_KEY, value);
  } catch {
    unsaved = value;
  }
  listeners.forEach((listener) => listener());
}

function parseIds(stored: string): number[] {
  try {
    const ids: unknown = JSON.parse(stored);
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/** The notices above every public page; dismissals and the clock apply once hydrated. */
export function SiteAlerts() {
  const alerts = useSiteAlerts() ?? [];
  const hydrated = useHydrated();
  const stored = useBrowserValue(subscribe, readDismissed, '[]');
  const dismissed = useMemo(() => parseIds(stored), [stored]);
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
  const dismiss = (id: number) => saveDismissed([...dismissed, id]);
  return <SiteAlertList alerts={shown} onDismiss={dismiss} />;
}
