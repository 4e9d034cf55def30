import { useSiteContent } from '@furnace/api-client';
import { Link } from '@furnace/router';
import { PageHero } from '../../components/page/PageHero';
import { PageSection } from '../../components/page/PageSection';
import pageStyles from '../../components/page/page.module.css';

/** docs/product.md §2 "Announcement page": welcome to the new website. */
export default function AnnouncementPage() {
  // Inlined in the page by the server (staff edit it: "Announcement").
  const texts = useSiteContent()?.announcement;
  return (
    <>
      <PageHero lead="A faster, clearer home for the furnace online." />

      <PageSection titleId="ann-new" title={texts?.title} text={texts?.text} />

      <PageSection titleId="ann-overview" title="Overview" alt>
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
      </PageSection>

      <PageSection titleId="ann-future" title="Future updates">
        <ul>
          {texts?.coming.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        titleId="ann-feedback"
        title="Tell us what you think"
        text={texts?.feedback}
        alt
      />
    </>
  );
}
