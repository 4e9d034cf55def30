import { PageHero } from '../../components/page/PageHero';
import { SiteMap } from '../../components/site-map/SiteMap';
import pageStyles from '../../components/page/page.module.css';

export default function MapPage() {
  return (
    <>
      <PageHero lead="Choose a numbered place to read its story." />
      <div className={pageStyles['page-section']}>
        <SiteMap />
      </div>
    </>
  );
}
