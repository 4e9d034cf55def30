import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiProblem, http, museumApi, requestsTo, server } from '@furnace/api-client/testing';
import { renderAdmin, signIn } from '../../testing/render';
import { StatusPreview } from './StatusPreview';

const show = () => screen.getByRole('button', { name: 'Show what visitors would see' });

describe('StatusPreview: what visitors would see at a chosen moment', () => {
  beforeEach(() => {
    signIn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The test DOM has Node's FormData, which cannot read a form: the named inputs' entries instead.
    jest
      .spyOn(globalThis, 'FormData')
      .mockImplementation(
        (form) =>
          Array.from(form?.querySelectorAll('input[name]') ?? [], (input) => [
            (input as HTMLInputElement).name,
            (input as HTMLInputElement).value,
          ]) as unknown as FormData,
      );
  });

  it("asks GET /hours/status?at= with the museum's wall clock, and keeps the date and time chosen", async () => {
    const user = userEvent.setup();
    museumApi.status = { status: 'OPEN', message: 'Open today from 10:00 AM to 4:00 PM' };
    renderAdmin(<StatusPreview />);
    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-12-24');
    await user.clear(screen.getByLabelText('Time'));
    await user.type(screen.getByLabelText('Time'), '11:30');
    await user.click(show());
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'At this date and time visitors would see: OPEN: Open today from 10:00 AM to 4:00 PM',
      ),
    );
    expect(decodeURIComponent(requestsTo('GET', '/api/v1/hours/status')[0].path)).toBe(
      '/api/v1/hours/status?at=2026-12-24T11:30:00',
    );
    expect(date).toHaveValue('2026-12-24');
    expect(screen.getByLabelText('Time')).toHaveValue('11:30');
  });

  it('without a date or a time it says so and asks nothing; the last preview stays', async () => {
    const user = userEvent.setup();
    museumApi.status = { status: 'CLOSED', message: 'Closed today' };
    renderAdmin(<StatusPreview />);
    await user.click(show());
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('CLOSED: Closed today'),
    );
    await user.clear(screen.getByLabelText('Time'));
    await user.click(show());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Choose both a date and a time.'),
    );
    expect(requestsTo('GET', '/api/v1/hours/status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('CLOSED: Closed today');
  });

  it('a failed preview says so in place of the result; the next one clears it', async () => {
    const user = userEvent.setup();
    server.use(http.get('/api/v1/hours/status', () => apiProblem(500), { once: true }));
    museumApi.status = { status: 'OPEN', message: 'Open today from 10:00 AM to 4:00 PM' };
    renderAdmin(<StatusPreview />);
    await user.click(show());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The preview is not available right now.',
      ),
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(show());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('OPEN: Open today'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
