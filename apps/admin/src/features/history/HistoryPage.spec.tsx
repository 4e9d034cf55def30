import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, server } from '@furnace/api-client/testing';
import { renderSignedIn, signIn } from '../../testing/render';
import { HistoryPage } from './HistoryPage';

const FRIDAY_CLOSED = {
  id: 7,
  at: '2026-11-20T15:00:00.000Z',
  username: 'maria',
  action: 'set',
  entity: 'hours',
  entity_id: 'Friday',
  summary: 'Friday is now closed.',
  before: { day: 'Friday', ranges: [{ open_time: '09:00:00', close_time: '16:00:00' }] },
  after: { day: 'Friday', ranges: [] },
  can_revert: true,
  reverted_at: null,
};
const EVENT_CREATED = {
  id: 6,
  at: '2026-11-20T14:00:00.000Z',
  username: 'ada',
  action: 'create',
  entity: 'events',
  entity_id: '3',
  summary: 'Added event 3 "Lantern tour" (2026-12-01)',
  before: null,
  after: { id: 3, title: 'Lantern tour' },
  can_revert: false,
  reverted_at: null,
};

describe('HistoryPage', () => {
  let reverted: string[];
  let asked: URLSearchParams[];
  beforeEach(() => {
    signIn();
    reverted = [];
    asked = [];
    server.use(
      http.get('/api/v1/audit', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        const undone = reverted.length > 0;
        return HttpResponse.json([
          { ...FRIDAY_CLOSED, can_revert: !undone, reverted_at: undone ? FRIDAY_CLOSED.at : null },
          EVENT_CREATED,
        ]);
      }),
      http.post('/api/v1/audit/:id/revert', ({ params }) => {
        reverted.push(String(params.id));
        return HttpResponse.json({ message: 'The change is reverted.' });
      }),
    );
  });

  const setup = () => renderSignedIn(<HistoryPage />);

  it('tells each change in plain words, from what was there before and after', async () => {
    setup();
    expect(
      await screen.findByText('maria closed Fridays (was 9:00 AM - 4:00 PM)'),
    ).toBeInTheDocument();
    expect(screen.getByText('ada created the event Lantern tour')).toBeInTheDocument();
    // A change with no undo offers none.
    const created = screen
      .getByText('ada created the event Lantern tour')
      .closest('tr') as HTMLElement;
    expect(within(created).queryByRole('button')).not.toBeInTheDocument();
  });

  it('filters by what and who with labelled controls', async () => {
    const user = setup();
    await screen.findByText('ada created the event Lantern tour');
    await user.selectOptions(screen.getByLabelText('What'), 'opening hours');
    await user.type(await screen.findByLabelText('Who'), 'maria');
    await waitFor(() => expect(asked.at(-1)?.get('username')).toBe('maria'));
    expect(asked.at(-1)?.get('entity')).toBe('hours');
  });

  it('says what Undo will do before doing it, then answers beside it with the focus', async () => {
    const user = setup();
    const row = (await screen.findByText('maria closed Fridays (was 9:00 AM - 4:00 PM)')).closest(
      'tr',
    ) as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /^Undo/ }));
    expect(
      within(row).getByText('Undo sets Fridays back to 9:00 AM - 4:00 PM. Go ahead?'),
    ).toBeInTheDocument();
    expect(reverted).toEqual([]);
    await user.click(within(row).getByRole('button', { name: 'Yes, undo' }));
    await waitFor(() =>
      expect(within(row).getByRole('status')).toHaveTextContent('The change is reverted.'),
    );
    const answer = within(row).getByRole('status');
    expect(answer).toHaveFocus();
    expect(reverted).toEqual(['7']);
    expect(await within(row).findByText('Undone')).toBeInTheDocument();
  });

  it('shows an editor only the kind filter: their own changes, from /audit/mine', async () => {
    server.use(
      http.get('/api/v1/users/me', () =>
        HttpResponse.json({ member_id: 'maria', email: 'maria@example.org', role: 'editor' }),
      ),
      http.get('/api/v1/audit', () =>
        HttpResponse.json({ message: 'Only an admin can do this.' }, { status: 403 }),
      ),
      http.get('/api/v1/audit/mine', () => HttpResponse.json([FRIDAY_CLOSED])),
    );
    setup();
    await screen.findByText('maria closed Fridays (was 9:00 AM - 4:00 PM)');
    await waitFor(() => expect(screen.getByText(/Your own changes/)).toBeInTheDocument());
    expect(screen.getByLabelText('What')).toBeInTheDocument();
    expect(screen.queryByLabelText('Who')).not.toBeInTheDocument();
  });
});
