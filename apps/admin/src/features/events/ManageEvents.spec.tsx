import { MESSAGES, editConflict, type MuseumEvent } from '@furnace/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  anEvent,
  apiProblem,
  http,
  museumApi,
  requestsTo,
  server,
} from '@furnace/api-client/testing';
import { renderAdmin, signIn } from '../../testing/render';
import { ManageEvents } from './ManageEvents';

const event = (id: number, title: string, start_date: string): MuseumEvent =>
  anEvent(id, start_date, { title, description: `About ${title}` });
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

  it('lists upcoming and past events (scope=all, a page of each, with the token)', async () => {
    renderAdmin(<ManageEvents />);
    expect(await screen.findByRole('heading', { name: 'Lantern tour' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Old fair Past' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upcoming (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Past (1)' })).toBeInTheDocument();
    const lists = requestsTo('GET', '/api/v1/events');
    expect(lists.map((list) => list.path).sort()).toEqual([
      '/api/v1/events?scope=all&when=past&page=1',
      '/api/v1/events?scope=all&when=upcoming&page=1',
    ]);
    expect(lists[0].authorization).toBe('Bearer tok');
    // One page each: no pager.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('45 upcoming events come 20 at a time, with Previous and Next', async () => {
    const user = userEvent.setup();
    museumApi.events = Array.from({ length: 45 }, (_, i) =>
      event(
        100 + i,
        `Talk ${i + 1}`,
        `2099-01-${String(1 + Math.floor(i / 2)).padStart(2, '0')}T${10 + (i % 2)}:00:00`,
      ),
    );
    renderAdmin(<ManageEvents />);
    expect(await screen.findByRole('heading', { name: 'Upcoming (45)' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Upcoming events, pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit / })).toHaveLength(20);
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Talk 21' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Talk 20' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upcoming (45)' })).toHaveFocus();
    expect(requestsTo('GET', '/api/v1/events').map((list) => list.path)).toContain(
      '/api/v1/events?scope=all&when=upcoming&page=2',
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Talk 45' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit / })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'Talk 21' })).toBeInTheDocument();
  });

  it('deleting the last card of the last page shows the page that is now the last', async () => {
    const user = userEvent.setup();
    museumApi.events = Array.from({ length: 21 }, (_, i) =>
      event(100 + i, `Talk ${i + 1}`, `2099-02-${String(1 + i).padStart(2, '0')}T10:00:00`),
    );
    renderAdmin(<ManageEvents />);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Talk 21' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByRole('heading', { name: 'Upcoming (20)' })).toBeInTheDocument();
    // The card and its buttons left the page: the focus is on Manage Events' heading.
    expect(screen.getByRole('heading', { name: 'Manage Events' })).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'Talk 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit / })).toHaveLength(20);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('a card toggles to edit; saving sends only what changed and closes the form', async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageEvents />);
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
    renderAdmin(<ManageEvents />);
    await user.click(await screen.findByRole('button', { name: 'Delete Lantern tour' }));
    // Deleting is not final: the question says where the event goes, and for how long.
    expect(
      screen.getByRole('group', {
        name: /^Delete "Lantern tour"\? It goes to the Trash for 30 days/,
      }),
    ).toBeInTheDocument();
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

  it('an event someone else changed meanwhile is not deleted: the conflict, and the list as it is now', async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageEvents />);
    await user.click(await screen.findByRole('button', { name: 'Delete Lantern tour' }));
    museumApi.events[1] = { ...museumApi.events[1], title: 'Lantern walk' }; // another volunteer
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(editConflict('event')));
    expect(museumApi.events.map((e) => e.title)).toEqual(['Old fair', 'Lantern walk']);
    expect(await screen.findByRole('button', { name: 'Delete Lantern walk' })).toBeInTheDocument();
  });
});
