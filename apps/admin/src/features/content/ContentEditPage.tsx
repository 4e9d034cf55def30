import {
  cancelContentVersion,
  fetchContent,
  fetchContentVersions,
  restoreContentVersion,
  useApiQuery,
} from '@furnace/api-client';
import {
  CONTENT_ADMIN_TEXTS as TEXTS,
  CONTENT_SCHEMAS,
  isContentKey,
  type ContactContent,
  type ContentKey,
  type ContentVersion,
} from '@furnace/contracts';
import { Link, useParams } from '@furnace/router';
import { VisuallyHidden } from '@furnace/ui';
import { useState } from 'react';
import { AdminPage, ListPanel, LoadFailure } from '../../components/AdminPage';
import { refusalOr, useAnswers, type Answers } from '../../components/Answer';
import { ConfirmButton } from '../../components/ConfirmButton';
import { museumDisplay } from '../../components/museum-time';
import { ContentForm } from './ContentForm';
import { drafts } from './content-form';
import styles from './content.module.css';

const BACK = (
  <p>
    <Link to="/admin/content">{TEXTS.back}</Link>
  </p>
);

/** /admin/content/:key: the key's generated form with its preview, and its versions. */
export function ContentEditPage() {
  const { key = '' } = useParams();
  if (!isContentKey(key))
    return (
      <AdminPage title={TEXTS.navContent} intro={TEXTS.unknownKey(key)}>
        {BACK}
      </AdminPage>
    );
  return <ContentEditor key={key} contentKey={key} />;
}

function ContentEditor({ contentKey }: { contentKey: ContentKey }) {
  const schema = CONTENT_SCHEMAS[contentKey];
  const answers = useAnswers();
  // A restore replaces the form with the restored value: a new form, started from it.
  const [formRound, setFormRound] = useState(0);
  const content = useApiQuery(`content-${contentKey}`, (signal) =>
    Promise.all([
      fetchContent<unknown>(contentKey, signal),
      fetchContent<ContactContent>('contact', signal),
    ]),
  );
  const versions = useApiQuery(`content-${contentKey}-versions`, () =>
    fetchContentVersions(contentKey),
  );
  const reloadBoth = () => Promise.all([content.reload(), versions.reload()]);

  // A new form, started from the value published now (its draft dropped).
  const startFromPublished = async () => {
    drafts.clear(contentKey);
    await content.reload();
    setFormRound((round) => round + 1);
  };

  return (
    <AdminPage title={schema.title} intro={TEXTS.shownOn(schema.shownOn)}>
      {BACK}
      {content.error !== undefined && content.data === undefined ? (
        <LoadFailure error={content.error} text={TEXTS.loadFailed} />
      ) : content.data === undefined ? (
        <p aria-busy="true">Loading…</p>
      ) : (
        <ContentForm
          key={formRound}
          contentKey={contentKey}
          published={content.data[0]}
          contact={content.data[1]}
          answers={answers}
          onPublished={reloadBoth}
          onConflict={reloadBoth}
          onLoadNewer={startFromPublished}
        />
      )}
      {versions.error !== undefined && versions.data === undefined ? (
        <LoadFailure error={versions.error} text={TEXTS.versionsLoadFailed} />
      ) : (
        <VersionsPanel
          contentKey={contentKey}
          versions={versions.data ?? null}
          answers={answers}
          onChanged={async (restored) => {
            if (restored) await startFromPublished();
            await versions.reload();
          }}
        />
      )}
    </AdminPage>
  );
}

interface VersionsPanelProps {
  contentKey: ContentKey;
  /** Newest first, as the API lists them; null while loading. */
  versions: ContentVersion[] | null;
  answers: Answers;
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

function VersionsPanel({ contentKey, versions, answers, onChanged }: VersionsPanelProps) {
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
