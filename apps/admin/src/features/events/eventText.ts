import { EVENT_FALLBACKS } from '@furnace/contracts';
import { formatLongDate, formatTime12h } from '../../components/dates';

/** 'May 1, 2026 · 10:30 AM' as the public card writes it, or 'Date TBD'. */
export function eventWhen(date: string, time: string): string {
  if (!date) return EVENT_FALLBACKS.date;
  return time ? `${formatLongDate(date)} · ${formatTime12h(time)}` : formatLongDate(date);
}
