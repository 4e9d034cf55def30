import { useSiteContent } from '@furnace/api-client';
import { RichText } from '@furnace/ui';
import { useState } from 'react';
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
        <MapBackground />
        {MAP_AREAS.map((area, index) => (
          <button
            key={area.id}
            type="button"
            className={`${styles['site-map__marker']}${area.id.startsWith('bathroom') ? ` ${styles['site-map__marker--service']}` : ''}`}
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

function MapBackground() {
  return (
    <svg
      className={styles['site-map__drawing']}
      viewBox="0 0 1000 640"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="1000" height="640" fill="#dfe7cf" />
      <path d="M40 60 Q160 40 260 120 Q240 200 120 190 Q40 170 40 60Z" fill="#7fa8c4" />
      <path
        d="M0 470 C200 450 380 520 620 500 S900 430 1000 460"
        fill="none"
        stroke="#c9bda8"
        strokeWidth="26"
      />
      <path
        d="M300 640 C320 520 360 420 470 360 S700 250 880 100"
        fill="none"
        stroke="#c9bda8"
        strokeWidth="18"
      />
      <rect x="40" y="460" width="150" height="90" rx="8" fill="#b9b3a7" />
      <rect x="180" y="300" width="140" height="110" rx="6" fill="#b48a64" />
      <rect x="360" y="150" width="200" height="210" rx="6" fill="#9c8c7c" />
      <rect x="560" y="170" width="110" height="120" rx="6" fill="#a0714f" />
      <rect x="660" y="330" width="220" height="80" rx="6" fill="#a0714f" />
      <rect x="780" y="470" width="150" height="90" rx="6" fill="#c2b196" />
      {[0, 1, 2, 3].map((i) => (
        <rect key={i} x={800 + i * 40} y={90} width="28" height="36" rx="3" fill="#b48a64" />
      ))}
      {[
        [120, 300],
        [640, 560],
        [930, 300],
        [300, 90],
        [700, 60],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="34" fill="#9db77f" />
      ))}
    </svg>
  );
}
