import { useSiteContent } from '@furnace/api-client';
import { HOURS_UI } from '@furnace/contracts';
import { Link } from '@furnace/router';
import { telHref } from '@furnace/ui';

/**
 * Said where the OPEN/CLOSED status would be when every try failed: where the hours
 * can be found instead, the visit page's week and the phone, rather than an empty gap. Plain text,
 * not an alert: nothing the visitor did went wrong.
 */
export function StatusUnavailable({ className }: { className?: string }) {
  // The phone number staff keep in content (inlined in the page).
  const phone = useSiteContent()?.contact.phone;
  return (
    <p className={className} data-testid="status-unavailable">
      {HOURS_UI.statusUnavailable} <Link to="/visit/hours">{HOURS_UI.seeThisWeek}</Link>
      {phone && (
        <>
          {' '}
          {HOURS_UI.orCall} <a href={telHref(phone)}>{phone}</a>
        </>
      )}
      .
    </p>
  );
}
