import { EVENT_FALLBACKS } from '@furnace/contracts';
import { useEffect, useState } from 'react';
import { eventWhen } from './event-text';
import styles from './events.module.css';

interface EventPreviewCardProps {
  title: string;
  date: string;
  time: string;
  description: string;
  linkText: string;
  image: File | null;
  /** 'contain' shows a poster whole (docs/api.md, `image_fit`). */
  imageFit?: 'cover' | 'contain';
}

/** The card as visitors will see it on /events, updated while the volunteer types. */
export function EventPreviewCard({
  title,
  date,
  time,
  description,
  linkText,
  image,
  imageFit = 'cover',
}: EventPreviewCardProps) {
  const imageUrl = useObjectUrl(image);
  return (
    <article className={styles['event-preview']} aria-label="Preview of the event card">
      {imageUrl ? (
        <img
          className={styles['event-preview__image']}
          style={{ objectFit: imageFit }}
          src={imageUrl}
          alt=""
        />
      ) : (
        <div
          className={`${styles['event-preview__image']} ${styles['event-preview__image--empty']}`}
        >
          The picture appears here
        </div>
      )}
      <div className={styles['event-preview__body']}>
        <p className={styles['event-preview__title']}>{title.trim() || EVENT_FALLBACKS.title}</p>
        <p className={styles['event-preview__date']}>{eventWhen(date, time)}</p>
        <p>{description.trim() || EVENT_FALLBACKS.description}</p>
        {linkText.trim() && <p className={styles['event-preview__link']}>{linkText}</p>}
      </div>
    </article>
  );
}

/** A blob: URL for a chosen file, released when the file changes or the card goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
