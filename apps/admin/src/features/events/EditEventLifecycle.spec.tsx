import {
  EVENT_DRAFT_PUBLISH_AT,
  EVENT_LIFECYCLE_DEFAULTS,
  EVENTS_ADMIN_TEXTS as T,
  editConflict,
  recordVersion,
  type MuseumEvent,
} from '@furnace/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  HttpResponse,
  http,
  museumApi,
  occurrenceOverrides,
  requestsTo,
  server,
} from '@furnace/api-client/testing';
import { renderAdmin, signIn } from '../../testing/render';
import { ManageEvents } from './ManageEvents';

const SERIES: MuseumEvent = {
  ...EVENT_LIFECYCLE_DEFAULTS,
  id: 7,
  title: 'Saturday tour',
  description: 'Every Saturday',
  category: 'Default Category',
  start_date: '2099-01-03T10:00:00', // a Saturday
  link_text: 'Route map',
  link_url: 'https://example.org/route',
  image: '/static/event_images/7',
  image_alt: 'The tour group',
  pdf: '/static/event_info/7.pdf',
  publish_at: EVENT_DRAFT_PUBLISH_AT,
  // In the order PostgreSQL's jsonb gives the keys back, not the order they were sent in.
  recurrence: { count: 5, freq: 'weekly', until: null, interval: 1, by_weekday: ['Saturday'] },
};
const patchFields = () =>
  Object.fromEntries((requestsTo('PATCH', '/api/v1/events/7')[0].body as FormData).entries());

