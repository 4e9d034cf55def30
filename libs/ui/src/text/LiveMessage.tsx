import styles from './live-message.module.css';

export interface Message {
  tone: 'success' | 'error';
  text: string;
}

/** Both live regions stay in the page: a region added together with its text is often not announced. */
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

/** A success's or an error's look, for a message shown once (not in a live region). */
export const messageClasses = styles;

export const success = (text: string): Message => ({ tone: 'success', text });
export const failure = (text: string): Message => ({ tone: 'error', text });
