import { EVENT_FALLBACKS, formatLongDate, formatTime12h } from '@furnace/contracts';
import { useEffect, useState } from 'react';
import type { EventFormValues } from './event-form';
import styles from './events.module.css';

/** 'May 1, 2026 · 10:30 AM' as the public card writes it, or 'Date TBD'. */
export function eventWhen(date: string, time: string): string {
  if (!date) return EVENT_FALLBACKS.date;
  return time ? `${formatLongDate(date)} · ${formatTime12h(time)}` : formatLongDate(date);
}

/** The card as visitors will see it on /events, updated while the volunteer types. */
export function EventPreviewCard({ values }: { values: EventFormValues }) {
  const { title, date, description, link_text, image, image_fit } = values;
  const imageUrl = useObjectUrl(image);
  return (
    <article className={styles['event-preview']} aria-label="Preview of the event card">
      {imageUrl ? (
        <img
          className={styles['event-preview__image']}
          style={{ objectFit: image_fit }}
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
        <p className={styles['event-preview__date']}>
          {eventWhen(date, values.all_day ? '' : values.time)}
        </p>
        <p>{description.trim() || EVENT_FALLBACKS.description}</p>
        {link_text.trim() && <p className={styles['event-preview__link']}>{link_text}</p>}
      </div>
    </article>
  );
}

/** A blob: URL for a chosen file, released when the file changes or the card goes away. */
export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const created = file && URL.createObjectURL?.(file);
    setUrl(created || null);
    if (created) return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
