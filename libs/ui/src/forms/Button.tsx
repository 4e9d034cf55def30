import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'donate' | 'outline';

/** The button look, for a link too: `<Link className={buttonClassName()}>`. */
export function buttonClassName(variant: ButtonVariant = 'primary'): string {
  return variant === 'primary' ? styles.button : `${styles.button} ${styles[variant]}`;
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...rest
}: ComponentPropsWithRef<'button'> & { variant?: ButtonVariant }) {
  const classes = [buttonClassName(variant), className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
