import { EVENTS_ADMIN_TEXTS as T } from '@furnace/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { museumApi, requestsTo } from '@furnace/api-client/testing';
import { renderAdmin, signIn } from '../../testing/render';
import { SignsPage } from './SignsPage';

const SIGN = {
  name: 'great-wheel',
  pdf: '/static/qr/great-wheel.pdf',
  qr: '/api/v1/signs/great-wheel/qr.svg',
  url: 'https://furnace.example.org/signs/great-wheel',
  size: 1000,
  updated_at: '2026-11-01T10:00:00.000Z',
  title: '',
  summary: '',
};

describe('SignsPage: titles, summaries and the printable QR code', () => {
  beforeEach(() => {
    signIn();
    museumApi.signs = [{ ...SIGN }];
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("writes a sign's title and summary without sending the PDF again", async () => {
    const user = userEvent.setup();
    renderAdmin(<SignsPage />);
    const form = await screen.findByRole('form', { name: 'Title and text of great-wheel' });
    await user.type(within(form).getByLabelText(T.signTitleLabel), 'The Great Wheel');
    await user.type(
      within(form).getByLabelText(T.signSummaryLabel),
      'It drove the bellows for sixty years.',
    );
    await user.click(within(form).getByRole('button', { name: T.saveSignDetails }));
    expect(await screen.findByText(T.signDetailsSaved('great-wheel'))).toBeInTheDocument();
    const sent = requestsTo('PUT', '/api/v1/signs/great-wheel')[0].body as FormData;
    expect(Object.fromEntries(sent.entries())).toEqual({
      title: 'The Great Wheel',
      summary: 'It drove the bellows for sixty years.',
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'The Great Wheel' })).toBeInTheDocument(),
    );
  });

  it('the printable view shows the title, the QR code and the address it opens; Back returns to the list', async () => {
    museumApi.signs = [{ ...SIGN, title: 'The Great Wheel' }];
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderAdmin(<SignsPage />);
    await user.click(await screen.findByRole('button', { name: `${T.printQr} of great-wheel` }));
    const view = screen.getByRole('region', { name: 'The Great Wheel' });
    expect(within(view).getByRole('img')).toHaveAttribute('src', SIGN.qr);
    expect(view).toHaveTextContent(`${T.qrEncodes} ${SIGN.url}`);
    expect(screen.getByRole('heading', { name: 'The Great Wheel' })).toHaveFocus();
    await user.click(within(view).getByRole('button', { name: T.printNow }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(within(view).getByRole('button', { name: T.backToSigns }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `${T.printQr} of great-wheel` })).toHaveFocus(),
    );
  });
});
