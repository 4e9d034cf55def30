import styles from './live-message.module.css';

export type MessageTone = 'success' | 'error';

export interface Message {
  tone: MessageTone;
  text: string;
}

/**
 * Where a page reports the outcome of an action. Both live regions are always in the page (a
 * region added together with its text is often not announced): successes are polite (status),
 * failures interrupt (alert). The spec's browser alerts land in the alert region (docs/product.md §10).
 */
export function LiveMessage({
  message,
  className = '',
}: {
  message: Message | null;
  className?: string;
}) {
  return (
    <div className={`${styles.region} ${className}`.trim()}>
      <p role="status" className={styles.success}>
        {message?.tone === 'success' ? message.text : ''}
      </p>
      <p role="alert" className={styles.error}>
        {message?.tone === 'error' ? message.text : ''}
      </p>
    </div>
  );
}

export const success = (text: string): Message => ({ tone: 'success', text });
export const failure = (text: string): Message => ({ tone: 'error', text });
