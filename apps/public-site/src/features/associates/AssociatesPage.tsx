import { useSiteContent } from '@furnace/api-client';
import { buttonClassName } from '@furnace/ui';
import { Link } from '@furnace/router';
import { PageHero } from '../../components/page/PageHero';
import { PageSection } from '../../components/page/PageSection';

/** docs/product.md §2: corporate sponsors, associates, board of directors (roles only) and membership. */
export default function AssociatesPage() {
  // Inlined in the page by the server (staff edit it: "Associates and board").
  const texts = useSiteContent()?.associates;
  return (
    <>
      <PageHero lead="The people and organizations who keep the furnace open." />

      <PageSection titleId="assoc-sponsors" title="Corporate Sponsors" text={texts?.sponsors}>
        <p>
          <Link to="/support/sponsorship">Become a sponsor</Link>
        </p>
      </PageSection>

      <PageSection titleId="assoc-associates" title="Associates" text={texts?.associates} alt />

      <PageSection titleId="assoc-board" title="Board of Directors" text={texts?.board}>
        {!!texts?.officers.length && (
          <ul>
            {texts.officers.map((officer) => (
              <li key={officer.role}>
                {officer.name ? `${officer.role}: ${officer.name}` : officer.role}
              </li>
            ))}
          </ul>
        )}
      </PageSection>

      <PageSection titleId="assoc-membership" title="Membership" text={texts?.membership} alt>
        <Link className={buttonClassName()} to="/support/membership">
          Membership details
        </Link>
      </PageSection>
    </>
  );
}
