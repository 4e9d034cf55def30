import { useSiteContent } from '@furnace/api-client';
import { Expander, RichText } from '@furnace/ui';
import { PageHero } from '../../components/page/PageHero';
import pageStyles from '../../components/page/page.module.css';

/** docs/product.md §2 "Accessibility page": expandable sections with the site's access facts. */
export default function AccessibilityPage() {
  // Inlined in the page by the server (staff edit it: "Accessibility guide").
  const texts = useSiteContent('accessibility');
  const contact = useSiteContent('contact');
  return (
    <>
      <PageHero lead="We want every visitor to enjoy the furnace. Here is what to expect." />
      <div className={pageStyles['page-section']}>
        {texts && contact && (
          <>
            <RichText text={texts.intro} contact={contact} />
            {texts.sections.map((section) => (
              <Expander key={section.title} title={section.title}>
                <RichText text={section.text} contact={contact} />
              </Expander>
            ))}
          </>
        )}
      </div>
    </>
  );
}
