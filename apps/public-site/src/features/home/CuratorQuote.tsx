import styles from './home.module.css';
/** The quote section of the home page, credited to the museum's curator. */
export function CuratorQuote() {
  return (
    <section className={styles['home-quote']} aria-label="A word from our curator">
      <figure>
        <blockquote>
          <p>
            Stand at the casting arch and you are standing where, for more than a century, men
            tapped a river of molten iron every few hours, day and night. Few places let you see the
            whole of an iron plantation still in one piece. This is one of them.
          </p>
        </blockquote>
        <figcaption>The museum curator</figcaption>
      </figure>
    </section>
  );
}
