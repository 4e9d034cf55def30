import { NOT_FOUND_PAGE_HEAD } from '@furnace/contracts';
import { buttonClassName } from '@furnace/ui';
import { Link } from '@furnace/router';
import { usePageHead } from '../../hooks/usePageHead';
import pageStyles from '../../components/page/page.module.css';

export default function NotFoundPage() {
  usePageHead(NOT_FOUND_PAGE_HEAD);
  return (
    <section className={pageStyles['page-section']}>
      <h1>Error 404</h1>
      <p>We couldn&apos;t find the page you&apos;re looking for.</p>
      <Link className={buttonClassName()} to="/">
        TAKE ME HOME
      </Link>
    </section>
  );
}
