import {
  EVENT_LIFECYCLE_DEFAULTS,
  editConflict,
  recordVersion,
  type MuseumEvent,
} from '@furnace/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { museumApi, requestsTo } from '@furnace/api-client/testing';
import { renderAdmin, signIn } from '../../testing/render';
import { ManageEvents } from './ManageEvents';

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
    signIn();
    museumApi.events = [{ ...POUR }];
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  async function editAfterSomeoneElse() {
    const user = userEvent.setup();
    renderAdmin(<ManageEvents refreshKey={0} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Iron Pour' }));
    const form = screen.getByRole('form', { name: 'Edit Iron Pour' });
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
    expect(await within(form).findByRole('alert')).toHaveTextContent(editConflict('event'));
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
