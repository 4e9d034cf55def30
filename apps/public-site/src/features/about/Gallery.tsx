import { useBrowserValue, useHydrated } from '@furnace/ui';
import photo01 from '../../assets/gallery/photo-01.svg';
import photo02 from '../../assets/gallery/photo-02.svg';
import photo03 from '../../assets/gallery/photo-03.svg';
import photo04 from '../../assets/gallery/photo-04.svg';
import photo05 from '../../assets/gallery/photo-05.svg';
import photo06 from '../../assets/gallery/photo-06.svg';
import photo07 from '../../assets/gallery/photo-07.svg';
import photo08 from '../../assets/gallery/photo-08.svg';
import photo09 from '../../assets/gallery/photo-09.svg';
import photo10 from '../../assets/gallery/photo-10.svg';
import styles from './about.module.css';

/** docs/product.md §2: ten photos. Placeholders the museum replaces with its own. */
const PHOTOS = [
  { src: photo01, width: 800, height: 600, alt: 'The furnace stack glowing at dusk' },
  { src: photo02, width: 600, height: 800, alt: 'The Great Wheel inside the engine house' },
  { src: photo03, width: 800, height: 533, alt: "Houses of the miners' village" },
  { src: photo04, width: 800, height: 600, alt: "The ironmaster's mansion" },
  {
    src: photo05,
    width: 800,
    height: 450,
    alt: 'Iron running into sand molds in the casting house',
  },
  { src: photo06, width: 600, height: 600, alt: 'The stone arch over the boilers' },
  { src: photo07, width: 800, height: 600, alt: 'The stable' },
  { src: photo08, width: 800, height: 500, alt: 'The flooded open pit mine' },
  { src: photo09, width: 600, height: 800, alt: 'The forge in the blacksmith shop' },
  { src: photo10, width: 800, height: 600, alt: 'The connecting shed' },
];

/** docs/product.md §9: gallery columns by window width (1200 px and up 5, 600 up 4, 300 up 3, else 2). */
export function galleryColumns(windowWidth: number): number {
  return windowWidth >= 1200 ? 5 : windowWidth >= 600 ? 4 : windowWidth >= 300 ? 3 : 2;
}

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * Rows of N photos (N by window width), each row's photos the same height. Not in the server's HTML
 * (ADR 7): the server cannot know the width, and each style attribute would need a CSP hash.
 */
export function Gallery() {
  // The window's width, kept current; a desktop's (1280) on the server and while hydrating.
  const columns = galleryColumns(useBrowserValue(subscribeToResize, () => window.innerWidth, 1280));
  const hydrated = useHydrated();
  if (!hydrated) return <div className={styles.gallery} data-columns={columns} />;
  const rows = [];
  for (let i = 0; i < PHOTOS.length; i += columns) rows.push(PHOTOS.slice(i, i + columns));
  return (
    <div className={styles.gallery} data-columns={columns}>
      {rows.map((row, index) => (
        <div key={index} className={styles.gallery__row} data-testid="gallery-row">
          {row.map((photo) => (
            <img
              key={photo.alt}
              className={styles.gallery__photo}
              src={photo.src}
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              decoding="async"
              // flex-grow by aspect ratio = equal heights; a short last row keeps its natural ratio.
              style={{
                flex: `${photo.width / photo.height} 1 0`,
                maxWidth: row.length < columns ? `${100 / columns}%` : undefined,
              }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
