import { useSiteContent } from '@furnace/api-client';
import heroImage from '../../assets/map/casting-house.svg';
import { PageHero } from '../../components/page/PageHero';
import { PageSection } from '../../components/page/PageSection';

export default function HistoryPage() {
  const history = useSiteContent()?.history;
  return (
    <>
      <PageHero lead={history?.lead} image={heroImage} />
      {history?.sections.map((section, index) => (
        <PageSection
          key={`${index}-${section.title}`}
          title={section.title}
          text={section.text}
          alt={index % 2 === 1}
        />
      ))}
    </>
  );
}
