import {
  downloadBackup,
  fetchBackups,
  fetchLastNightlyBackup,
  makeBackup,
  useApiQuery,
  type BackupFileInfo,
} from '@furnace/api-client';
import { BACKUPS } from '@furnace/contracts';
import {
  Button,
  LiveMessage,
  PageHeading,
  VisuallyHidden,
  failure,
  success,
  type Message,
} from '@furnace/ui';
import { useState } from 'react';
import adminStyles from '../../app/admin.module.css';
import { failureText } from '../../components/failure-text';
import styles from '../../components/accounts.module.css';
import { isBackupStale } from '../../components/backup-age';

const when = (at: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(at),
  );
const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** Hands a downloaded file to the browser, which saves it as `name`. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Backups (admins): make and download one now, the kept ones, how the last nightly one went. */
export function BackupsPage() {
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useApiQuery('backups', fetchBackups, {
    onError: () => setMessage(failure(BACKUPS.loadFailed)),
  });
  const nightly = useApiQuery('backups-nightly', fetchLastNightlyBackup);
  const backups: BackupFileInfo[] | null = list.data ?? (list.loading ? null : []);
  const last = nightly.data?.last ?? null;

  const download = async (name: string) => save(await downloadBackup(name), name);
  const downloadNow = async () => {
    setBusy(true);
    setMessage(success(BACKUPS.making));
    try {
      const { name } = await makeBackup();
      await download(name);
      setMessage(success(BACKUPS.made(name)));
      await list.reload();
    } catch (error) {
      setMessage(failure(failureText(error, `${BACKUPS.failed} ${(error as Error).message}`)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section>
      <PageHeading>{BACKUPS.title}</PageHeading>
      <p className={adminStyles['admin-page__intro']}>{BACKUPS.intro}</p>
      {backups !== null && isBackupStale(backups) && (
        <p role="alert" className={adminStyles['warning']}>
          {BACKUPS.noRecentBackup}
        </p>
      )}
      <div className={adminStyles['button-row']}>
        <Button onClick={() => void downloadNow()} disabled={busy} aria-busy={busy}>
          {BACKUPS.downloadNow}
        </Button>
      </div>
      <LiveMessage message={message} />
      <section className={adminStyles['admin-panel']} aria-labelledby="nightly-title">
        <h2 id="nightly-title">{BACKUPS.nightlyTitle}</h2>
        <p>
          {last === null
            ? BACKUPS.nightlyNotYet
            : last.ok
              ? BACKUPS.nightlyWorked(when(last.at))
              : BACKUPS.nightlyFailed(when(last.at), last.error ?? '')}
        </p>
      </section>
      <section className={adminStyles['admin-panel']} aria-labelledby="kept-title">
        <h2 id="kept-title">{BACKUPS.keptTitle}</h2>
        {backups === null ? (
          <p aria-busy="true">Loading the backups…</p>
        ) : backups.length === 0 ? (
          <p>{BACKUPS.none}</p>
        ) : (
          <table className={styles['staff-table']}>
            <thead>
              <tr>
                <th scope="col">Made</th>
                <th scope="col">Size</th>
                <th scope="col">Download</th>
              </tr>
            </thead>
            <tbody>
              {backups.map((backup) => (
                <tr key={backup.name}>
                  <th scope="row">{when(backup.created_at)}</th>
                  <td>{megabytes(backup.bytes)}</td>
                  <td>
                    <Button
                      variant="secondary"
                      onClick={() =>
                        void download(backup.name).catch((error: unknown) =>
                          setMessage(failure(failureText(error, (error as Error).message))),
                        )
                      }
                    >
                      {BACKUPS.download}
                      <VisuallyHidden> {backup.name}</VisuallyHidden>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p>{BACKUPS.restoreHint}</p>
      </section>
    </section>
  );
}