beforeEach(() => {
  signIn();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** Manage Events with the edit form of the event titled `title` open. */
async function openEditOf(title: string) {
  const user = userEvent.setup();
  renderAdmin(<ManageEvents />);
  await user.click(await screen.findByRole('button', { name: `Edit ${title}` }));
  return { user, form: screen.getByRole('form', { name: `Edit ${title}` }) };
}

describe('Manage Events: the event lifecycle', () => {
  beforeEach(() => {
    museumApi.events = [{ ...SERIES }];
  });
  const openEdit = () => openEditOf('Saturday tour');

  it('a draft is marked, and "Publish now" publishes it (clear=publish_at)', async () => {
    const user = userEvent.setup();
    renderAdmin(<ManageEvents />);
    const card = (await screen.findByRole('heading', { name: 'Saturday tour' })).closest('li');
    expect(within(card as HTMLElement).getByText(T.draftBadge)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish now Saturday tour' }));
    await waitFor(() => expect(museumApi.events[0].publish_at).toBeNull());
    expect(patchFields()).toEqual({ clear: 'publish_at' });
    expect(await screen.findByText(T.published('Saturday tour'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(T.draftBadge)).not.toBeInTheDocument());
  });

  it("a draft's picture (a 404 to the public) is fetched with the token and shown", async () => {
    URL.createObjectURL = jest.fn(() => 'blob:draft-picture');
    URL.revokeObjectURL = jest.fn();
    museumApi.files.add('/static/event_images/7');
    renderAdmin(<ManageEvents />);
    const card = (await screen.findByRole('heading', { name: 'Saturday tour' })).closest('li');
    await waitFor(() =>
      expect(card?.querySelector('img')).toHaveAttribute('src', 'blob:draft-picture'),
    );
    expect(requestsTo('GET', '/static/event_images/7')[0].authorization).toBe('Bearer tok');
  });

  it('"Close the editor" closes it without saving; no button in it says just "Cancel"', async () => {
    const { user, form } = await openEdit();
    expect(within(form).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: T.closeEditor }));
    expect(screen.queryByRole('form', { name: 'Edit Saturday tour' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Saturday tour' })).toHaveFocus();
    expect(requestsTo('PATCH', '/api/v1/events/7')).toHaveLength(0);
  });

  it('removes the PDF, the link text and the link address on purpose', async () => {
    const { user, form } = await openEdit();
    await user.click(within(form).getByLabelText(T.removePdf));
    await user.click(within(form).getByLabelText(T.removeLinkText));
    await user.click(within(form).getByLabelText(T.removeLink));
    expect(within(form).queryByLabelText('Link text')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(patchFields()).toEqual({ clear: 'link_text,link_url,pdf' });
    expect(museumApi.events[0]).toMatchObject({ pdf: null, link_text: '', link_url: '' });
  });

  it('a refused edit keeps every field as typed and says why', async () => {
    server.use(
      http.patch('/api/v1/events/7', () =>
        HttpResponse.json(
          { statusCode: 400, message: 'location must be at most 300 characters.' },
          { status: 400, statusText: 'Bad Request' },
        ),
      ),
    );
    const { user, form } = await openEdit();
    await user.type(within(form).getByLabelText(T.locationLabel), 'Casting shed');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(form).findByText(/The server said: location must be at most 300 characters\./),
    ).toHaveAttribute('role', 'alert');
    expect(within(form).getByLabelText(T.locationLabel)).toHaveValue('Casting shed');
  });

  it('each previewed date of a saved series can be cancelled with a note, then restored', async () => {
    const { user, form } = await openEdit();
    const dates = await within(form).findByRole('region', { name: 'All 5 dates' });
    const second = within(dates).getAllByRole('listitem')[1];
    expect(second).toHaveTextContent('Saturday, January 10, 2099');
    await user.click(
      within(second).getByRole('button', {
        name: `${T.cancelDate}: Saturday, January 10, 2099`,
      }),
    );
    await user.type(within(second).getByLabelText(T.cancelDateNote), 'Ice on the path');
    await user.click(within(second).getByRole('button', { name: T.confirmCancelDate }));
    await waitFor(() => expect(second).toHaveTextContent('Cancelled: Ice on the path'));
    expect(requestsTo('PUT', '/api/v1/events/7/occurrences/2099-01-10')[0].body).toEqual({
      status: 'cancelled',
      status_note: 'Ice on the path',
    });
    expect(occurrenceOverrides(museumApi.events[0]).get('2099-01-10')?.status).toBe('cancelled');

    await user.click(
      within(second).getByRole('button', { name: `${T.restoreDate}: Saturday, January 10, 2099` }),
    );
    await waitFor(() => expect(second).not.toHaveTextContent('Cancelled'));
    expect(requestsTo('DELETE', '/api/v1/events/7/occurrences/2099-01-10')).toHaveLength(1);
    expect(occurrenceOverrides(museumApi.events[0]).has('2099-01-10')).toBe(false);
  });

  it('a date cancelled before (of a draft too) shows as cancelled with Restore when the form opens', async () => {
    occurrenceOverrides(museumApi.events[0]).set('2099-01-17', {
      status: 'cancelled',
      status_note: 'Storm',
    });
    const { form } = await openEdit();
    const third = within(await within(form).findByRole('region', { name: 'All 5 dates' }))
      .getAllByRole('listitem')
      .at(2) as HTMLElement;
    await waitFor(() => expect(third).toHaveTextContent('Cancelled: Storm'));
    expect(
      within(third).getByRole('button', { name: `${T.restoreDate}: Saturday, January 17, 2099` }),
    ).toBeInTheDocument();
    const [read] = requestsTo('GET', '/api/v1/events/7/occurrences');
    expect(read.authorization).toBe('Bearer tok');
  });
});

const POUR: MuseumEvent = {
  ...EVENT_LIFECYCLE_DEFAULTS,
  id: 3,
  title: 'Iron Pour',
  description: 'Molten iron into sand.',
  category: 'Demonstration',
  start_date: '2099-06-15T10:30:00',
  link_text: '',
  link_url: '',
  image: '/static/event_images/3',
  pdf: null,
};

/** docs/api.md "Editing the same record at once": the editor's side of a 412. */
describe('Edit event: someone else saved first', () => {
  beforeEach(() => {
    museumApi.events = [{ ...POUR }];
  });

  async function editAfterSomeoneElse() {
    const { user, form } = await openEditOf('Iron Pour');
    // Another volunteer saves the same event while this one types.
    museumApi.events[0] = { ...museumApi.events[0], title: 'Iron Pour at Dusk' };
    const description = within(form).getByLabelText('Description');
    await user.clear(description);
    await user.type(description, 'Bring gloves.');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    return { user, form };
  }

  it('says so in plain words, saves nothing and keeps what was typed', async () => {
    const { form } = await editAfterSomeoneElse();
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(editConflict('event')),
    );
    expect(editConflict('event')).toMatch(
      /^Someone else changed this event while you were editing it/,
    );
    expect(within(form).getByLabelText('Description')).toHaveValue('Bring gloves.');
    expect(museumApi.events[0].description).toBe('Molten iron into sand.');
    expect(requestsTo('PATCH', '/api/v1/events/3')).toHaveLength(1);
  });

  it('loads the newer version on request', async () => {
    const { user, form } = await editAfterSomeoneElse();
    await user.click(await within(form).findByRole('button', { name: 'Load the newer version' }));
    const newer = screen.getByRole('form', { name: 'Edit Iron Pour at Dusk' });
    expect(within(newer).getByLabelText('Title')).toHaveValue('Iron Pour at Dusk');
    expect(within(newer).getByLabelText('Description')).toHaveValue('Molten iron into sand.');
    expect(within(newer).queryByRole('alert')).not.toBeInTheDocument();
    // It read that one event as stored (GET /events/{id}/stored), not every event to find it.
    expect(requestsTo('GET', '/api/v1/events/3/stored')).toHaveLength(1);
    expect(museumApi.requests.map((request) => request.path)).not.toContain(
      '/api/v1/events?scope=all',
    );
  });

  it('saving again goes over the newer version knowingly, keeping what the other changed', async () => {
    const { user, form } = await editAfterSomeoneElse();
    await within(form).findByRole('alert');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(museumApi.events[0].description).toBe('Bring gloves.'));
    expect(museumApi.events[0].title).toBe('Iron Pour at Dusk');
    const [first, second] = requestsTo('PATCH', '/api/v1/events/3');
    expect(first.ifMatch).toBe(recordVersion(POUR));
    expect(second.ifMatch).toBe(recordVersion({ ...POUR, title: 'Iron Pour at Dusk' }));
  });
});
