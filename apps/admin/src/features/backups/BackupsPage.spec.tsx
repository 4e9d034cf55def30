import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, server } from '@furnace/api-client/testing';
import { BACKUPS } from '@furnace/contracts';
import { renderAdmin, signIn } from '../../testing/render';
import { isBackupStale } from '../../components/BackupWarning';
import { BackupsPage } from './BackupsPage';

const OLD = {
  name: 'museum-2026-01-01T02-30-00Z.backup.jsonl.gz',
  created_at: '2026-01-01T02:30:00Z',
  bytes: 7_900_000,
};
const NEW_NAME = 'museum-2026-01-05T10-00-00Z.backup.jsonl.gz';

describe('BackupsPage', () => {
  const saved: string[] = [];
  beforeEach(() => {
    signIn();
    saved.length = 0;
    // jsdom has no object URLs; the browser's download is the anchor's click.
    Object.assign(URL, { createObjectURL: () => 'blob:backup', revokeObjectURL: () => undefined });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    let kept = [OLD];
    server.use(
      http.get('/api/v1/backups', () => HttpResponse.json(kept)),
      http.get('/api/v1/backups/nightly', () =>
        HttpResponse.json({
          last: { at: '2026-01-01T02:30:00Z', ok: false, error: 'ENOSPC: no space left on device' },
        }),
      ),
      http.post('/api/v1/backups', () => {
        kept = [{ name: NEW_NAME, created_at: '2026-01-05T10:00:00Z', bytes: 8_000_000 }, OLD];
        return HttpResponse.json({ name: NEW_NAME }, { status: 201 });
      }),
      http.get(
        '/api/v1/backups/:name',
        ({ params }) =>
          new HttpResponse(`backup ${String(params.name)}`, {
            headers: { 'Content-Type': 'application/gzip' },
          }),
      ),
    );
  });
  afterEach(() => jest.restoreAllMocks());

  it('warns when the newest backup is over 36 hours old, says how the nightly one went, and downloads one made now', async () => {
    const user = userEvent.setup();
    renderAdmin(<BackupsPage />);
    expect(await screen.findByText(BACKUPS.noRecentBackup)).toHaveAttribute('role', 'alert');
    expect(await screen.findByText(/FAILED: ENOSPC: no space left on device/)).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Jan 1, 2026/ })).toBeInTheDocument();
    expect(screen.getByText('7.9 MB')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: BACKUPS.downloadNow }));
    expect(await screen.findByText(BACKUPS.made(NEW_NAME))).toBeInTheDocument();
    expect(saved).toEqual([NEW_NAME]);
    expect(await screen.findByText('8.0 MB')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `${BACKUPS.download} ${OLD.name}` }));
    await waitFor(() => expect(saved).toEqual([NEW_NAME, OLD.name]));
  });

  it('a backup is stale after 36 hours, or when there is none', () => {
    const at = Date.parse('2026-01-02T12:00:00Z');
    expect(isBackupStale([], at)).toBe(true);
    expect(isBackupStale([{ created_at: '2026-01-01T02:30:00Z' }], at)).toBe(false);
    expect(isBackupStale([{ created_at: '2026-01-01T02:30:00Z' }], at + 3 * 3_600_000)).toBe(true);
  });
});
