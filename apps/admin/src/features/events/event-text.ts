import { EVENT_FALLBACKS, formatLongDate, formatTime12h } from '@furnace/contracts';

/** 'May 1, 2026 · 10:30 AM' as the public card writes it, or 'Date TBD'. */
export function eventWhen(date: string, time: string): string {
  if (!date) return EVENT_FALLBACKS.date;
  return time ? `${formatLongDate(date)} · ${formatTime12h(time)}` : formatLongDate(date);
}
