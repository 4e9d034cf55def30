import { MESSAGES, type MuseumEvent } from '@furnace/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeXhr } from '@furnace/api-client/testing';
import { json, renderAdmin, routeFetch, signIn } from '../../testing/render';
import { ManageEvents } from './ManageEvents';

const event = (id: number, title: string, start_date: string): MuseumEvent => ({
  id,
  title,
  description: `About ${title}`,
  category: 'Default Category',
  start_date,
  link_text: '',
  link_url: '',
  image: `/static/event_images/${id}`,
  pdf: null,
});
const EVENTS = [
  event(1, 'Old fair', '2001-06-01T10:00:00'),
  event(2, 'Lantern tour', '2099-10-31T19:30:00'),
];

describe('ManageEvents', () => {
  let xhr: ReturnType<typeof installFakeXhr>;
  beforeEach(() => {
    localStorage.clear();
    signIn();
    xhr = installFakeXhr();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => xhr.restore());

  it('lists upcoming and past events (scope=all, with the token)', async () => {
    const fetchMock = routeFetch({ 'GET /api/v1/events': () => json(200, EVENTS) });
    renderAdmin(<ManageEvents refreshKey={0} />);
    expect(await screen.findByRole('heading', { name: 'Lantern tour' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Old fair Past' })).toBeInTheDocument();
    expect(screen.getByText('Past')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/events?scope=all');
    expect((fetchMock.mock.calls[0][1]?.headers as Record<string, string>).Authorization).toBe(
      'Bearer tok',
    );
  });

  it('a card toggles to edit; saving sends only what changed and closes the form', async () => {
    const user = userEvent.setup();
    routeFetch({ 'GET /api/v1/events': () => json(200, EVENTS) });
    renderAdmin(<ManageEvents refreshKey={0} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Lantern tour' }));
    const form = screen.getByRole('form', { name: 'Edit Lantern tour' });
    expect(within(form).getByLabelText('Title')).toHaveFocus();
    await user.clear(within(form).getByLabelText('Title'));
    await user.clear(within(form).getByLabelText('Start time'));
    await user.type(within(form).getByLabelText('Start time'), '20:00');
    xhr.answer(200, 'OK', {});
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    const { method, url, body } = xhr.sent[0];
    expect([method, url]).toEqual(['PATCH', '/api/v1/events/2']);
    expect(Object.fromEntries(body.entries())).toEqual({ event_start: '2099-10-31T20:00:00' });
    expect(screen.getByRole('button', { name: 'Edit Lantern tour' })).toHaveFocus();
  });

  it('delete asks first; Cancel keeps the event; a failed delete shows the spec text', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({
      'GET /api/v1/events': () => json(200, EVENTS),
      'DELETE /api/v1/events/2': () => json(500),
    });
    renderAdmin(<ManageEvents refreshKey={0} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Lantern tour' }));
    expect(screen.getByRole('group', { name: /Delete "Lantern tour"\?/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete Lantern tour' })).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Lantern tour' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.removeEventFailed),
    );
  });
});
