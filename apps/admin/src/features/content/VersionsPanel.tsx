import {
  cancelContentVersion,
  restoreContentVersion,
  type ContentSaved,
} from '@furnace/api-client';
import {
  CONTENT_ADMIN_TEXTS as TEXTS,
  type ContentKey,
  type ContentVersion,
} from '@furnace/contracts';
import { VisuallyHidden } from '@furnace/ui';
import { ListPanel } from '../../components/AdminPage';
import { refusalOr, type Answers } from '../../components/Answer';
import { ConfirmButton } from '../../components/ConfirmButton';
import { museumDisplay } from '../../components/museum-time';
import styles from './content.module.css';

interface VersionsPanelProps {
  contentKey: ContentKey;
  /** Newest first, as the API lists them; null while loading. */
  versions: ContentVersion[] | null;
  answers: Answers;
  /** A version was restored (published again) or a scheduled one cancelled. */
  onChanged: (restored?: boolean) => Promise<void>;
}

/** Every kept version of a key: restore an earlier one, cancel a scheduled one. */
export function VersionsPanel({ contentKey, versions, answers, onChanged }: VersionsPanelProps) {
  const act = async (
    work: () => Promise<ContentSaved | { message: string }>,
    failed: string,
    restored?: boolean,
  ) => {
    if (await answers.run('list', work, (done) => done.message, refusalOr(failed)))
      await onChanged(restored);
  };
  return (
    <ListPanel
      id={`content-${contentKey}-versions`}
      title={TEXTS.versionsTitle}
      items={versions}
      loading="Loading versions…"
      empty={TEXTS.noVersions}
      answers={answers}
    >
      {(list) => (
        <ul className={styles.versions}>
          {list.map((version) => (
            <li key={version.id}>
              <p>
                <strong>{TEXTS.stateNames[version.state]}</strong>
                <br />
                {TEXTS.versionLine(version.id, museumDisplay(version.publish_at), version.username)}
              </p>
              {version.state === 'published' && (
                <ConfirmButton
                  question={TEXTS.restoreQuestion(version.id)}
                  confirmLabel={TEXTS.restoreConfirm}
                  onConfirm={() =>
                    act(
                      () => restoreContentVersion(contentKey, version.id),
                      TEXTS.restoreFailed(version.id),
                      true,
                    )
                  }
                >
                  {TEXTS.restore}
                  <VisuallyHidden> version {version.id}</VisuallyHidden>
                </ConfirmButton>
              )}
              {version.state === 'scheduled' && (
                <ConfirmButton
                  question={TEXTS.cancelQuestion(version.id)}
                  confirmLabel={TEXTS.cancelConfirm}
                  onConfirm={() =>
                    act(
                      () => cancelContentVersion(contentKey, version.id),
                      TEXTS.cancelFailed(version.id),
                    )
                  }
                >
                  {TEXTS.cancelSchedule}
                  <VisuallyHidden> version {version.id}</VisuallyHidden>
                </ConfirmButton>
              )}
            </li>
          ))}
        </ul>
      )}
    </ListPanel>
  );
}
