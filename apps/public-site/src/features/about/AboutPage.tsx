import { useSiteContent } from '@furnace/api-client';
import { buttonClassName } from '@furnace/ui';
import { Link } from '@furnace/router';
import heroImage from '../../assets/hero-furnace.svg';
import { PageHero } from '../../components/page/PageHero';
import { PageSection } from '../../components/page/PageSection';
import { SiteMap } from '../../components/site-map/SiteMap';
import { useScrollToSection } from '../../hooks/useScrollToSection';
import { Gallery } from './Gallery';
import pageStyles from '../../components/page/page.module.css';

export default function AboutPage({ section }: { section?: string }) {
  useScrollToSection(section);
  const texts = useSiteContent()?.about;
  return (
    <>
      <PageHero lead={texts?.lead} image={heroImage} />
      <PageSection id="history" title="History" text={texts?.history}>
        <p>
          <Link to="/history">Read the full history</Link>
        </p>
      </PageSection>
      <PageSection id="holdings" title="Holdings" text={texts?.holdings} alt>
        <h3>Explore the grounds</h3>
        <SiteMap headingLevel={3} />
      </PageSection>
      <PageSection id="gallery" title="Gallery">
        <Gallery />
      </PageSection>
      <PageSection id="associates" title="Associates" text={texts?.associates} alt>
        <p className={pageStyles['button-row']}>
          <Link className={buttonClassName()} to="/associates">
            Associates and partners
          </Link>
          <Link className={buttonClassName('outline')} to="/support">
            Support Us
          </Link>
        </p>
      </PageSection>
    </>
  );
}
