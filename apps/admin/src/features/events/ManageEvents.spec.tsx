import { EVENT_LIFECYCLE_DEFAULTS, MESSAGES, type MuseumEvent } from '@furnace/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiProblem, http, museumApi, requestsTo, server } from '@furnace/api-client/testing';
import { renderAdmin, signIn } from '../../testing/render';
import { ManageEvents } from './ManageEvents';

const event = (id: number, title: string, start_date: string): MuseumEvent => ({
  ...EVENT_LIFECYCLE_DEFAULTS,
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
  beforeEach(() => {
    signIn();
    museumApi.events = EVENTS.map((record) => ({ ...record }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('lists upcoming and past events (scope=all, with the token)', async () => {
    renderAdmin(<ManageEvents refreshKey={0} />);
    expect(await screen.findByRole('heading', { name: 'Lantern tour' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Old fair Past' })).toBeInTheDocument();
    expect(screen.getByText('Past')).toBeInTheDocument();
    const [list] = requestsTo('GET', '/api/v1/events');
    expect(list.path).toBe('/api/v1/events?scope=all');
    expect(list.authorization).toBe('Bearer tok');
  });

  it('a card toggles to edit; saving sends only what changed and closes the form', async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageEvents refreshKey={0} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Lantern tour' }));
    const form = screen.getByRole('form', { name: 'Edit Lantern tour' });
    expect(within(form).getByLabelText('Title')).toHaveFocus();
    await user.clear(within(form).getByLabelText('Title'));
    await user.clear(within(form).getByLabelText('Start time'));
    await user.type(within(form).getByLabelText('Start time'), '20:00');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    const [patch] = requestsTo('PATCH', '/api/v1/events/2');
    expect(Object.fromEntries((patch.body as FormData).entries())).toEqual({
      event_start: '2099-10-31T20:00:00',
    });
    expect(screen.getByRole('button', { name: 'Edit Lantern tour' })).toHaveFocus();
  });

  it('delete asks first; Cancel keeps the event; a failed delete shows the spec text', async () => {
    const user = userEvent.setup();
    let deletes = 0;
    server.use(
      http.delete('/api/v1/events/2', () => {
        deletes++;
        return apiProblem(500);
      }),
    );
    renderAdmin(<ManageEvents refreshKey={0} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Lantern tour' }));
    expect(screen.getByRole('group', { name: /Delete "Lantern tour"\?/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete Lantern tour' })).toHaveFocus();
    expect(deletes).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Delete Lantern tour' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.removeEventFailed),
    );
    expect(deletes).toBe(1);
  });
});
