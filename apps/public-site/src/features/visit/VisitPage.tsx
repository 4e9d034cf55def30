import {
  buttonClassName,
  directionsHref,
  RichText,
  telHref,
  NEW_TAB_HINT,
  NewTabLink,
} from '@furnace/ui';
import { HOURS_UI, type ScheduleResponse, type WeekInForceResponse } from '@furnace/contracts';
import { Link } from '@furnace/router';
import heroImage from '../../assets/map/museum.svg';
import { usePublicRead, useSiteContent } from '@furnace/api-client';
import { PageHero } from '../../components/page/PageHero';
import { PageSection } from '../../components/page/PageSection';
import { useOpenStatus, type OpenStatusState } from '../../hooks/useOpenStatus';
import { StatusUnavailable } from '../../components/status/StatusUnavailable';
import { useScrollToSection } from '../../hooks/useScrollToSection';
import { VISIT_SCHEDULE_DAYS } from './schedule-view';
import { DataTable, DEFAULT_HOURS, WeekSchedule, WeekSchedulePending } from './WeekSchedule';
import pageStyles from '../../components/page/page.module.css';
import styles from './visit.module.css';

export default function VisitPage({ section }: { section?: string }) {
  useScrollToSection(section);
  const status = useOpenStatus();
  const schedule = usePublicRead<ScheduleResponse>(
    `/hours/schedule?days=${VISIT_SCHEDULE_DAYS}`,
    HOURS_UI.gettingSchedule,
  );
  const week = usePublicRead<WeekInForceResponse>('/hours/week', HOURS_UI.gettingWeek);
  const content = useSiteContent();
  const contact = content?.contact;
  return (
    <>
      <PageHero
        lead={
          contact && (
            <>
              {contact.address} · <a href={telHref(contact.phone)}>{contact.phone}</a>
            </>
          )
        }
        image={heroImage}
      />
      <OpenBanner status={status} />

      <PageSection id="hours" title="Hours and Admission">
        <div className={pageStyles['info-grid']}>
          <div>
            <h3>{HOURS_UI.thisWeekTitle}</h3>
            {schedule.data ? (
              <WeekSchedule days={schedule.data.days} week={week.data} />
            ) : schedule.loading ? (
              <WeekSchedulePending />
            ) : (
              <>
                <p>{HOURS_UI.scheduleUnavailable}</p>
                <DataTable caption="Museum hours" rows={DEFAULT_HOURS} />
              </>
            )}
          </div>
          <div>
            <h3>Admission</h3>
            <DataTable
              caption="Admission prices"
              rows={(content?.admission.items ?? []).map((row) => [
                row.detail ? `${row.label} (${row.detail})` : row.label,
                row.price,
              ])}
            />
            {content && <RichText text={content.admission.note} contact={contact} />}
            <NewTabLink
              className={buttonClassName()}
              href={content?.links.tickets}
              hint={NEW_TAB_HINT}
            >
              BUY TICKETS ONLINE
            </NewTabLink>
          </div>
        </div>
      </PageSection>

      <PageSection id="tours" title="Guided Tours" text={content?.tours.intro} alt>
        {content && (
          <>
            <ul className={pageStyles['info-grid']}>
              {content.tours.schedule.map((row) => (
                <li key={row.days} className={pageStyles['info-card']}>
                  <h3>{row.days}</h3>
                  <p>{row.times}</p>
                </li>
              ))}
            </ul>
            <RichText text={content.tours.note} contact={contact} />
          </>
        )}
      </PageSection>

      <PageSection id="accessibility" title="Accessibility" text={content?.visit.accessibility}>
        <p className={pageStyles['button-row']}>
          <Link className={buttonClassName('outline')} to="/accessibility">
            Full accessibility guide
          </Link>
          <Link className={buttonClassName('outline')} to="/map">
            Interactive site map
          </Link>
        </p>
      </PageSection>
      <PageSection id="getting-here" title="Getting here" alt>
        {content && contact && (
          <div className={pageStyles['info-grid']}>
            <div>
              <h3>Address</h3>
              <address>
                <NewTabLink
                  href={directionsHref(contact.address)}
                  hint=" (directions, opens in a new tab)"
                >
                  {contact.address}
                </NewTabLink>
              </address>
              <RichText text={content.visit.directions} contact={contact} />
              <NewTabLink
                className={buttonClassName('outline')}
                href={directionsHref(contact.address)}
                hint={NEW_TAB_HINT}
              >
                Get directions
              </NewTabLink>
            </div>
            <div>
              <h3>Parking</h3>
              <RichText text={content.visit.parking} contact={contact} />
            </div>
          </div>
        )}
      </PageSection>
    </>
  );
}

function OpenBanner({ status }: { status: OpenStatusState }) {
  if (status.failed) return <StatusUnavailable className={styles['status-unavailable']} />;
  const { loading, isOpen } = status;
  // Hidden while loading (docs/product.md §2), its place kept so the page below does not jump.
  const state = loading ? 'pending' : isOpen ? 'open' : 'closed';
  return (
    <p
      className={`${styles['open-banner']} ${styles[`open-banner--${state}`]}`}
      role={loading ? undefined : 'status'}
      aria-hidden={loading || undefined}
      data-testid={loading ? undefined : 'open-banner'}
    >
      {loading ? '\u00a0' : <strong>{isOpen ? 'OPEN: ' : 'CLOSED: '}</strong>}
      {!loading && <span>{status.message}</span>}
    </p>
  );
}
