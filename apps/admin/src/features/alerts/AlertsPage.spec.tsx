import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, contentFake, http, requestsTo, server } from '@furnace/api-client/testing';
import { MESSAGES, type AlertPayload } from '@furnace/contracts';
import { renderAdmin, signIn } from '../../testing/render';
import { museumLocal } from '../../components/museum-time';
import { AlertsPage } from './AlertsPage';

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

const setup = async () => {
  const user = userEvent.setup();
  renderAdmin(<AlertsPage />);
  await waitFor(() => expect(screen.queryByText('Loading alerts…')).not.toBeInTheDocument());
  return user;
};

describe('AlertsPage', () => {
  beforeEach(signIn);

  it('publishes an alert from now until an end in the museum clock, and lists it as showing', async () => {
    const user = await setup();
    expect(screen.getByText('No alerts yet.')).toBeInTheDocument();
    // Starts: now, in the museum's clock, unless changed.
    expect(screen.getByLabelText('Starts')).toHaveValue(museumLocal(new Date()));
    await user.type(screen.getByLabelText('Message'), '  Closed today because of snow ');
    await user.selectOptions(screen.getByLabelText('Level'), 'Closure');
    const ends = museumLocal(hours(6));
    await user.type(screen.getByLabelText('Ends (optional)'), ends);
    await user.click(screen.getByRole('button', { name: 'Publish alert' }));

    expect(
      await screen.findByText('Alert published.', { selector: '[role=status]' }),
    ).toBeInTheDocument();
    const [post] = requestsTo('POST', '/api/v1/alerts');
    expect(post.authorization).toBe('Bearer tok');
    const body = post.body as AlertPayload;
    expect(body.message).toBe('Closed today because of snow');
    expect(body.level).toBe('closure');
    expect(body.starts_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000-0[45]:00$/);
    expect(museumLocal(body.ends_at as string)).toBe(ends);
    const card = await screen.findByTestId(`alert-${contentFake.alerts[0].id}`);
    expect(within(card).getByText('Showing now')).toBeInTheDocument();
    expect(within(card).getByText('Closed today because of snow')).toBeInTheDocument();
    // The form is ready for the next one; the answer, beside its button, has the focus.
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByText('Alert published.')).toHaveFocus();
  });

  it('names the field for a missing message and an end before the start, and sends nothing', async () => {
    const user = await setup();
    const starts = screen.getByLabelText('Starts');
    await user.clear(starts);
    await user.type(starts, museumLocal(hours(48)));
    await user.type(screen.getByLabelText('Ends (optional)'), museumLocal(hours(24)));
    await user.click(screen.getByRole('button', { name: 'Publish alert' }));
    expect(await screen.findByText('Message is required.')).toBeInTheDocument();
    expect(screen.getByText('Ends must be after Starts.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveFocus();
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('POST', '/api/v1/alerts')).toHaveLength(0);
  });

  it("shows the server's refusal as written and keeps what was typed; a 503 says it is kept", async () => {
    server.use(
      http.post('/api/v1/alerts', () =>
        HttpResponse.json(
          { statusCode: 400, message: 'message must be at most 280 characters.' },
          { status: 400 },
        ),
      ),
    );
    const user = await setup();
    await user.type(screen.getByLabelText('Message'), 'Snow');
    await user.click(screen.getByRole('button', { name: 'Publish alert' }));
    expect(
      await screen.findByText('message must be at most 280 characters.', {
        selector: '[role=alert]',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Snow');

    server.use(
      http.post('/api/v1/alerts', () =>
        HttpResponse.json({ statusCode: 503, message: 'down' }, { status: 503 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Publish alert' }));
    expect(
      await screen.findByText(MESSAGES.serviceUnavailableTryAgain, { selector: '[role=alert]' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Snow');
  });

  it('lists recent alerts with their state and deletes one after asking', async () => {
    contentFake.alerts = [
      { id: 1, message: 'Old news', level: 'info', starts_at: hours(-48), ends_at: hours(-24) },
      { id: 2, message: 'Icy paths', level: 'warning', starts_at: hours(-1), ends_at: null },
      {
        id: 3,
        message: 'Closed Monday',
        level: 'closure',
        starts_at: hours(24),
        ends_at: hours(48),
      },
    ];
    const user = await setup();
    expect(within(screen.getByTestId('alert-1')).getByText('Ended')).toBeInTheDocument();
    expect(within(screen.getByTestId('alert-2')).getByText('Showing now')).toBeInTheDocument();
    expect(within(screen.getByTestId('alert-2')).getByText(/until deleted/)).toBeInTheDocument();
    expect(within(screen.getByTestId('alert-3')).getByText('Scheduled')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete alert: Icy paths' }));
    expect(screen.getByText(/Delete this alert\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(
      await screen.findByText('Alert 2 deleted.', { selector: '[role=status]' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('alert-2')).not.toBeInTheDocument());
    expect(contentFake.alerts.map((alert) => alert.id)).toEqual([1, 3]);
  });
});
