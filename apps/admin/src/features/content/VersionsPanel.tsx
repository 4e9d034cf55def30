import {
  ApiRefusal,
  cancelContentVersion,
  restoreContentVersion,
  type ContentSaved,
} from '@furnace/api-client';
import {
  CONTENT_ADMIN_TEXTS as TEXTS,
  type ContentKey,
  type ContentVersion,
} from '@furnace/contracts';
import { LiveMessage, VisuallyHidden, failure, success, type Message } from '@furnace/ui';
import { useState } from 'react';
import { ConfirmButton } from '../../components/ConfirmButton';
import { failureText } from '../../components/failure-text';
import { museumDisplay } from '../../components/museum-time';
import styles from './content.module.css';
import adminStyles from '../../app/admin.module.css';

interface VersionsPanelProps {
  contentKey: ContentKey;
  /** Newest first, as the API lists them; null while loading. */
  versions: ContentVersion[] | null;
  /** A version was restored (published again) or a scheduled one cancelled. */
  onChanged: (restored?: ContentSaved) => void | Promise<void>;
}

/** Every kept version of a key: restore an earlier one, cancel a scheduled one. */
export function VersionsPanel({ contentKey, versions, onChanged }: VersionsPanelProps) {
  const [message, setMessage] = useState<Message | null>(null);
  const titleId = `content-${contentKey}-versions`;
  const refusal = (error: unknown, usual: string) =>
    failureText(error, error instanceof ApiRefusal && error.status < 500 ? error.message : usual);

  return (
    <section className={adminStyles['admin-panel']} aria-labelledby={titleId}>
      <h2 id={titleId}>{TEXTS.versionsTitle}</h2>
      <LiveMessage message={message} />
      {versions === null ? (
        <p aria-busy="true">Loading versions…</p>
      ) : versions.length === 0 ? (
        <p>{TEXTS.noVersions}</p>
      ) : (
        <ul className={styles.versions}>
          {versions.map((version) => (
            <li key={version.id} className={styles.versions__item}>
              <p>
                <strong>{TEXTS.stateNames[version.state]}</strong>
                <br />
                {TEXTS.versionLine(version.id, museumDisplay(version.publish_at), version.username)}
              </p>
              {version.state === 'published' && (
                <ConfirmButton
                  question={TEXTS.restoreQuestion(version.id)}
                  confirmLabel={TEXTS.restoreConfirm}
                  onConfirm={async () => {
                    setMessage(null);
                    let restored: ContentSaved;
                    try {
                      restored = await restoreContentVersion(contentKey, version.id);
                    } catch (error) {
                      console.error(error);
                      setMessage(failure(refusal(error, TEXTS.restoreFailed(version.id))));
                      return;
                    }
                    setMessage(success(restored.message));
                    await onChanged(restored);
                  }}
                >
                  {TEXTS.restore}
                  <VisuallyHidden> version {version.id}</VisuallyHidden>
                </ConfirmButton>
              )}
              {version.state === 'scheduled' && (
                <ConfirmButton
                  question={TEXTS.cancelQuestion(version.id)}
                  confirmLabel={TEXTS.cancelConfirm}
                  onConfirm={async () => {
                    setMessage(null);
                    try {
                      const answer = await cancelContentVersion(contentKey, version.id);
                      setMessage(success(answer.message));
                    } catch (error) {
                      console.error(error);
                      setMessage(failure(refusal(error, TEXTS.cancelFailed(version.id))));
                      return;
                    }
                    await onChanged();
                  }}
                >
                  {TEXTS.cancelSchedule}
                  <VisuallyHidden> version {version.id}</VisuallyHidden>
                </ConfirmButton>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
