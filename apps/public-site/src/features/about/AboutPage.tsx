import { useSiteContent } from '@furnace/api-client';
import { buttonClassName, RichText } from '@furnace/ui';
import { Link } from '@furnace/router';
import heroImage from '../../assets/hero-furnace.svg';
import { PageHero } from '../../components/page/PageHero';
import { SiteMap } from '../../components/site-map/SiteMap';
import { usePageHead } from '../../hooks/usePageHead';
import { useScrollToSection } from '../../hooks/useScrollToSection';
import { Gallery } from './Gallery';
import pageStyles from '../../components/page/page.module.css';

export type AboutSection = 'history' | 'holdings' | 'associates' | 'gallery';

/** docs/product.md §2 "About page": history, holdings, gallery and associates, plus the site map. */
export default function AboutPage({ section }: { section?: AboutSection }) {
  usePageHead();
  useScrollToSection(section);
  // Inlined in the page by the server (staff edit it: "About the furnace").
  const content = useSiteContent();
  const texts = content?.about;
  return (
    <>
      <PageHero title="About the Furnace" lead={texts?.lead} image={heroImage} />

      <section
        id="history"
        className={pageStyles['page-section']}
        tabIndex={-1}
        aria-labelledby="about-history"
      >
        <h2 id="about-history">History</h2>
        {texts && <RichText text={texts.history} contact={content.contact} />}
        <p>
          <Link to="/history">Read the full history</Link>
        </p>
      </section>

      <section
        id="holdings"
        className={`${pageStyles['page-section']} ${pageStyles['page-section--alt']}`}
        tabIndex={-1}
        aria-labelledby="about-holdings"
      >
        <h2 id="about-holdings">Holdings</h2>
        {texts && <RichText text={texts.holdings} contact={content.contact} />}
        <h3>Explore the grounds</h3>
        <SiteMap headingLevel={3} />
      </section>

      <section
        id="gallery"
        className={pageStyles['page-section']}
        tabIndex={-1}
        aria-labelledby="about-gallery"
      >
        <h2 id="about-gallery">Gallery</h2>
        <Gallery />
      </section>

      <section
        id="associates"
        className={`${pageStyles['page-section']} ${pageStyles['page-section--alt']}`}
        tabIndex={-1}
        aria-labelledby="about-associates"
      >
        <h2 id="about-associates">Associates</h2>
        {texts && <RichText text={texts.associates} contact={content.contact} />}
        <p className={pageStyles['button-row']}>
          <Link className={buttonClassName()} to="/associates">
            Associates and partners
          </Link>
          <Link className={buttonClassName('outline')} to="/support">
            Support Us
          </Link>
        </p>
      </section>
    </>
  );
}
