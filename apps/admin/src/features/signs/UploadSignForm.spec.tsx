import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeXhr } from '@furnace/api-client/testing';
import { renderAdmin, signIn } from '../../testing/render';
import { UploadSignForm } from './UploadSignForm';

const pdf = new File(['%PDF-1.4'], 'wheel.pdf', { type: 'application/pdf' });

describe('UploadSignForm', () => {
  let xhr: ReturnType<typeof installFakeXhr>;
  const onMessage = jest.fn();
  const onUploaded = jest.fn().mockResolvedValue(undefined);

  beforeEach(() => {
    localStorage.clear();
    signIn();
    onMessage.mockReset();
    onUploaded.mockClear();
    xhr = installFakeXhr();
  });
  afterEach(() => xhr.restore());

  const setup = () => {
    const user = userEvent.setup();
    renderAdmin(<UploadSignForm onMessage={onMessage} onUploaded={onUploaded} />);
    return user;
  };

  it('asks for a name and a PDF, and sends nothing without them', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Upload sign' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(screen.getByText('A PDF file is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(xhr.sent).toHaveLength(0);
  });

  it.each(['../etc', 'Giant Wheel!', 'wheel--house', '-wheel'])(
    'refuses the name %p',
    async (name) => {
      const user = setup();
      await user.type(screen.getByLabelText('Name'), name);
      await user.upload(screen.getByLabelText('PDF'), pdf);
      await user.click(screen.getByRole('button', { name: 'Upload sign' }));
      expect(screen.getByText(/Use lowercase letters and digits/)).toBeInTheDocument();
      expect(xhr.sent).toHaveLength(0);
    },
  );

  it('uploads the PDF under the name (trimmed, lower-cased) with the bearer token, then resets', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Name'), '  Giant-Wheel ');
    await user.upload(screen.getByLabelText('PDF'), pdf);
    xhr.answer(201, 'Created', { name: 'giant-wheel' });
    await user.click(screen.getByRole('button', { name: 'Upload sign' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(xhr.sent).toHaveLength(1);
    expect(xhr.sent[0].method).toBe('PUT');
    expect(xhr.sent[0].url).toBe('/api/v1/signs/giant-wheel');
    expect(xhr.sent[0].headers.Authorization).toMatch(/^Bearer /);
    expect((xhr.sent[0].body.get('pdf') as File).name).toBe('wheel.pdf');
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });
});
