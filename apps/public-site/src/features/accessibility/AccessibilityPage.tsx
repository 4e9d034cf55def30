import { useSiteContent } from '@furnace/api-client';
import { Expander, RichText } from '@furnace/ui';
import { PageHero } from '../../components/page/PageHero';
import pageStyles from '../../components/page/page.module.css';

export default function AccessibilityPage() {
  const content = useSiteContent();
  return (
    <>
      <PageHero lead="We want every visitor to enjoy the furnace. Here is what to expect." />
      <div className={pageStyles['page-section']}>
        {content && (
          <>
            <RichText text={content.accessibility.intro} contact={content.contact} />
            {content.accessibility.sections.map((section) => (
              <Expander key={section.title} title={section.title}>
                <RichText text={section.text} contact={content.contact} />
              </Expander>
            ))}
          </>
        )}
      </div>
    </>
  );
}
