import { useBrowserValue, useHydrated } from '@furnace/ui';
import styles from './about.module.css';

/** docs/product.md §2: ten photos (assets/gallery/). Placeholders the museum replaces with its own. */
const PHOTOS = [
  { name: 'photo-01', width: 800, height: 600, alt: 'The furnace stack glowing at dusk' },
  { name: 'photo-02', width: 600, height: 800, alt: 'The Great Wheel inside the engine house' },
  { name: 'photo-03', width: 800, height: 533, alt: "Houses of the miners' village" },
  { name: 'photo-04', width: 800, height: 600, alt: "The ironmaster's mansion" },
  {
    name: 'photo-05',
    width: 800,
    height: 450,
    alt: 'Iron running into sand molds in the casting house',
  },
  { name: 'photo-06', width: 600, height: 600, alt: 'The stone arch over the boilers' },
  { name: 'photo-07', width: 800, height: 600, alt: 'The stable' },
  { name: 'photo-08', width: 800, height: 500, alt: 'The flooded open pit mine' },
  { name: 'photo-09', width: 600, height: 800, alt: 'The forge in the blacksmith shop' },
  { name: 'photo-10', width: 800, height: 600, alt: 'The connecting shed' },
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
              // webpack's context module: every photo of the folder, each one's URL by its name.
              // eslint-disable-next-line @typescript-eslint/no-require-imports
              src={require(`../../assets/gallery/${photo.name}.svg`)}
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
