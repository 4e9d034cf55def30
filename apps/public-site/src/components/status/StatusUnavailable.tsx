import { HOURS_UI, SITE } from '@furnace/contracts';
import { Link } from '@furnace/router';

/**
 * Said where the OPEN/CLOSED status would be when every try failed (issue 13): where the hours
 * can be found instead, the visit page's week and the phone, rather than an empty gap. Plain text,
 * not an alert: nothing the visitor did went wrong.
 */
export function StatusUnavailable({ className }: { className?: string }) {
  return (
    <p className={className} data-testid="status-unavailable">
      {HOURS_UI.statusUnavailable} <Link to="/visit/hours">{HOURS_UI.seeThisWeek}</Link>{' '}
      {HOURS_UI.orCall} <a href={SITE.phoneHref}>{SITE.phone}</a>.
    </p>
  );
}
