import { useSiteContent } from '@furnace/api-client';
import { RichText } from '@furnace/ui';
import { useState } from 'react';
import grounds from '../../assets/map/grounds.svg';
import { MAP_AREAS } from './areas';
import pageStyles from '../page/page.module.css';
import styles from './site-map.module.css';

export const MAP_EMPTY_TEXT = 'Explore the grounds by clicking on a place on the map.';

/** docs/product.md §2: numbered buttons over a drawing; the chosen place in a live region. */
export function SiteMap({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = MAP_AREAS.find((area) => area.id === selectedId);
  const content = useSiteContent();
  const text = selected && content?.map[selected.id];
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles['site-map']}>
      <div className={styles['site-map__canvas']}>
        <img
          className={styles['site-map__drawing']}
          src={grounds}
          alt=""
          width={1000}
          height={640}
        />
        {MAP_AREAS.map((area, index) => (
          <button
            key={area.id}
            type="button"
            className={styles['site-map__marker']}
            aria-label={`${index + 1}. ${area.label}`}
            aria-pressed={area.id === selectedId}
            aria-controls="site-map-panel"
            data-area={area.id}
            onClick={() => setSelectedId(area.id)}
          >
            <span aria-hidden="true">{index + 1}</span>
          </button>
        ))}
      </div>

      <div
        id="site-map-panel"
        className={`${pageStyles['info-card']} ${styles['site-map__panel']}`}
        aria-live="polite"
      >
        {selected ? (
          <>
            <Heading>{selected.title}</Heading>
            <img src={selected.image} alt={selected.imageAlt} width={640} height={400} />
            {text && <RichText text={text} contact={content.contact} />}
          </>
        ) : (
          <p className={styles['site-map__empty']}>{MAP_EMPTY_TEXT}</p>
        )}
      </div>

      <ol className={styles['site-map__key']} aria-label="Map key">
        {MAP_AREAS.map((area) => (
          <li key={area.id}>{area.label}</li>
        ))}
      </ol>
    </div>
  );
}
