import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'donate' | 'outline';

/**
 * The class names of the site's button look, for a link that looks like a button
 * (`<Link className={buttonClassName()}>`); `<Button>` uses the same.
 */
export function buttonClassName(variant: ButtonVariant = 'primary'): string {
  return variant === 'primary' ? styles.button : `${styles.button} ${styles[variant]}`;
}

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
}

/** The site's button: the site's button look plus a variant. type="button" unless told. */
export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [buttonClassName(variant), className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
