import { buttonClassName } from '@furnace/ui';
import { Link } from '@furnace/router';
import heroImage from '../../assets/hero-furnace.svg';
import { PageHero } from '../../components/page/PageHero';
import { SiteMap } from '../../components/site-map/SiteMap';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useScrollToSection } from '../../hooks/useScrollToSection';
import { Gallery } from './Gallery';
import pageStyles from '../../components/page/page.module.css';

export type AboutSection = 'history' | 'holdings' | 'associates' | 'gallery';

/** docs/product.md §2 "About page": history, holdings, gallery and associates, plus the site map. */
export default function AboutPage({ section }: { section?: AboutSection }) {
  usePageTitle(
    'About the Furnace',
    'The history of Cornwall Iron Furnace, what the site preserves, a photo gallery and the people who care for it.',
  );
  useScrollToSection(section);
  return (
    <>
      <PageHero
        title="About the Furnace"
        lead="The most complete charcoal iron plantation left in America: furnace, engine house, shops, mansion and village."
        image={heroImage}
      />

      <section
        id="history"
        className={pageStyles['page-section']}
        tabIndex={-1}
        aria-labelledby="about-history"
      >
        <h2 id="about-history">History</h2>
        <p>
          Peter Grubb built the furnace in 1742 beside one of the richest iron ore deposits in the
          East. For 141 years it turned ore, charcoal from the surrounding forests and limestone
          into pig iron, through the Revolution, when it cast cannon and shot, and the growth of a
          young nation, until cheaper coal-fired furnaces made it unprofitable. It went out of blast
          in 1883.
        </p>
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
        <p>
          The state owns and preserves the furnace building with its stack, charging room, engine
          house and the Great Wheel, four tons and 24 feet across, together with the buildings that
          served the works: the connecting shed, the boiler arch, the blacksmith and wagon shops,
          the stable, the paymaster&apos;s office, the abattoir and the houses of the manager and
          the ironmaster. The museum&apos;s collection includes tools, cast products and records of
          the plantation.
        </p>
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
        <p>
          Since 1984 our non-profit association has supported the site with volunteers, programs and
          funds, alongside the state commission that owns it, and with the help of corporate
          sponsors.
        </p>
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
