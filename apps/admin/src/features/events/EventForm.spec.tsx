import {
  EVENT_DRAFT_PUBLISH_AT,
  EVENT_OPTIONAL_TEXTS,
  EVENTS_ADMIN_TEXTS as T,
  MAX_IMAGE_BYTES,
  MESSAGES,
} from '@furnace/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
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
import { restoreCanvas, standInCanvas } from '../../testing/canvas';
import { renderAdmin, signIn } from '../../testing/render';
import { EventForm } from './EventForm';

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

const onCreated = jest.fn();
beforeEach(() => {
  signIn();
  URL.createObjectURL = jest.fn(() => 'blob:chosen');
  URL.revokeObjectURL = jest.fn();
  onCreated.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('EventForm: creating', () => {
  const sentEvents = () => requestsTo('POST', '/api/v1/events');

  const setup = () => {
    const user = userEvent.setup();
    renderAdmin(<EventForm onDone={(event) => onCreated(event)} />);
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
    expect(preview).toHaveTextContent('October 31, 2026 · 7:30 PM');
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

  it.each([
    [400, MESSAGES.createEventFailed],
    [503, MESSAGES.serviceUnavailableTryAgain], // the database of the API is down: try again
  ])(
    'a refused create (%i) says so, keeps the user signed in and everything typed',
    async (status, text) => {
      const user = setup();
      await fillAll(user);
      server.use(http.post('/api/v1/events', () => apiProblem(status)));
      await user.click(screen.getByRole('button', { name: 'Create Event' }));
      await waitFor(() => expect(screen.getByRole('alert', { name: '' })).toHaveTextContent(text));
      expect(screen.getByLabelText('Title')).toHaveValue('Lantern tour');
      expect(screen.getByLabelText('Description')).toHaveValue(
        'Walk the furnace by lantern light.',
      );
      expect(screen.getByRole('button', { name: 'Create Event' })).toBeEnabled();
      expect(localStorage.length).toBeGreaterThan(0); // the stored sign-in is still there
      expect(onCreated).not.toHaveBeenCalled();
    },
  );

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

describe('EventForm: creating, the event lifecycle', () => {
  afterEach(restoreCanvas);
  type User = ReturnType<typeof userEvent.setup>;
  /** Puts text in a field as a paste does: what is sent is tested here, not typing key by key. */
  async function fill(user: User, field: HTMLElement, text: string) {
    await user.click(field);
    await user.paste(text);
  }
  const sentFields = () =>
    Object.fromEntries((requestsTo('POST', '/api/v1/events')[0].body as FormData).entries());
  const preview = () => screen.getByRole('article', { name: 'Preview of the event card' });

  function setup() {
    const user = userEvent.setup();
    renderAdmin(<EventForm onDone={(event) => onCreated(event)} />);
    return user;
  }
  /** The spec's required fields (2026-12-05 is a Saturday). */
  async function fillRequired(user: User, { alt = true } = {}) {
    await fill(user, screen.getByLabelText('Title'), 'Guided tour');
    await user.type(screen.getByLabelText('Date'), '2026-12-05');
    await user.type(screen.getByLabelText('Start time'), '10:00');
    await fill(user, screen.getByLabelText('Description'), 'Around the furnace.');
    await user.upload(screen.getByLabelText('Image'), image);
    if (alt) await fill(user, screen.getByLabelText(T.imageAltLabel), 'The furnace stack');
    await imageAccepted();
  }
  const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create Event' }));
  const created = () =>
    waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.eventCreated));

  it('sends every new field by its pinned name', async () => {
    const user = setup();
    await fillRequired(user);
    await user.type(screen.getByLabelText(T.endTime), '11:30');
    await fill(user, screen.getByLabelText(T.locationLabel), 'Casting shed');
    await fill(user, screen.getByLabelText(T.priceLabel), '$5, children free');
    await fill(user, screen.getByLabelText(T.linkUrlLabel), 'https://example.org/tours');
    await user.selectOptions(screen.getByLabelText(T.statusLabel), 'postponed');
    await fill(user, screen.getByLabelText(T.statusNoteLabel), 'New date soon');
    await user.click(screen.getByLabelText(T.imageFitContain));
    await submit(user);
    await created();
    expect(sentFields()).toMatchObject({
      event_start: '2026-12-05T10:00:00',
      event_end: '2026-12-05T11:30:00',
      all_day: 'false',
      status: 'postponed',
      status_note: 'New date soon',
      location: 'Casting shed',
      price_text: '$5, children free',
      link_url: 'https://example.org/tours',
      image_alt: 'The furnace stack',
      image_fit: 'contain',
    });
    expect(sentFields()).not.toHaveProperty('publish_at');
    expect(sentFields()).not.toHaveProperty('recurrence');
  });

  it('"All day" hides the times; the end is the last day at 23:59', async () => {
    const user = setup();
    await fillRequired(user);
    await user.click(screen.getByLabelText(T.allDay));
    expect(screen.queryByLabelText('Start time')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(T.endTime)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(T.endDate), '2026-12-06');
    await submit(user);
    await created();
    expect(sentFields()).toMatchObject({
      event_start: '2026-12-05T00:00:00',
      event_end: '2026-12-06T23:59:00',
      all_day: 'true',
    });
  });

  it('an end before the start is refused on the end field; nothing is sent and nothing typed is lost', async () => {
    const user = setup();
    await fillRequired(user);
    await user.type(screen.getByLabelText(T.endTime), '09:00');
    await submit(user);
    await waitFor(() =>
      expect(screen.getByLabelText(T.endTime)).toHaveAccessibleDescription(
        expect.stringContaining(T.endBeforeStart),
      ),
    );
    expect(museumApi.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(screen.getByLabelText('Title')).toHaveValue('Guided tour');
    expect(screen.getByLabelText(T.endTime)).toHaveValue('09:00');
  });

  it('the image description is required unless "Decorative image" is ticked, and has a limit', async () => {
    const user = setup();
    await fillRequired(user, { alt: false });
    await submit(user);
    await waitFor(() =>
      expect(screen.getByLabelText(T.imageAltLabel)).toHaveAccessibleDescription(
        expect.stringContaining(T.imageAltRequired),
      ),
    );
    await user.click(screen.getByLabelText(T.imageAltLabel));
    await user.paste('x'.repeat(301));
    await waitFor(() =>
      expect(screen.getByLabelText(T.imageAltLabel)).toHaveAccessibleDescription(
        expect.stringContaining(T.imageAltTooLong),
      ),
    );
    expect(museumApi.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByLabelText(T.decorative));
    expect(screen.queryByLabelText(T.imageAltLabel)).not.toBeInTheDocument();
    await submit(user);
    await created();
    expect(sentFields()).not.toHaveProperty('image_alt');
  });

  it('"Save as draft" sends the draft instant; "Publish at" sends the museum time as an instant', async () => {
    const user = setup();
    await fillRequired(user);
    await user.click(screen.getByLabelText(T.publishDraft));
    await submit(user);
    await created();
    expect(sentFields().publish_at).toBe(EVENT_DRAFT_PUBLISH_AT);

    museumApi.requests = [];
    await fillRequired(user);
    await user.click(screen.getByLabelText(T.publishLater));
    await submit(user);
    await waitFor(() =>
      expect(screen.getByLabelText(T.publishAtLabel)).toHaveAccessibleDescription(
        expect.stringContaining(T.publishAtRequired),
      ),
    );
    await user.type(screen.getByLabelText(T.publishAtLabel), '2026-12-01T09:00');
    await submit(user);
    await created();
    // 9:00 in New York in December is 14:00 UTC.
    expect(Date.parse(sentFields().publish_at as string)).toBe(Date.parse('2026-12-01T14:00:00Z'));
  });

  it('a weekly repeat previews its first dates, a closed special day shown cancelled with its reason', async () => {
    museumApi.specialDays = [
      {
        id: 1,
        date_from: '2026-12-26',
        date_through: '2026-12-26',
        ranges: [],
        reason: 'Christmas break',
        note: null,
      },
    ];
    const user = setup();
    await fillRequired(user);
    await user.click(screen.getByLabelText(T.repeatWeekly));
    await user.click(screen.getByLabelText('Sunday'));
    expect(screen.getByLabelText(T.startWeekday('Saturday'))).toBeChecked();
    expect(screen.getByLabelText(T.startWeekday('Saturday'))).toBeDisabled();
    await user.clear(screen.getByLabelText(T.countLabel));
    await user.type(screen.getByLabelText(T.countLabel), '20');
    const dates = await screen.findByRole('region', { name: 'The first 12 of 20 dates' });
    const items = within(dates).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(items[0]).toHaveTextContent('Saturday, December 5, 2026');
    expect(items[1]).toHaveTextContent('Sunday, December 6, 2026');
    await waitFor(() =>
      expect(items[6]).toHaveTextContent(
        'Saturday, December 26, 2026 Cancelled: the museum is closed (Christmas break)',
      ),
    );
    await submit(user);
    await created();
    expect(JSON.parse(sentFields().recurrence as string)).toEqual({
      freq: 'weekly',
      interval: 1,
      by_weekday: ['Saturday', 'Sunday'],
      until: null,
      count: 20,
    });
  });

  it('a monthly repeat on the nth weekday until a date; a last date before the start is refused', async () => {
    const user = setup();
    await fillRequired(user);
    await user.click(screen.getByLabelText(T.repeatMonthly));
    await user.click(screen.getByLabelText(T.monthlyByWeekday('first', 'Saturday')));
    await user.click(screen.getByLabelText(T.endsUntil));
    await user.type(screen.getByLabelText(T.untilLabel), '2026-11-01');
    await submit(user);
    await waitFor(() =>
      expect(screen.getByLabelText(T.untilLabel)).toHaveAccessibleDescription(
        expect.stringContaining(T.untilBeforeStart),
      ),
    );
    await user.clear(screen.getByLabelText(T.untilLabel));
    await user.type(screen.getByLabelText(T.untilLabel), '2027-03-31');
    const dates = await screen.findByRole('region', { name: 'All 4 dates' });
    expect(
      within(dates)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Saturday, December 5, 2026',
      'Saturday, January 2, 2027',
      'Saturday, February 6, 2027',
      'Saturday, March 6, 2027',
    ]);
    await submit(user);
    await created();
    expect(JSON.parse(sentFields().recurrence as string)).toEqual({
      freq: 'monthly',
      interval: 1,
      by_weekday: ['Saturday'],
      until: '2027-03-31',
      count: null,
    });
  });

  it('a file that is not an image is refused before upload, naming it; a big photo is made smaller first', async () => {
    const { bitmap, context } = standInCanvas(PNG.length);
    const user = setup();
    await user.upload(
      screen.getByLabelText('Image'),
      new File(['just some words'], 'notes.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(
        expect.stringContaining(T.wrongImageType('notes.png')),
      ),
    );
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(PNG);
    await user.upload(
      screen.getByLabelText('Image'),
      new File([big], 'big.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Image')).toHaveAccessibleDescription(
        expect.stringContaining('"big.png" was 10 MB; it was made smaller (1 KB) before upload.'),
      ),
    );
    await fill(user, screen.getByLabelText('Title'), 'Guided tour');
    await user.type(screen.getByLabelText('Date'), '2026-12-05');
    await user.type(screen.getByLabelText('Start time'), '10:00');
    await fill(user, screen.getByLabelText('Description'), 'Around the furnace.');
    await fill(user, screen.getByLabelText(T.imageAltLabel), 'The furnace');
    await submit(user);
    await created();
    expect((requestsTo('POST', '/api/v1/events')[0].body as FormData).get('image')).toMatchObject({
      name: 'big.jpg',
      type: 'image/jpeg',
    });
    expect(context.drawImage).toHaveBeenCalled();
    expect(bitmap.close).toHaveBeenCalled();
  });

  it("a server refusal shows its reason beside the spec's text, and keeps the form and the chosen file", async () => {
    const user = setup();
    await fillRequired(user);
    server.use(
      http.post('/api/v1/events', () => apiProblem(400, 'The image is larger than 10 MB.')),
    );
    await submit(user);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        `${MESSAGES.createEventFailed} The server said: The image is larger than 10 MB.`,
      ),
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Guided tour');
    expect(preview().querySelector('img')).not.toBeNull(); // the chosen image is still there
    server.resetHandlers();
    await act(() => submit(user));
    await created();
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ title: 'Guided tour' }));
  });
});
