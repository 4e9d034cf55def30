import { useSiteContent } from '@furnace/api-client';
import styles from './home.module.css';

/** The quote section of the home page, credited to the museum's curator (content "welcome"). */
export function CuratorQuote() {
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
