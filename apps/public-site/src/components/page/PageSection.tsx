import { useSiteContent } from '@furnace/api-client';
import { RichText } from '@furnace/ui';
import { useId, type ReactNode } from 'react';
import styles from './page.module.css';

interface PageSectionProps {
  title: ReactNode;
  /** A sub-route's target (/visit/hours): focusable, so the glide moves keyboard focus too. */
  id?: string;
  /** The alternate, full-width background that stripes a page. */
  alt?: boolean;
  text?: string;
  children?: ReactNode;
}

/** A section of a content page: its h2's id is `{id}-title` (a generated one without `id`). */
export function PageSection({ title, id, alt = false, text, children }: PageSectionProps) {
  const generatedId = useId();
  const headingId = id ? `${id}-title` : generatedId;
  const contact = useSiteContent()?.contact;
  return (
    <section
      id={id}
      className={`${styles['page-section']}${alt ? ` ${styles['page-section--alt']}` : ''}`}
      tabIndex={id ? -1 : undefined}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{title}</h2>
      {text !== undefined && <RichText text={text} contact={contact} />}
      {children}
    </section>
  );
}
