import { useSiteContent } from '@furnace/api-client';
import { HOURS_UI } from '@furnace/contracts';
import { Link } from '@furnace/router';
import { telHref } from '@furnace/ui';

/** In the status's place when every try failed: where to find the hours (not an alert). */
export function StatusUnavailable({ className }: { className?: string }) {
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
