import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentFake, requestsTo } from '@furnace/api-client/testing';
import { CONTENT_DEFAULTS, editConflict, loadNewerVersion } from '@furnace/contracts';
import { Route, Routes } from '@furnace/router';
import { MemoryRouter } from '@furnace/router/testing';
import { signIn } from '../../testing/render';
import { ContentEditPage } from './ContentPages';

/** docs/api.md "Editing the same record at once": the content form's side of a 412. */
describe('ContentEditPage: someone else published first', () => {
  beforeEach(() => {
    signIn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => sessionStorage.clear());

  async function typeAfterSomeoneElse() {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/admin/content/admission']}>
        <Routes>
          <Route path="/admin/content/:key" element={<ContentEditPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByRole('button', { name: 'Publish' });
    // Another volunteer publishes the same key meanwhile.
    contentFake.content.admission = { ...CONTENT_DEFAULTS.admission, note: 'Free on Sundays.' };
    const note = screen.getByLabelText('Note under the prices');
    await user.clear(note);
    await user.type(note, 'Members free.');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    return user;
  }

  it('says so, publishes nothing and keeps what was typed', async () => {
    await typeAfterSomeoneElse();
    expect(await screen.findByText(editConflict('content'))).toBeInTheDocument();
    expect(screen.getByLabelText('Note under the prices')).toHaveValue('Members free.');
    expect(contentFake.content.admission.note).toBe('Free on Sundays.');
  });

  it('"Load the newer version" shows what the other published', async () => {
    const user = await typeAfterSomeoneElse();
    await user.click(await screen.findByRole('button', { name: loadNewerVersion }));
    await waitFor(() =>
      expect(screen.getByLabelText('Note under the prices')).toHaveValue('Free on Sundays.'),
    );
  });

  it('publishing again goes over the newer version knowingly', async () => {
    const user = await typeAfterSomeoneElse();
    await screen.findByText(editConflict('content'));
    await waitFor(() => expect(requestsTo('GET', '/api/v1/content/admission').length).toBe(2));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(contentFake.content.admission.note).toBe('Members free.'));
  });
});
