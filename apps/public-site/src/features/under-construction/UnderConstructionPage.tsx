import { useSiteContent } from '@furnace/api-client';
import pageStyles from '../../components/page/page.module.css';
import { Link } from '@furnace/router';
import { telHref } from '@furnace/ui';
import { usePageHead } from '../../hooks/usePageHead';

/** docs/product.md §1: the pages not built yet say so and point onward. */
export default function UnderConstructionPage() {
  const { page } = usePageHead();
  const phone = useSiteContent()?.contact.phone;
  return (
    <section className={pageStyles['page-section']}>
      <h1>{page}</h1>
      <p className={pageStyles.notice}>
        This page is under construction. Read about what is coming in our{' '}
        <Link to="/new-website-announcement">new website announcement</Link>.
      </p>
      <p>
        In the meantime, <Link to="/support">see how to support us</Link> or call us
        {phone && (
          <>
            {' '}
            at <a href={telHref(phone)}>{phone}</a>
          </>
        )}
        . <Link to="/">Back to the home page</Link>.
      </p>
    </section>
  );
}
