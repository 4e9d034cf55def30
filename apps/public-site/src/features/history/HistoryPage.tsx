import { useSiteContent } from '@furnace/api-client';
import { RichText } from '@furnace/ui';
import heroImage from '../../assets/map/casting-house.svg';
import { PageHero } from '../../components/page/PageHero';
import { usePageHead } from '../../hooks/usePageHead';
import pageStyles from '../../components/page/page.module.css';

/** docs/product.md §2 "History page": hero 'Our History' and its sections. */
export default function HistoryPage() {
  usePageHead();
  // Inlined in the page by the server (staff edit it: "History").
  const content = useSiteContent();
  return (
    <>
      <PageHero title="Our History" lead={content?.history.lead} image={heroImage} />
      {content?.history.sections.map((section, index) => (
        <section
          key={`${index}-${section.title}`}
          className={`${pageStyles['page-section']}${index % 2 ? ` ${pageStyles['page-section--alt']}` : ''}`}
          aria-labelledby={`history-${index}`}
        >
          <h2 id={`history-${index}`}>{section.title}</h2>
          <RichText text={section.text} contact={content.contact} />
        </section>
      ))}
    </>
  );
}
