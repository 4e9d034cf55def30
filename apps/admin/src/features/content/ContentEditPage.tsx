import { fetchContent, fetchContentVersions, useApiQuery } from '@furnace/api-client';
import {
  CONTENT_ADMIN_TEXTS as TEXTS,
  CONTENT_SCHEMAS,
  isContentKey,
  type ContactContent,
  type ContentKey,
} from '@furnace/contracts';
import { Link, useParams } from '@furnace/router';
import { useState } from 'react';
import { AdminPage, LoadFailure } from '../../components/AdminPage';
import { useAnswers } from '../../components/Answer';
import { ContentForm } from './ContentForm';
import { VersionsPanel } from './VersionsPanel';
import { drafts } from './content-form';

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
