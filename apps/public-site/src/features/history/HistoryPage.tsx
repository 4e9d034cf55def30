import heroImage from '../../assets/map/casting-house.svg';
import { PageHero } from '../../components/page/PageHero';
import { usePageTitle } from '../../hooks/usePageTitle';
import { HISTORY_SECTIONS } from './history-sections';
import pageStyles from '../../components/page/page.module.css';

/** docs/product.md §2 "History page": hero 'Our History' and its sections. */
export default function HistoryPage() {
  usePageTitle(
    'Our History',
    'From Peter Grubb’s furnace of 1742 to the Coleman ironmasters and the museum: the history of Cornwall Iron Furnace.',
  );
  return (
    <>
      <PageHero
        title="Our History"
        lead="141 years of iron making, 1742 to 1883, and the museum that keeps it."
        image={heroImage}
      />
      {HISTORY_SECTIONS.map((section, index) => (
        <section
          key={section.id}
          className={`${pageStyles['page-section']}${index % 2 ? ` ${pageStyles['page-section--alt']}` : ''}`}
          aria-labelledby={`history-${section.id}`}
        >
          <h2 id={`history-${section.id}`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </section>
      ))}
    </>
  );
}
