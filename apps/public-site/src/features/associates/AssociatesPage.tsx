import { useSiteContent } from '@furnace/api-client';
import { buttonClassName } from '@furnace/ui';
import { Link } from '@furnace/router';
import { PageHero } from '../../components/page/PageHero';
import { PageSection } from '../../components/page/PageSection';

export default function AssociatesPage() {
  const texts = useSiteContent()?.associates;
  return (
    <>
      <PageHero lead="The people and organizations who keep the furnace open." />

      <PageSection title="Corporate Sponsors" text={texts?.sponsors}>
        <p>
          <Link to="/support/sponsorship">Become a sponsor</Link>
        </p>
      </PageSection>

      <PageSection title="Associates" text={texts?.associates} alt />

      <PageSection title="Board of Directors" text={texts?.board}>
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

      <PageSection title="Membership" text={texts?.membership} alt>
        <Link className={buttonClassName()} to="/support/membership">
          Membership details
        </Link>
      </PageSection>
    </>
  );
}
