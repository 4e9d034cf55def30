import { useSiteContent } from '@furnace/api-client';
import { buttonClassName, RichText } from '@furnace/ui';
import { Link } from '@furnace/router';
import { PageHero } from '../../components/page/PageHero';
import { usePageHead } from '../../hooks/usePageHead';
import pageStyles from '../../components/page/page.module.css';

/** docs/product.md §2: corporate sponsors, associates, board of directors (roles only) and membership. */
export default function AssociatesPage() {
  usePageHead();
  // Inlined in the page by the server (staff edit it: "Associates and board").
  const content = useSiteContent();
  const texts = content?.associates;
  const contact = content?.contact;
  return (
    <>
      <PageHero
        title="Associates and Partners"
        lead="The people and organizations who keep the furnace open."
      />

      <section className={pageStyles['page-section']} aria-labelledby="assoc-sponsors">
        <h2 id="assoc-sponsors">Corporate Sponsors</h2>
        {texts && <RichText text={texts.sponsors} contact={contact} />}
        <p>
          <Link to="/support/sponsorship">Become a sponsor</Link>
        </p>
      </section>

      <section
        className={`${pageStyles['page-section']} ${pageStyles['page-section--alt']}`}
        aria-labelledby="assoc-associates"
      >
        <h2 id="assoc-associates">Associates</h2>
        {texts && <RichText text={texts.associates} contact={contact} />}
      </section>

      <section className={pageStyles['page-section']} aria-labelledby="assoc-board">
        <h2 id="assoc-board">Board of Directors</h2>
        {texts && (
          <>
            <RichText text={texts.board} contact={contact} />
            {texts.officers.length > 0 && (
              <ul>
                {texts.officers.map((officer) => (
                  <li key={officer.role}>
                    {officer.name ? `${officer.role}: ${officer.name}` : officer.role}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>

      <section
        className={`${pageStyles['page-section']} ${pageStyles['page-section--alt']}`}
        aria-labelledby="assoc-membership"
      >
        <h2 id="assoc-membership">Membership</h2>
        {texts && <RichText text={texts.membership} contact={contact} />}
        <Link className={buttonClassName()} to="/support/membership">
          Membership details
        </Link>
      </section>
    </>
  );
}
