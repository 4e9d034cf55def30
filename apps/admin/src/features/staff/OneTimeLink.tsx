import { ACCOUNTS } from '@furnace/contracts';
import { Button } from '@furnace/ui';
import { useId, useState } from 'react';
import adminStyles from '../../app/admin.module.css';

/** A one-time link shown to copy (invitation or reset), with how long it works. */
export function OneTimeLink({ label, url }: { label: string; url: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div>
      <div className={adminStyles['one-time-link']}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {ACCOUNTS.copyLink}
        </Button>
      </div>
      <p role="status">{copied ? ACCOUNTS.linkCopied : ACCOUNTS.linkValidFor}</p>
    </div>
  );
}
