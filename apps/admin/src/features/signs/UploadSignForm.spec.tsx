import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { museumApi, requestsTo } from '@furnace/api-client/testing';
import { renderAdmin, signIn } from '../../testing/render';
import { useAnswers } from '../../components/Answer';
import { UploadSignForm } from './UploadSignForm';

const pdf = new File(['%PDF-1.4'], 'wheel.pdf', { type: 'application/pdf' });

describe('UploadSignForm', () => {
  const onUploaded = jest.fn().mockResolvedValue(undefined);

  beforeEach(() => {
    signIn();
    onUploaded.mockClear();
  });

  const setup = () => {
    const user = userEvent.setup();
    function Form() {
      return <UploadSignForm list={{ answers: useAnswers(), reload: onUploaded }} />;
    }
    renderAdmin(<Form />);
    return user;
  };

  it('asks for a name and a PDF, and sends nothing without them', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Upload sign' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(screen.getByText('A PDF file is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(museumApi.requests).toHaveLength(0);
  });

  it.each(['../etc', 'Giant Wheel!', 'wheel--house', '-wheel'])(
    'refuses the name %p',
    async (name) => {
      const user = setup();
      await user.type(screen.getByLabelText('Name'), name);
      await user.upload(screen.getByLabelText('PDF'), pdf);
      await user.click(screen.getByRole('button', { name: 'Upload sign' }));
      expect(screen.getByText(/Use lowercase letters and digits/)).toBeInTheDocument();
      expect(museumApi.requests).toHaveLength(0);
    },
  );

  it('uploads the PDF under the name (trimmed, lower-cased) with the bearer token, then resets', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Name'), '  Giant-Wheel ');
    await user.upload(screen.getByLabelText('PDF'), pdf);
    await user.click(screen.getByRole('button', { name: 'Upload sign' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(museumApi.requests).toHaveLength(1);
    const [put] = requestsTo('PUT', '/api/v1/signs/giant-wheel');
    expect(put.authorization).toBe('Bearer tok');
    expect(((put.body as FormData).get('pdf') as File).name).toBe('wheel.pdf');
    expect(museumApi.signs.map((sign) => sign.name)).toEqual(['giant-wheel']);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    // The answer is beside the button, and has the focus.
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded the sign "giant-wheel".');
    expect(screen.getByRole('status')).toHaveFocus();
  });
});
