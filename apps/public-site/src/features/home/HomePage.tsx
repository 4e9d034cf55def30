import { usePublicRead, useSiteContent } from '@furnace/api-client';
import { HOURS_UI, type WeekInForceResponse } from '@furnace/contracts';
import { Link } from '@furnace/router';
import { buttonClassName, RichText, VisuallyHidden } from '@furnace/ui';
import pageStyles from '../../components/page/page.module.css';
import { StatusUnavailable } from '../../components/status/StatusUnavailable';
import { useOpenStatus, type OpenStatusState } from '../../hooks/useOpenStatus';
import { FeaturedVideos } from './FeaturedVideos';
import { HomeHero } from './HomeHero';
import { UpcomingEvents } from './UpcomingEvents';
import styles from './home.module.css';

/** docs/product.md §2; the museum's JSON-LD is the server's, on every page. */
export default function HomePage() {
  const status = useOpenStatus();
  return (
    <>
      <HomeHero status={status} />
      <WelcomeBlock status={status} />
      <UpcomingEvents />
      <CuratorQuote />
      <FeaturedVideos />
    </>
  );
}

function CuratorQuote() {
  const welcome = useSiteContent()?.welcome;
  if (!welcome?.quote) return null;
  return (
    <section className={styles['home-quote']} aria-label="A word from our curator">
      <figure>
        <blockquote>
          <p>{welcome.quote}</p>
        </blockquote>
        <figcaption>{welcome.quote_by}</figcaption>
      </figure>
    </section>
  );
}

function WelcomeBlock({ status }: { status: OpenStatusState }) {
  const week = usePublicRead<WeekInForceResponse>('/hours/week', HOURS_UI.gettingWeek);
  const content = useSiteContent();
  return (
    <section
      className={`${styles.welcome} ${pageStyles['page-section']}`}
      aria-labelledby="welcome-title"
    >
      <div>
        <h2 id="welcome-title">{content?.welcome.title}</h2>
        {content && <RichText text={content.welcome.text} contact={content.contact} />}
        <Link className={buttonClassName()} to="/about">
          Learn More<VisuallyHidden> about the furnace</VisuallyHidden>
        </Link>
      </div>
      <aside className={styles.welcome__status} aria-label="Opening status">
        {status.failed ? (
          <StatusUnavailable className={styles['welcome__status-unavailable']} />
        ) : !status.loading ? (
          <p className={styles['welcome__status-line']} data-testid="status-panel">
            The museum is now {status.isOpen ? 'OPEN' : 'CLOSED'}
          </p>
        ) : (
          // The lines' places held while loading, so the panel does not grow.
          <p className={styles['welcome__status-line']} aria-hidden="true">
            &nbsp;
          </p>
        )}
        {week.data ? (
          <p data-testid="open-days">{week.data.open_days}</p>
        ) : (
          <p aria-hidden="true">&nbsp;</p>
        )}
        <Link className={buttonClassName()} to="/visit">
          Plan Your Visit
        </Link>
      </aside>
    </section>
  );
}
