import { buttonClassName, VisuallyHidden, visuallyHiddenClassName } from '@furnace/ui';
import { HOURS_UI, SITE } from '@furnace/contracts';
import { Link } from '@furnace/router';
import heroImage from '../../assets/map/museum.svg';
import { fetchSchedule, fetchWeekInForce, useApiQuery } from '@furnace/api-client';
import { PageHero } from '../../components/page/PageHero';
import { MuseumJsonLd } from '../../components/seo/MuseumJsonLd';
import { useOpenStatus } from '../../hooks/useOpenStatus';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useScrollToSection } from '../../hooks/useScrollToSection';
import { HoursTable } from './HoursTable';
import { OpenBanner } from './OpenBanner';
import { VISIT_SCHEDULE_DAYS } from './schedule-view';
import { WeekSchedule } from './WeekSchedule';
import { ADMISSION, TOUR_TIMES } from './visit-facts';
import pageStyles from '../../components/page/page.module.css';

export type VisitSection = 'hours' | 'tours' | 'accessibility';

/** docs/product.md §2 "Plan-your-visit page"; /visit/{section} scrolls to that section. */
export default function VisitPage({ section }: { section?: VisitSection }) {
  usePageTitle(
    'Plan Your Visit',
    'Hours, admission prices, guided tour times and accessibility information for visiting Cornwall Iron Furnace.',
  );
  useScrollToSection(section);
  const status = useOpenStatus();
  // The one resolved truth (GET /hours/schedule): this week, the special days ahead, the JSON-LD.
  const schedule = useApiQuery('visit-schedule', (signal) =>
    fetchSchedule({ days: VISIT_SCHEDULE_DAYS }, signal),
  );
  const week = useApiQuery('visit-week', (signal) => fetchWeekInForce(undefined, signal));
  return (
    <>
      <PageHero
        title="Plan Your Visit"
        lead={`${SITE.streetAddress} · ${SITE.phone}`}
        image={heroImage}
      />
      <OpenBanner status={status} />

      <section
        id="hours"
        className={pageStyles['page-section']}
        tabIndex={-1}
        aria-labelledby="hours-title"
      >
        <h2 id="hours-title">Hours and Admission</h2>
        <div className={pageStyles['info-grid']}>
          <div>
            <h3>{HOURS_UI.thisWeekTitle}</h3>
            {schedule.data ? (
              <WeekSchedule days={schedule.data.days} week={week.data} />
            ) : schedule.loading ? (
              <p aria-busy="true">&nbsp;</p>
            ) : (
              <>
                <p>{HOURS_UI.scheduleUnavailable}</p>
                <HoursTable />
              </>
            )}
          </div>
          <div>
            <h3>Admission</h3>
            <table className={pageStyles['data-table']}>
              <caption className={visuallyHiddenClassName}>Admission prices</caption>
              <tbody>
                {ADMISSION.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    <td>{row.price}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>Members of our association are admitted free all year.</p>
            <a
              className={buttonClassName()}
              href={SITE.ticketsUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              BUY TICKETS ONLINE
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          </div>
        </div>
      </section>

      <section
        id="tours"
        className={`${pageStyles['page-section']} ${pageStyles['page-section--alt']}`}
        tabIndex={-1}
        aria-labelledby="tours-title"
      >
        <h2 id="tours-title">Guided Tours</h2>
        <p>
          Every visit includes a guided tour of the furnace building: the charging room at the top
          of the stack, the Great Wheel that blew air into the fire, and the casting house where the
          iron was tapped. Tours start at these times:
        </p>
        <ul className={pageStyles['info-grid']}>
          {TOUR_TIMES.map((row) => (
            <li key={row.days} className={pageStyles['info-card']}>
              <h3>{row.days}</h3>
              <p>{row.times.join(', ')}</p>
            </li>
          ))}
        </ul>
        <p>
          Please arrive 15 minutes before your tour to buy tickets and watch our 15 minute film.
          Reservations are recommended: call <a href={SITE.phoneHref}>{SITE.phone}</a>.
        </p>
      </section>

      <section
        id="accessibility"
        className={pageStyles['page-section']}
        tabIndex={-1}
        aria-labelledby="access-title"
      >
        <h2 id="access-title">Accessibility</h2>
        <p>
          Parking is free and paved. The tour climbs and descends about 100 steps, and one room has
          a seven inch step. Walkers are welcome in the charging room, but walkers, wheelchairs and
          strollers cannot enter the furnace building. The Visitor Center has accessible restrooms
          and baby changing. Service animals are welcome.
        </p>
        <p>
          Need an accommodation? Please call <a href={SITE.phoneHref}>{SITE.phone}</a> or e-mail{' '}
          <a href={`mailto:${SITE.email}`}>{SITE.email}</a> before your visit.
        </p>
        <p className={pageStyles['button-row']}>
          <Link className={buttonClassName('outline')} to="/accessibility">
            Full accessibility guide
          </Link>
          <Link className={buttonClassName('outline')} to="/map">
            Interactive site map
          </Link>
        </p>
      </section>
      {!schedule.loading && <MuseumJsonLd schedule={schedule.data?.days} />}
    </>
  );
}
