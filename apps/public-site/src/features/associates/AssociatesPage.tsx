import { buttonClassName } from '@furnace/ui';
import { Link } from '@furnace/router';
import { PageHero } from '../../components/page/PageHero';
import { usePageTitle } from '../../hooks/usePageTitle';
import pageStyles from '../../components/page/page.module.css';

const BOARD_ROLES = ['President', 'Vice President', 'Secretary', 'Treasurer'] as const;

/** docs/product.md §2: corporate sponsors, associates, board of directors (roles only) and membership. */
export default function AssociatesPage() {
  usePageTitle(
    'Associates and Partners',
    'The association, board, sponsors and partners who support Cornwall Iron Furnace.',
  );
  return (
    <>
      <PageHero
        title="Associates and Partners"
        lead="The people and organizations who keep the furnace open."
      />

      <section className={pageStyles['page-section']} aria-labelledby="assoc-sponsors">
        <h2 id="assoc-sponsors">Corporate Sponsors</h2>
        <p>
          Local businesses sponsor our events, school programs and restoration projects. Their
          support pays for what admission alone cannot. We thank each sponsor here, in our
          newsletter and at the events they make possible.
        </p>
        <p>
          <Link to="/support/sponsorship">Become a sponsor</Link>
        </p>
      </section>

      <section
        className={`${pageStyles['page-section']} ${pageStyles['page-section--alt']}`}
        aria-labelledby="assoc-associates"
      >
        <h2 id="assoc-associates">Associates</h2>
        <p>
          Our association was formed in 1984 as a non-profit partner of the state historical and
          museum commission, which owns and administers the site. Its volunteers guide tours, run
          the museum store, hold special events and raise funds for the site.
        </p>
      </section>

      <section className={pageStyles['page-section']} aria-labelledby="assoc-board">
        <h2 id="assoc-board">Board of Directors</h2>
        <p>
          The association is governed by a volunteer board. Directors serve three-year terms and are
          elected by the members at the annual meeting. Its officers are:
        </p>
        <ul>
          {BOARD_ROLES.map((role) => (
            <li key={role}>{role}</li>
          ))}
        </ul>
      </section>

      <section
        className={`${pageStyles['page-section']} ${pageStyles['page-section--alt']}`}
        aria-labelledby="assoc-membership"
      >
        <h2 id="assoc-membership">Membership</h2>
        <p>
          Members enjoy free unlimited admission, the quarterly newsletter, 10% off in the museum
          store and invitations to member events, and vote at the annual meeting.
        </p>
        <Link className={buttonClassName()} to="/support/membership">
          Membership details
        </Link>
      </section>
    </>
  );
}
