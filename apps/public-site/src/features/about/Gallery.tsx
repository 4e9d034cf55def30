import { useWindowWidth } from '../../hooks/useWindowWidth';
import { galleryColumns, galleryRows } from './gallery-layout';
import { GALLERY_PHOTOS } from './gallery-photos';
import styles from './about.module.css';

/**
 * A rows layout: photos fill rows of N (N from the window width); within a row each photo's share
 * of the width follows its aspect ratio, so a row's photos end up the same height.
 */
export function Gallery() {
  const columns = galleryColumns(useWindowWidth());
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
