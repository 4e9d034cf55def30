import {
  cancelContentVersion,
  fetchContent,
  fetchContentVersions,
  restoreContentVersion,
  useApiQuery,
} from '@furnace/api-client';
import {
  CONTENT_ADMIN_TEXTS as TEXTS,
  CONTENT_KEYS,
  CONTENT_SCHEMAS,
  isContentKey,
  type ContactContent,
  type ContentKey,
  type ContentVersion,
} from '@furnace/contracts';
import { Link, useParams } from '@furnace/router';
import { VisuallyHidden, fieldClasses } from '@furnace/ui';
import { useState } from 'react';
import { AdminPage, ListPanel, LoadFailure, useAdminList } from '../../components/AdminPage';
import { refusalOr } from '../../components/Answer';
import { ConfirmButton } from '../../components/ConfirmButton';
import { museumDisplay } from '../../components/museum-time';
import adminStyles from '../../app/admin.module.css';
import { ContentForm, drafts } from './ContentForm';
import type { ContentValues } from './ContentFields';
import styles from './content.module.css';

type LastPublished = Partial<Record<ContentKey, ContentVersion>>;

/** The version visitors see now of every key (none: the first-install text). */
async function lastPublished(): Promise<LastPublished> {
  const lists = await Promise.all(CONTENT_KEYS.map((key) => fetchContentVersions(key)));
  return Object.fromEntries(
    CONTENT_KEYS.map((key, index) => [key, lists[index].find((v) => v.state === 'current')]),
  );
}

/** /admin/content: every part of the site the museum edits itself, each opening its form. */
export function ContentListPage() {
  const query = useApiQuery('content-last-published', lastPublished);
  return (
    <AdminPage title={TEXTS.navContent} intro={TEXTS.listIntro}>
      {query.error !== undefined && <LoadFailure error={query.error} text={TEXTS.loadFailed} />}
      <ul className={`${adminStyles.cards} ${styles['key-list']}`}>
        {CONTENT_KEYS.map((key) => {
          const schema = CONTENT_SCHEMAS[key];
          const current = query.data?.[key];
          return (
            <li key={key} className={adminStyles['admin-panel']}>
              <h2 className={styles['key-list__title']}>
                <Link to={`/admin/content/${key}`}>{schema.title}</Link>
              </h2>
              <p>{TEXTS.shownOn(schema.shownOn)}</p>
              <p className={fieldClasses.hint}>
                {query.data === undefined
                  ? '\u00a0'
                  : current
                    ? TEXTS.lastPublished(museumDisplay(current.publish_at), current.username)
                    : TEXTS.neverPublished}
              </p>
            </li>
          );
        })}
      </ul>
    </AdminPage>
  );
}

const BACK = (
  <p>
    <Link to="/admin/content">{TEXTS.back}</Link>
  </p>
);

/** What can be done to an earlier version (restore it) and to a scheduled one (cancel it). */
const ACTIONS = {
  published: { texts: 'restore', label: TEXTS.restore, call: restoreContentVersion },
  scheduled: { texts: 'cancel', label: TEXTS.cancelSchedule, call: cancelContentVersion },
} as const;

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
  // A restore or "Load newer" starts a new form from what is published now (its draft dropped).
  const [formRound, setFormRound] = useState(0);
  const content = useApiQuery(`content-${contentKey}`, (signal) =>
    Promise.all([
      fetchContent<ContentValues>(contentKey, signal),
      fetchContent<ContactContent>('contact', signal),
    ]),
  );
  const versions = useAdminList(
    `content-${contentKey}-versions`,
    () => fetchContentVersions(contentKey),
    TEXTS.versionsLoadFailed,
  );
  const { answers } = versions;

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
          onLoadNewer={startFromPublished}
        />
      )}
      <ListPanel
        title={TEXTS.versionsTitle}
        list={versions}
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
                      question={TEXTS[`${action.texts}Question`](version.id)}
                      confirmLabel={TEXTS[`${action.texts}Confirm`]}
                      onConfirm={async () => {
                        const done = await versions.act(
                          () => action.call(contentKey, version.id),
                          (answer) => answer.message,
                          refusalOr(TEXTS[`${action.texts}Failed`](version.id)),
                        );
                        if (done && action === ACTIONS.published) await startFromPublished();
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
    </AdminPage>
  );
}
