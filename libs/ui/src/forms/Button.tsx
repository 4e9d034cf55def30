import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

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
  const variantClass = variant === 'primary' ? '' : styles[variant];
  const classes = [styles.button, variantClass, className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
