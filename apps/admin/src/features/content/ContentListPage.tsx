import { fetchContentVersions, useApiQuery } from '@furnace/api-client';
import {
  CONTENT_ADMIN_TEXTS as TEXTS,
  CONTENT_KEYS,
  CONTENT_SCHEMAS,
  type ContentKey,
  type ContentVersion,
} from '@furnace/contracts';
import { Link } from '@furnace/router';
import { AdminPage, LoadFailure } from '../../components/AdminPage';
import { museumDisplay } from '../../components/museum-time';
import adminStyles from '../../app/admin.module.css';
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
              <p className={styles['key-list__when']}>
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
