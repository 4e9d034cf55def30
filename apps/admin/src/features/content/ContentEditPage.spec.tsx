import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, contentFake, http, requestsTo, server } from '@furnace/api-client/testing';
import { CONTENT_DEFAULTS, MESSAGES, type ContentVersion } from '@furnace/contracts';
import { Route, Routes } from '@furnace/router';
import { MemoryRouter } from '@furnace/router/testing';
import { signIn } from '../../testing/render';
import { ContentEditPage } from './ContentPages';

function openForm(key: string) {
  return render(
    <MemoryRouter initialEntries={[`/admin/content/${key}`]}>
      <Routes>
        <Route path="/admin/content/:key" element={<ContentEditPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const setup = async (key: string) => {
  const user = userEvent.setup();
  const view = openForm(key);
  await screen.findByRole('button', { name: 'Publish' });
  return { user, view };
};

/** The inputs of row `n` (1-based) of the admission prices. */
const priceRow = (n: number) => within(screen.getByRole('group', { name: `Price ${n}` }));

const version = (id: number, state: ContentVersion['state'], value: unknown): ContentVersion => ({
  id,
  key: 'admission',
  value,
  publish_at: state === 'scheduled' ? '2031-03-01T14:00:00.000Z' : '2026-11-01T14:00:00.000Z',
  created_at: '2026-11-01T14:00:00.000Z',
  username: 'ada',
  restored_from: null,
  state,
});

describe('ContentEditPage (a form generated from CONTENT_SCHEMAS)', () => {
  beforeEach(signIn);
  afterEach(() => sessionStorage.clear());

  it('gives each text kind its input: tel, email, url, textarea with the paragraph help, lists of inputs', async () => {
    const contact = await setup('contact');
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Phone number')).toHaveValue(CONTENT_DEFAULTS.contact.phone);
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Street address')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Street address')).toHaveAccessibleDescription(
      'Visitors tap it for directions',
    );
    contact.view.unmount();

    const links = await setup('links');
    expect(screen.getByLabelText('Online tickets')).toHaveAttribute('type', 'url');
    expect(screen.getByRole('group', { name: 'Social media' })).toBeInTheDocument();
    links.view.unmount();

    await setup('support');
    const intro = screen.getByLabelText('Membership introduction');
    expect(intro.tagName).toBe('TEXTAREA');
    expect(intro).toHaveAccessibleDescription(/A blank line starts a new paragraph/);
    const benefits = within(screen.getByRole('group', { name: 'Membership benefits' }));
    CONTENT_DEFAULTS.support.benefits.forEach((benefit, index) =>
      expect(benefits.getByLabelText(`Benefit ${index + 1}`)).toHaveValue(benefit),
    );
  });

  it('adds, moves and removes rows within the list limits', async () => {
    const { user } = await setup('admission');
    const prices = CONTENT_DEFAULTS.admission.items;
    expect(screen.getAllByRole('group', { name: /^Price \d+$/ })).toHaveLength(prices.length);

    await user.click(screen.getByRole('button', { name: 'Add a price' }));
    expect(priceRow(prices.length + 1).getByLabelText('Ticket')).toHaveFocus();
    expect(priceRow(prices.length + 1).getByLabelText('Ticket')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Move price 2 up' }));
    expect(priceRow(1).getByLabelText('Ticket')).toHaveValue(prices[1].label);
    expect(priceRow(2).getByLabelText('Ticket')).toHaveValue(prices[0].label);
    // Moved to the top, focus goes to the row's other move button.
    expect(screen.getByRole('button', { name: 'Move price 1 down' })).toHaveFocus();

    // Down to the minimum of one price: its Remove button is off.
    while (screen.getAllByRole('group', { name: /^Price \d+$/ }).length > 1)
      await user.click(screen.getByRole('button', { name: 'Remove price 1' }));
    expect(screen.getByRole('button', { name: 'Remove price 1' })).toBeDisabled();
    expect(screen.getByText('From 1 to 12 prices.')).toBeInTheDocument();
    // The preview follows the form.
    expect(within(screen.getByRole('complementary')).getAllByRole('row')).toHaveLength(2);
  });

  it('checks in the browser with the API sentences, beside the field and in a linked summary, and sends nothing', async () => {
    const { user } = await setup('admission');
    const price = priceRow(2).getByLabelText('Price');
    await user.clear(price);
    await user.type(price, '8 dollars');
    await user.clear(priceRow(3).getByLabelText('Ticket'));
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    const priceMessage =
      'Admission prices, price 2: Price must be an amount such as $8.00, or a word such as Free.';
    const summary = screen.getByRole('heading', { name: 'Please correct 2 fields:' });
    const link = screen.getByRole('link', { name: priceMessage });
    expect(
      screen.getByRole('link', { name: 'Admission prices, price 3: Ticket is required.' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(`For example $8.00, or Free ${priceMessage}`);
    expect(requestsTo('PUT', '/api/v1/content/admission')).toHaveLength(0);

    await user.click(link);
    expect(price).toHaveFocus();
    // Fixed: its message goes as it is typed.
    await user.clear(price);
    await user.type(price, '$8.50');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: priceMessage })).not.toBeInTheDocument(),
    );
  });

  it("shows the API's 400 refusals beside their fields, as written", async () => {
    const refusal = 'Admission prices, price 1: Ticket must be at most 60 characters.';
    server.use(
      http.put('/api/v1/content/admission', () =>
        HttpResponse.json(
          {
            statusCode: 400,
            message: refusal,
            errors: [{ field: 'items.0.label', message: refusal }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await setup('admission');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(refusal, { selector: '[role=alert]' })).toBeInTheDocument();
    expect(priceRow(1).getByLabelText('Ticket')).toHaveAccessibleDescription(refusal);
    expect(screen.getByRole('link', { name: refusal })).toBeInTheDocument();
  });

  it('keeps everything typed when the API is unavailable (503)', async () => {
    server.use(
      http.put('/api/v1/content/admission', () =>
        HttpResponse.json({ statusCode: 503, message: 'down' }, { status: 503 }),
      ),
    );
    const { user } = await setup('admission');
    const price = priceRow(1).getByLabelText('Price');
    await user.clear(price);
    await user.type(price, '$9.00');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText(MESSAGES.serviceUnavailableTryAgain, { selector: '[role=alert]' }),
    ).toBeInTheDocument();
    expect(price).toHaveValue('$9.00');
  });

  it('keeps a draft per key across a remount (a reload, signing in again) until it is discarded', async () => {
    const { user, view } = await setup('welcome');
    await user.clear(screen.getByLabelText('Welcome heading'));
    await user.type(screen.getByLabelText('Welcome heading'), 'Hello, ironmasters');
    view.unmount();

    const again = await setup('welcome');
    expect(screen.getByLabelText('Welcome heading')).toHaveValue('Hello, ironmasters');
    expect(screen.getByText(/holds what you typed earlier/)).toBeInTheDocument();
    // Another key has its own form, untouched.
    again.view.unmount();
    const other = await setup('announcement');
    expect(screen.queryByText(/holds what you typed earlier/)).not.toBeInTheDocument();
    other.view.unmount();

    const third = await setup('welcome');
    await third.user.click(screen.getByRole('button', { name: 'Discard what I typed' }));
    expect(screen.getByLabelText('Welcome heading')).toHaveValue(CONTENT_DEFAULTS.welcome.title);
    expect(sessionStorage.length).toBe(0);
  });

  it("publishes with the token, shows the API's message, clears the draft and lists the version", async () => {
    const { user } = await setup('admission');
    const price = priceRow(1).getByLabelText('Price');
    await user.clear(price);
    await user.type(price, ' $9.00 ');
    // The preview shows it while it is typed.
    expect(within(screen.getByRole('complementary')).getByText('$9.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(
      await screen.findByText(
        'Admission prices published. Visitors see it on their next page load.',
        { selector: '[role=status]' },
      ),
    ).toBeInTheDocument();
    const [put] = requestsTo('PUT', '/api/v1/content/admission');
    expect(put.authorization).toBe('Bearer tok');
    expect(contentFake.content.admission.items[0].price).toBe('$9.00');
    expect(price).toHaveValue('$9.00');
    expect(sessionStorage.length).toBe(0);
    expect(await screen.findByText('Visitors see this now')).toBeInTheDocument();
  });

  it('publishes at a time in the museum clock (an instant with its offset), and refuses a past one', async () => {
    const { user } = await setup('admission');
    const at = screen.getByLabelText('Publish at');
    await user.type(at, '2020-01-15T09:30');
    await user.click(screen.getByRole('button', { name: 'Publish at this time' }));
    expect(screen.getByText('Publish at must be in the future.')).toBeInTheDocument();
    expect(at).toHaveFocus();
    expect(requestsTo('PUT', '/api/v1/content/admission')).toHaveLength(0);

    await user.clear(at);
    await user.type(at, '2031-01-15T09:30');
    await user.click(screen.getByRole('button', { name: 'Publish at this time' }));
    expect(
      await screen.findByText(/^Admission prices will be published/, { selector: '[role=status]' }),
    ).toBeInTheDocument();
    const [put] = requestsTo('PUT', '/api/v1/content/admission');
    // January in New York: 9:30 AM is 14:30 UTC (-05:00).
    expect(put.path).toBe(
      '/api/v1/content/admission?publish_at=2031-01-15T09%3A30%3A00.000-05%3A00',
    );
    expect(await screen.findByText('Scheduled')).toBeInTheDocument();
    expect(contentFake.content.admission).toEqual(CONTENT_DEFAULTS.admission);
    // What was scheduled is no draft: nothing is kept to be offered again.
    expect(sessionStorage.length).toBe(0);
  });

  it('restores an earlier version after asking, and the form shows it', async () => {
    const older = {
      ...CONTENT_DEFAULTS.admission,
      items: [{ label: 'Everyone', detail: '', price: '$5.00' }],
    };
    contentFake.versions = [
      version(2, 'current', CONTENT_DEFAULTS.admission),
      version(1, 'published', older),
    ];
    contentFake.nextId = 3;
    const { user } = await setup('admission');
    await user.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    expect(screen.getByText(/Publish version 1 again\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, restore' }));

    expect(
      await screen.findByText('Admission prices: version 1 restored and published.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(priceRow(1).getByLabelText('Ticket')).toHaveValue('Everyone'));
    expect(screen.getAllByRole('group', { name: /^Price \d+$/ })).toHaveLength(1);
    expect(contentFake.content.admission).toEqual(older);
  });

  it('cancels a scheduled version after asking', async () => {
    contentFake.versions = [version(5, 'scheduled', CONTENT_DEFAULTS.admission)];
    const { user } = await setup('admission');
    await user.click(await screen.findByRole('button', { name: 'Cancel version 5' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Scheduled version 5 cancelled.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByText('No versions yet: visitors see the first-install text.'),
      ).toBeInTheDocument(),
    );
    expect(requestsTo('DELETE', '/api/v1/content/admission/versions/5')).toHaveLength(1);
  });

  it('says so for an unknown key', () => {
    openForm('prices');
    expect(screen.getByText('There is no site content called "prices".')).toBeInTheDocument();
  });
});
