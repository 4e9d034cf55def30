import { cancelContentVersion, restoreContentVersion } from '@furnace/api-client';
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
  onChanged: (restored: boolean) => Promise<void>;
}

/** What can be done to an earlier version (restore it) and to a scheduled one (cancel it). */
const ACTIONS = {
  published: {
    label: TEXTS.restore,
    question: TEXTS.restoreQuestion,
    confirm: TEXTS.restoreConfirm,
    failed: TEXTS.restoreFailed,
    call: restoreContentVersion,
  },
  scheduled: {
    label: TEXTS.cancelSchedule,
    question: TEXTS.cancelQuestion,
    confirm: TEXTS.cancelConfirm,
    failed: TEXTS.cancelFailed,
    call: cancelContentVersion,
  },
} as const;

/** Every kept version of a key: restore an earlier one, cancel a scheduled one. */
export function VersionsPanel({ contentKey, versions, answers, onChanged }: VersionsPanelProps) {
  return (
    <ListPanel
      title={TEXTS.versionsTitle}
      list={{ items: versions, answers }}
      loading="Loading versions…"
      empty={TEXTS.noVersions}
    >
      {(list) => (
        <ul className={styles.versions}>
          {list.map((version) => {
            const action =
              version.state === 'published' || version.state === 'scheduled'
                ? ACTIONS[version.state]
                : null;
            return (
              <li key={version.id}>
                <p>
                  <strong>{TEXTS.stateNames[version.state]}</strong>
                  <br />
                  {TEXTS.versionLine(
                    version.id,
                    museumDisplay(version.publish_at),
                    version.username,
                  )}
                </p>
                {action && (
                  <ConfirmButton
                    question={action.question(version.id)}
                    confirmLabel={action.confirm}
                    onConfirm={async () => {
                      const done = await answers.run(
                        'list',
                        () => action.call(contentKey, version.id),
                        (answer) => answer.message,
                        refusalOr(action.failed(version.id)),
                      );
                      if (done) await onChanged(action === ACTIONS.published);
                    }}
                  >
                    {action.label}
                    <VisuallyHidden> version {version.id}</VisuallyHidden>
                  </ConfirmButton>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </ListPanel>
  );
}
