import {
  downloadBackup,
  fetchBackups,
  fetchLastNightlyBackup,
  makeBackup,
  useApiQuery,
} from '@furnace/api-client';
import { BACKUPS } from '@furnace/contracts';
import { Button, VisuallyHidden, success } from '@furnace/ui';
import { useState } from 'react';
import adminStyles from '../../app/admin.module.css';
import { AdminPage, ListPanel, useAdminList } from '../../components/AdminPage';
import { Answer } from '../../components/Answer';
import { BackupWarning } from '../../components/BackupWarning';

const when = (at: string) =>
  new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Reads a backup and hands it to the browser as a download. */
async function download(name: string) {
  const url = URL.createObjectURL(await downloadBackup(name));
  // A link need not be in the page to start its download.
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  URL.revokeObjectURL(url);
}

/** Backups (admins): make and download one now, the kept ones, how the last nightly one went. */
export function BackupsPage() {
  const list = useAdminList('backups', fetchBackups, BACKUPS.loadFailed);
  const { answers } = list;
  const nightly = useApiQuery('backups-nightly', fetchLastNightlyBackup);
  const last = nightly.data?.last ?? null;
  const [making, setMaking] = useState(false);

  const downloadNow = async () => {
    setMaking(true);
    const made = await answers.run(
      'make',
      async () => {
        answers.show('make', success(BACKUPS.making));
        const { name } = await makeBackup();
        await download(name);
        return name;
      },
      BACKUPS.made,
      (error) => `${BACKUPS.failed} ${(error as Error).message}`,
    );
    setMaking(false);
    if (made) await list.reload();
  };

  return (
    <AdminPage title={BACKUPS.title} intro={BACKUPS.intro}>
      <BackupWarning />
      <div className={adminStyles['button-row']}>
        <Button onClick={() => void downloadNow()} disabled={making} aria-busy={making}>
          {BACKUPS.downloadNow}
        </Button>
      </div>
      <Answer answers={answers} place="make" />
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
      <ListPanel
        columns={['Made', 'Size', 'Download']}
        title={BACKUPS.keptTitle}
        list={list}
        loading="Loading the backups…"
        empty={BACKUPS.none}
        extra={<p>{BACKUPS.restoreHint}</p>}
      >
        {(backups) =>
          backups.map((backup) => (
            <tr key={backup.name}>
              <th scope="row">{when(backup.created_at)}</th>
              <td>{(backup.bytes / 1e6).toFixed(1)} MB</td>
              <td>
                <Button
                  variant="secondary"
                  onClick={() => void answers.run('list', () => download(backup.name), null)}
                >
                  {BACKUPS.download}
                  <VisuallyHidden> {backup.name}</VisuallyHidden>
                </Button>
              </td>
            </tr>
          ))
        }
      </ListPanel>
    </AdminPage>
  );
}
