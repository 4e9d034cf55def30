import { SITE } from '@furnace/contracts';
import { Link } from '@furnace/router';
import { PageHero } from '../../components/page/PageHero';
import { usePageTitle } from '../../hooks/usePageTitle';
import pageStyles from '../../components/page/page.module.css';

/** docs/product.md §2 "Announcement page": welcome to the new website. */
export default function AnnouncementPage() {
  usePageTitle(
    'Welcome to Our New Website',
    'What is new on the Cornwall Iron Furnace website, and what is coming next.',
  );
  return (
    <>
      <PageHero
        title="Welcome to Our New Website"
        lead="A faster, clearer home for the furnace online."
      />

      <section className={pageStyles['page-section']} aria-labelledby="ann-new">
        <h2 id="ann-new">A new site for the furnace</h2>
        <p>
          Our new website shows whether the museum is open right now, keeps the schedule of programs
          up to date and works well on phones, with screen readers and on slow connections.
        </p>
      </section>

      <section
        className={`${pageStyles['page-section']} ${pageStyles['page-section--alt']}`}
        aria-labelledby="ann-overview"
      >
        <h2 id="ann-overview">Overview</h2>
        <ul className={pageStyles['info-grid']}>
          <li className={pageStyles['info-card']}>
            <h3>Visitor Information</h3>
            <p>
              Hours, admission and tour times in one place on{' '}
              <Link to="/visit">Plan Your Visit</Link>.
            </p>
          </li>
          <li className={pageStyles['info-card']}>
            <h3>Educational Resources</h3>
            <p>
              Our <Link to="/history">history</Link> and the{' '}
              <Link to="/map">interactive site map</Link> for classes and curious minds.
            </p>
          </li>
          <li className={pageStyles['info-card']}>
            <h3>Event Calendar</h3>
            <p>
              Every upcoming <Link to="/events">program and event</Link>, with a calendar file for
              each.
            </p>
          </li>
        </ul>
      </section>

      <section className={pageStyles['page-section']} aria-labelledby="ann-future">
        <h2 id="ann-future">Future updates</h2>
        <ul>
          <li>An interactive timeline of the furnace’s 141 years</li>
          <li>An online museum shop</li>
          <li>Membership accounts</li>
          <li>A donation portal</li>
        </ul>
      </section>

      <section
        className={`${pageStyles['page-section']} ${pageStyles['page-section--alt']}`}
        aria-labelledby="ann-feedback"
      >
        <h2 id="ann-feedback">Tell us what you think</h2>
        <p>
          Found something missing or broken? Write to{' '}
          <a href={`mailto:${SITE.email}`}>{SITE.email}</a>.
        </p>
      </section>
    </>
  );
}
