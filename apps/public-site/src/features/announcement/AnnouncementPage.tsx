import { useSiteContent } from '@furnace/api-client';
import { Link } from '@furnace/router';
import { RichText } from '@furnace/ui';
import { PageHero } from '../../components/page/PageHero';
import { usePageHead } from '../../hooks/usePageHead';
import pageStyles from '../../components/page/page.module.css';

/** docs/product.md §2 "Announcement page": welcome to the new website. */
export default function AnnouncementPage() {
  usePageHead();
  // Inlined in the page by the server (staff edit it: "Announcement").
  const content = useSiteContent();
  const texts = content?.announcement;
  return (
    <>
      <PageHero
        title="Welcome to Our New Website"
        lead="A faster, clearer home for the furnace online."
      />

      <section className={pageStyles['page-section']} aria-labelledby="ann-new">
        <h2 id="ann-new">{texts?.title}</h2>
        {texts && <RichText text={texts.text} contact={content.contact} />}
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
          {texts?.coming.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section
        className={`${pageStyles['page-section']} ${pageStyles['page-section--alt']}`}
        aria-labelledby="ann-feedback"
      >
        <h2 id="ann-feedback">Tell us what you think</h2>
        {texts && <RichText text={texts.feedback} contact={content.contact} />}
      </section>
    </>
  );
}
