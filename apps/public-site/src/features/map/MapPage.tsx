import { PageHero } from '../../components/page/PageHero';
import { SiteMap } from '../../components/site-map/SiteMap';
import { usePageTitle } from '../../hooks/usePageTitle';
import pageStyles from '../../components/page/page.module.css';

/** /map: the interactive site map on its own page. */
export default function MapPage() {
  usePageTitle(
    'Interactive Site Map',
    'Explore the grounds of Cornwall Iron Furnace: the furnace, the Great Wheel, the shops, the mansion and the miners’ village.',
  );
  return (
    <>
      <PageHero title="Interactive Site Map" lead="Choose a numbered place to read its story." />
      <div className={pageStyles['page-section']}>
        <SiteMap />
      </div>
    </>
  );
}
