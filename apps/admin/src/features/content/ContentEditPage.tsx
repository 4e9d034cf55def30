import {
  fetchContent,
  fetchContentVersions,
  useApiQuery,
  type ContentSaved,
} from '@furnace/api-client';
import {
  CONTENT_ADMIN_TEXTS as TEXTS,
  CONTENT_SCHEMAS,
  isContentKey,
  type ContactContent,
  type ContentKey,
} from '@furnace/contracts';
import { Link, useParams } from '@furnace/router';
import { LiveMessage, PageHeading, failure } from '@furnace/ui';
import { useState } from 'react';
import { ContentForm } from './ContentForm';
import { VersionsPanel } from './VersionsPanel';
import { drafts } from './content-form';
import adminStyles from '../../app/admin.module.css';
import styles from './content.module.css';

/** /admin/content/:key: the key's generated form with its preview, and its versions. */
export function ContentEditPage() {
  const { key = '' } = useParams();
  if (!isContentKey(key))
    return (
      <section>
        <PageHeading>{TEXTS.navContent}</PageHeading>
        <p>{TEXTS.unknownKey(key)}</p>
        <p>
          <Link to="/admin/content">{TEXTS.back}</Link>
        </p>
      </section>
    );
  return <ContentEditor key={key} contentKey={key} />;
}

function ContentEditor({ contentKey }: { contentKey: ContentKey }) {
  const schema = CONTENT_SCHEMAS[contentKey];
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

  // A new form, started from the value published now (its draft dropped).
  const startFromPublished = async () => {
    drafts.clear(contentKey);
    await content.reload();
    setFormRound((round) => round + 1);
  };
  const afterRestore = async (restored?: ContentSaved) => {
    if (restored) await startFromPublished();
    await versions.reload();
  };

  return (
    <section>
      <p className={styles['back-link']}>
        <Link to="/admin/content">{TEXTS.back}</Link>
      </p>
      <PageHeading>{schema.title}</PageHeading>
      <p className={adminStyles['admin-page__intro']}>{TEXTS.shownOn(schema.shownOn)}</p>
      {content.error !== undefined && content.data === undefined ? (
        <LiveMessage message={failure(TEXTS.loadFailed)} />
      ) : content.data === undefined ? (
        <p aria-busy="true">Loading…</p>
      ) : (
        <ContentForm
          key={formRound}
          contentKey={contentKey}
          published={content.data[0]}
          contact={content.data[1]}
          onPublished={async () => {
            await Promise.all([content.reload(), versions.reload()]);
          }}
          onConflict={async () => {
            await Promise.all([content.reload(), versions.reload()]);
          }}
          onLoadNewer={startFromPublished}
        />
      )}
      {versions.error !== undefined && versions.data === undefined ? (
        <LiveMessage message={failure(TEXTS.versionsLoadFailed)} />
      ) : (
        <VersionsPanel
          contentKey={contentKey}
          versions={versions.data ?? null}
          onChanged={afterRestore}
        />
      )}
    </section>
  );
}
