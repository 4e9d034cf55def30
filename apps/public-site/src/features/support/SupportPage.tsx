import { useSiteContent } from '@furnace/api-client';
import { buttonClassName, NEW_TAB_HINT, NewTabLink, RichText } from '@furnace/ui';
import { Link } from '@furnace/router';
import { PageHero } from '../../components/page/PageHero';
import { PageSection } from '../../components/page/PageSection';
import { useScrollToSection } from '../../hooks/useScrollToSection';

export default function SupportPage({ section }: { section?: string }) {
  useScrollToSection(section);
  const content = useSiteContent();
  const texts = content?.support;
  const contact = content?.contact;
  return (
    <>
      <PageHero lead={texts?.lead} />
      <PageSection id="membership" title="Membership" text={texts?.membership}>
        {texts && (
          <>
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
      </PageSection>
      <PageSection id="donate" title="Donate" text={texts?.donate} alt>
        <NewTabLink
          className={buttonClassName('donate')}
          href={content?.links.donate}
          hint={NEW_TAB_HINT}
        >
          DONATE NOW
        </NewTabLink>
      </PageSection>
      <PageSection id="volunteer" title="Volunteer" text={texts?.volunteer} />
      <PageSection id="sponsorship" title="Sponsorship" text={texts?.sponsorship} alt>
        <a
          className={buttonClassName()}
          href={contact && `mailto:${contact.email}?subject=Sponsorship`}
        >
          BECOME A SPONSOR
        </a>
      </PageSection>
    </>
  );
}
