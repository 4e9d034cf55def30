import { EVENT_OPTIONAL_TEXTS, EVENTS_ADMIN_TEXTS as T, MESSAGES } from '@furnace/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiProblem,
  http,
  HttpResponse,
  museumApi,
  requestsTo,
  server,
} from '@furnace/api-client/testing';
import { checkUpload } from '../../components/upload-check';
import { renderAdmin, signIn } from '../../testing/render';
import { CreateEventForm } from './CreateEventForm';

// The real check, watched: a test can wait for the check of a chosen file to finish.
jest.mock('../../components/upload-check', () => {
  const actual = jest.requireActual('../../components/upload-check');
  return { ...actual, checkUpload: jest.fn(actual.checkUpload) };
});

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const image = new File([new Uint8Array(PNG)], 'photo.png', { type: 'image/png' });
const pdf = new File(['%PDF-1.7'], 'flyer.pdf', { type: 'application/pdf' });

/** The preview shows the chosen image once it has passed the browser's checks. */
const imageAccepted = () =>
  waitFor(() =>
    expect(
      screen.getByRole('article', { name: 'Preview of the event card' }).querySelector('img'),
    ).not.toBeNull(),
  );

describe('CreateEventForm', () => {
  const onCreated = jest.fn();
  beforeEach(() => {
    signIn();
    URL.createObjectURL = jest.fn(() => 'blob:chosen');
    URL.revokeObjectURL = jest.fn();
    onCreated.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  const sentEvents = () => requestsTo('POST', '/api/v1/events');

  const setup = () => {
    const user = userEvent.setup();
    renderAdmin(<CreateEventForm onCreated={onCreated} />);
    return user;
  };
  /** Puts text in a field as a paste does (typing key by key is not what these tests are about). */
  async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  }
  async function fillAll(user: ReturnType<typeof userEvent.setup>, withPdf = false) {
    await fill(user, 'Title', 'Lantern tour');
    await user.type(screen.getByLabelText('Date'), '2026-10-31');
    await user.type(screen.getByLabelText('Start time'), '19:30');
    await fill(user, 'Description', 'Walk the furnace by lantern light.');
    await user.upload(screen.getByLabelText('Image'), image);
    await fill(user, T.imageAltLabel, 'Lanterns along the furnace wall');
    await imageAccepted();
    if (withPdf) {
      const checks = jest.mocked(checkUpload).mock.results.length;
      await user.upload(screen.getByLabelText('PDF (optional)'), pdf);
      // Nothing on screen says a PDF passed its check: wait for the check itself.
      await act(() => jest.mocked(checkUpload).mock.results[checks].value);
    }
  }

  it('shows nothing before the volunteer has done anything', () => {
    setup();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.imageRequired)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Event' })).toBeEnabled();
  });

  it('accepts only images for the image and only PDFs for the PDF', () => {
    setup();
    expect(screen.getByLabelText('Image')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('PDF (optional)')).toHaveAttribute('accept', 'application/pdf');
  });

  it("an empty submit shows 'Required' for title, date, time and description and the image message, sends nothing and focuses the title", async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(4));
    for (const label of ['Title', 'Date', 'Start time', 'Description']) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Required');
    }
    expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.imageRequired),
    );
    expect(museumApi.requests).toHaveLength(0);
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
  });

  it("a field shows 'Required' once touched and left empty, and clears when filled", async () => {
    const user = setup();
    await user.click(screen.getByLabelText('Title'));
    await user.tab();
    await waitFor(() =>
      expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Required'),
    );
    await user.type(screen.getByLabelText('Title'), 'x');
    await waitFor(() => expect(screen.getByLabelText('Title')).not.toHaveAccessibleDescription());
  });

  it('a title of spaces counts as missing', async () => {
    const user = setup();
    await fillAll(user);
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Required'),
    );
    expect(museumApi.requests).toHaveLength(0);
  });

  it("a field over the API's limit says so in the API's words, sends nothing and focuses it", async () => {
    const user = setup();
    await fillAll(user);
    await fill(user, 'Price (optional)', 'x'.repeat(EVENT_OPTIONAL_TEXTS.price_text + 1));
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Price (optional)')).toHaveAccessibleDescription(
        expect.stringContaining(
          `price_text must be at most ${EVENT_OPTIONAL_TEXTS.price_text} characters.`,
        ),
      ),
    );
    expect(screen.getByLabelText('Price (optional)')).toHaveFocus();
    expect(sentEvents()).toHaveLength(0);
  });

  it('the preview card follows what is typed', async () => {
    const user = setup();
    const preview = screen.getByRole('article', { name: 'Preview of the event card' });
    expect(preview).toHaveTextContent('Event Unavailable');
    expect(preview).toHaveTextContent('Date TBD');
    await fillAll(user);
    expect(preview).toHaveTextContent('Lantern tour');
    expect(preview).toHaveTextContent('October 31, 2026 · 07:30 PM');
    expect(preview).toHaveTextContent('Walk the furnace by lantern light.');
  });

  it("submitting: 'Creating Event...' and disabled; then 'Event created successfully!' and an empty form", async () => {
    const user = setup();
    await fillAll(user);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let sent: FormData | undefined;
    server.use(
      http.post('/api/v1/events', async ({ request }) => {
        sent = await request.formData();
        await released;
        return HttpResponse.json({ id: 9, title: 'Lantern tour' }, { status: 201 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    const busy = await screen.findByRole('button', { name: MESSAGES.creatingEvent });
    expect(busy).toBeDisabled();
    // The progress bar shows while the upload runs (MSW reports the body as sent with the answer).
    expect(screen.getByText(/^Uploading image/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await act(async () => release());
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.eventCreated),
    );
    expect(screen.getByRole('button', { name: 'Create Event' })).toBeEnabled();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Description')).toHaveValue('');
    expect(screen.getByLabelText('Date')).toHaveValue('');
    expect((screen.getByLabelText('Image') as HTMLInputElement).files).toHaveLength(0);
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledWith({ id: 9, title: 'Lantern tour' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    const body = sent as FormData;
    expect(body.get('event_start')).toBe('2026-10-31T19:30:00');
    expect(body.get('title')).toBe('Lantern tour');
    expect(body.get('image')).toBeInstanceOf(File);
    expect(body.get('pdf')).toBeNull();
  });

  it("a refused create shows 'Error creating event. Please try again.' and keeps what was typed", async () => {
    const user = setup();
    await fillAll(user);
    server.use(http.post('/api/v1/events', () => apiProblem(400)));
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent(
      MESSAGES.createEventFailed,
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Lantern tour');
    expect(screen.getByRole('button', { name: 'Create Event' })).toBeEnabled();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('a 503 (the database of the API is down) says to try again, keeps the user signed in and the form filled', async () => {
    const user = setup();
    await fillAll(user);
    server.use(http.post('/api/v1/events', () => apiProblem(503)));
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent(
      MESSAGES.serviceUnavailableTryAgain,
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Lantern tour');
    expect(screen.getByLabelText('Description')).toHaveValue('Walk the furnace by lantern light.');
    expect(localStorage.length).toBeGreaterThan(0); // the stored sign-in is still there
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('a chosen PDF goes with the event in the same request', async () => {
    const user = setup();
    await fillAll(user, true);
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.eventCreated),
    );
    expect(museumApi.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/v1/events']);
    expect((sentEvents()[0].body as FormData).get('pdf')).toBeInstanceOf(File);
    expect(onCreated).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1, pdf: '/static/event_info/1.pdf' }),
    );
  });
});
