import type { ReactNode } from 'react';
import { VisuallyHidden } from './VisuallyHidden';

/** What a screen reader hears after a link that opens a new tab. */
export const NEW_TAB_HINT = ' (opens in a new tab)';

type NewTabLinkProps = {
  href: string | undefined;
  className?: string;
  /** Read out, not shown. */
  hint?: string;
  children: ReactNode;
};

export function NewTabLink({ hint, children, ...props }: NewTabLinkProps) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      {hint && <VisuallyHidden>{hint}</VisuallyHidden>}
    </a>
  );
}
