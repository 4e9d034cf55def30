import { buttonClassName, VisuallyHidden } from '@furnace/ui';
import { SITE } from '@furnace/contracts';
import { Link } from '@furnace/router';
import { PageHero } from '../../components/page/PageHero';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useScrollToSection } from '../../hooks/useScrollToSection';
import pageStyles from '../../components/page/page.module.css';

export type SupportSection = 'membership' | 'donate' | 'volunteer' | 'sponsorship';

/** docs/product.md §2 "Support page"; /support/{section} glides to that section (500 ms, 130 px). */
export default function SupportPage({ section }: { section?: SupportSection }) {
  usePageTitle(
    'Support Us',
    'Become a member, donate, volunteer or sponsor: help the association keep Cornwall Iron Furnace open and its stories told.',
  );
  useScrollToSection(section);
  return (
    <>
      <PageHero
        title="Support Us"
        lead="Our non-profit association has worked beside the state since 1984 to keep the furnace open, its buildings cared for and its stories told."
      />

      <section
        id="membership"
        className={pageStyles['page-section']}
        tabIndex={-1}
        aria-labelledby="membership-title"
      >
        <h2 id="membership-title">Membership</h2>
        <p>Members keep the furnace running. Every membership includes:</p>
        <ul>
          <li>Free, unlimited admission all year</li>
          <li>Our quarterly newsletter</li>
          <li>10% off in the museum store</li>
          <li>Invitations to members-only programs and the annual meeting</li>
        </ul>
        <p>
          For an additional fee you can upgrade to include a membership of the state heritage
          foundation, with its own benefits at historic sites across the state.
        </p>
        <Link className={buttonClassName()} to="/membership">
          JOIN/RENEW NOW
        </Link>
      </section>

      <section
        id="donate"
        className={`${pageStyles['page-section']} ${pageStyles['page-section--alt']}`}
        tabIndex={-1}
        aria-labelledby="donate-title"
      >
        <h2 id="donate-title">Donate</h2>
        <p>
          Gifts of every size pay for school programs, conservation of the buildings and the
          volunteers&apos; training. Donations to the association are tax-deductible as the law
          allows.
        </p>
        <a
          className={buttonClassName('donate')}
          href={SITE.donateUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          DONATE NOW<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </section>

      <section
        id="volunteer"
        className={pageStyles['page-section']}
        tabIndex={-1}
        aria-labelledby="volunteer-title"
      >
        <h2 id="volunteer-title">Volunteer</h2>
        <p>
          Volunteers guide tours, staff the museum store, help with special events, tend the grounds
          and research the site&apos;s history. No experience is needed: we train you, and you
          choose how often you come.
        </p>
        <p>
          To start, call <a href={SITE.phoneHref}>{SITE.phone}</a> or write to{' '}
          <a href={`mailto:${SITE.email}?subject=Volunteering`}>{SITE.email}</a>.
        </p>
      </section>

      <section
        id="sponsorship"
        className={`${pageStyles['page-section']} ${pageStyles['page-section--alt']}`}
        tabIndex={-1}
        aria-labelledby="sponsorship-title"
      >
        <h2 id="sponsorship-title">Sponsorship</h2>
        <p>
          Businesses and organizations can sponsor an event, a school program or a restoration
          project. Sponsors are thanked on our associates page, in our newsletter and at the event.
        </p>
        <a className={buttonClassName()} href={`mailto:${SITE.email}?subject=Sponsorship`}>
          BECOME A SPONSOR
        </a>
      </section>
    </>
  );
}
