import { useSiteAlerts } from '@furnace/api-client';
import { DISMISSED_ALERTS_KEY as DISMISSED_KEY } from '@furnace/contracts';
import { showableAlerts, SiteAlertList, useBrowserValue, useHydrated } from '@furnace/ui';
import { useEffect, useMemo, useState } from 'react';

/** The dismissals when the tab's storage refuses them (private mode): for this page only. */
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
    unsaved = value; // storage refused (private mode): dismissed for this page only
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

/**
 * The museum's notices ("Closed today because of snow") above every public page. They arrive
 * inlined in the page, so they are in the first paint and nothing below them moves. A visitor can
 * dismiss one for the rest of the visit (this tab); each goes by itself at its end time.
 *
 * The server renders every alert the API gave as active (it cannot see this tab's dismissals),
 * and so does the browser's hydrating render; the dismissals and the browser's clock apply right
 * after (docs/adr/0007).
 */
export function SiteAlerts() {
  const alerts = useSiteAlerts() ?? [];
  const hydrated = useHydrated();
  const stored = useBrowserValue(subscribe, readDismissed, '[]');
  const dismissed = useMemo(() => parseIds(stored), [stored]);
  const [now, setNow] = useState(() => Date.now());
  // Before hydration the alerts are those the API answered as active: none ended yet.
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
