import { useBrowserValue, useHydrated } from '@furnace/ui';
import { GALLERY_PHOTOS } from './gallery-photos';
import styles from './about.module.css';

/** docs/product.md §9: gallery columns by window width (1200 px and up 5, 600 up 4, 300 up 3, else 2). */
export function galleryColumns(windowWidth: number): number {
  return windowWidth >= 1200 ? 5 : windowWidth >= 600 ? 4 : windowWidth >= 300 ? 3 : 2;
}

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's width, kept current on resize; a desktop's (1280) on the server and while hydrating. */
const useWindowWidth = () => useBrowserValue(subscribeToResize, () => window.innerWidth, 1280);

/**
 * A rows layout: photos fill rows of N (N from the window width); within a row each photo's share
 * of the width follows its aspect ratio, so a row's photos end up the same height.
 *
 * Not in the server's HTML (docs/adr/0007): its rows depend on the window's width, which the server
 * cannot know, and each photo's style attribute needs its own hash in the page's CSP header; with
 * them, /about no longer came in one round trip (15.1 KB of headers and body; its LCP rose from
 * about 1.0 s to 1.2-1.3 s). The photos are lazy pictures at the foot of the page: they come with
 * the live page, laid out for the window it is in.
 */
export function Gallery() {
  const columns = galleryColumns(useWindowWidth());
  const hydrated = useHydrated();
  if (!hydrated) return <div className={styles.gallery} data-columns={columns} />;
  // Rows of `columns` photos (the last may be shorter).
  const rows = [];
  for (let i = 0; i < GALLERY_PHOTOS.length; i += columns)
    rows.push(GALLERY_PHOTOS.slice(i, i + columns));
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
