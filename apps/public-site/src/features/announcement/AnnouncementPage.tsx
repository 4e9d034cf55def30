import { useSiteContent } from '@furnace/api-client';
import { Link } from '@furnace/router';
import { PageHero } from '../../components/page/PageHero';
import { PageSection } from '../../components/page/PageSection';
import pageStyles from '../../components/page/page.module.css';

export default function AnnouncementPage() {
  const texts = useSiteContent()?.announcement;
  return (
    <>
      <PageHero lead="A faster, clearer home for the furnace online." />

      <PageSection title={texts?.title} text={texts?.text} />

      <PageSection title="Overview" alt>
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

      <PageSection title="Future updates">
        <ul>
          {texts?.coming.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection title="Tell us what you think" text={texts?.feedback} alt />
    </>
  );
}
