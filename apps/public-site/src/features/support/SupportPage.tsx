import { useSiteContent } from '@furnace/api-client';
import { buttonClassName, RichText, VisuallyHidden } from '@furnace/ui';
import { Link } from '@furnace/router';
import { PageHero } from '../../components/page/PageHero';
import { usePageHead } from '../../hooks/usePageHead';
import { useScrollToSection } from '../../hooks/useScrollToSection';
import pageStyles from '../../components/page/page.module.css';

export type SupportSection = 'membership' | 'donate' | 'volunteer' | 'sponsorship';

/** docs/product.md §2 "Support page"; /support/{section} glides to that section (500 ms, 130 px). */
export default function SupportPage({ section }: { section?: SupportSection }) {
  usePageHead();
  useScrollToSection(section);
  // Inlined in the page by the server: there from the first paint (staff edit it: "Support texts").
  const content = useSiteContent();
  const texts = content?.support;
  const contact = content?.contact;
  return (
    <>
      <PageHero title="Support Us" lead={texts?.lead} />

      <section
        id="membership"
        className={pageStyles['page-section']}
        tabIndex={-1}
        aria-labelledby="membership-title"
      >
        <h2 id="membership-title">Membership</h2>
        {texts && (
          <>
            <RichText text={texts.membership} contact={contact} />
            {texts.benefits.length > 0 && (
              <ul>
                {texts.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            )}
            <RichText text={texts.upgrade} contact={contact} />
          </>
        )}
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
        {texts && <RichText text={texts.donate} contact={contact} />}
        <a
          className={buttonClassName('donate')}
          href={content?.links.donate}
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
        {texts && <RichText text={texts.volunteer} contact={contact} />}
      </section>

      <section
        id="sponsorship"
        className={`${pageStyles['page-section']} ${pageStyles['page-section--alt']}`}
        tabIndex={-1}
        aria-labelledby="sponsorship-title"
      >
        <h2 id="sponsorship-title">Sponsorship</h2>
        {texts && <RichText text={texts.sponsorship} contact={contact} />}
        <a
          className={buttonClassName()}
          href={contact && `mailto:${contact.email}?subject=Sponsorship`}
        >
          BECOME A SPONSOR
        </a>
      </section>
    </>
  );
}
