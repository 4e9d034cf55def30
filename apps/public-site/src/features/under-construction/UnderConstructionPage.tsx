import pageStyles from '../../components/page/page.module.css';
import { Link } from '@furnace/router';
import { usePageTitle } from '../../hooks/usePageTitle';

/** docs/product.md §1: shop, membership and donate pages are not built yet; say so and point onward. */
export default function UnderConstructionPage({ page }: { page: string }) {
  usePageTitle(
    page,
    `The ${page.toLowerCase()} page of the Cornwall Iron Furnace website is under construction.`,
  );
  return (
    <section className={pageStyles['page-section']}>
      <h1>{page}</h1>
      <p className={pageStyles.notice}>
        This page is under construction. Read about what is coming in our{' '}
        <Link to="/new-website-announcement">new website announcement</Link>.
      </p>
      <p>
        In the meantime, <Link to="/support">see how to support us</Link> or call us.
      </p>
    </section>
  );
}
