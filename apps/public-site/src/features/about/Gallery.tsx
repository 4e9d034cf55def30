import { useHydrated } from '@furnace/ui';
import { useWindowWidth } from '../../hooks/useWindowWidth';
import { galleryColumns, galleryRows } from './gallery-layout';
import { GALLERY_PHOTOS } from './gallery-photos';
import styles from './about.module.css';

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
  return (
    <div className={styles.gallery} data-columns={columns}>
      {galleryRows(GALLERY_PHOTOS, columns).map((row, index) => (
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
