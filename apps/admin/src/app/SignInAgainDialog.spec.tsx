import { createEvent } from '@furnace/api-client';
import { museumApi, requestsTo } from '@furnace/api-client/testing';
import { AuthProvider } from '@furnace/auth';
import { EVENTS_ADMIN_TEXTS as T, MESSAGES, STORED_USER_KEY } from '@furnace/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderAdmin } from '../testing/render';
import { SignInAgainDialog } from './SignInAgainDialog';

const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png');

/** A stand-in page whose save goes through the api-client like every admin form. */
function SavingPage() {
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          createEvent({
            title: 'Forge night',
            description: 'Sparks',
            event_start: '2026-12-05T18:00:00',
            image,
          }).then(
            (event) => setOutcome(`saved ${event.title}`),
            (error: Error) => setOutcome(`failed: ${error.message}`),
          )
        }
      >
        Save
      </button>
      <p>{outcome}</p>
    </>
  );
}

// jsdom has no modal dialogs: here showModal and close only set and clear `open`.
beforeAll(() => {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    },
  });
});

const storeToken = (token: string) =>
  localStorage.setItem(STORED_USER_KEY, JSON.stringify({ username: 'ada', accessToken: token }));

/** Signed in with a good token; then (unless `expire` is false) the session ends on the server. */
async function setup(expire = true) {
  storeToken('tok');
  const user = userEvent.setup();
  renderAdmin(
    <AuthProvider>
      <SavingPage />
      <SignInAgainDialog />
    </AuthProvider>,
  );
  await waitFor(() => expect(requestsTo('GET', '/api/v1/users/me')).toHaveLength(1));
  if (expire) museumApi.tokens.delete('tok');
  return user;
}

describe('SignInAgainDialog', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('opens over the page when a save meets an ended session, and after signing in the same save finishes', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: T.sessionEndedTitle });
    expect(screen.getByLabelText('Username')).toHaveValue('ada');
    expect(screen.getByLabelText('Password')).toHaveFocus();

    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: T.signInAndSave }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.invalidLogin));
    expect(dialog).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: T.signInAndSave }));
    expect(await screen.findByText('saved Forge night')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo('POST', '/api/v1/events').map((r) => r.authorization)).toEqual([
      'Bearer tok',
      'Bearer token-for-ada',
    ]);
    expect(museumApi.events).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(STORED_USER_KEY) ?? '{}').accessToken).toBe(
      'token-for-ada',
    );
  });

  it('"Not now" closes it; the save fails as usual and the user stays signed in on the page', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: T.notSaved }));
    expect(await screen.findByText('failed: Error creating event: Unauthorized')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORED_USER_KEY)).not.toBeNull();
    expect(museumApi.events).toHaveLength(0);
  });

  it('stays closed while the session is good', async () => {
    const user = await setup(false);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('saved Forge night')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
