import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, museumApi, requestsTo, server } from '@furnace/api-client/testing';
import { renderRoute } from '../../testing/render';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('/events/{id} and /signs/{name}', () => {
  it('shows the PDF while the HEAD check is pending and after it succeeds', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let heads = 0;
    server.use(
      http.head('/static/event_info/12.pdf', async () => {
        heads++;
        await answered;
        return new HttpResponse(null, { status: 200 });
      }),
    );
    renderRoute('/events/12');
    const frame = await screen.findByTitle('Event flyer (PDF)');
    expect(frame).toHaveAttribute('src', '/static/event_info/12.pdf');
    await waitFor(() => expect(heads).toBe(1));
    await act(async () => {
      answer();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.getByTitle('Event flyer (PDF)')).toBeInTheDocument();
    expect(screen.queryByText('No PDF has been uploaded for this event yet.')).toBeNull();
  });

  it("says 'No PDF has been uploaded for this event yet.' when the HEAD request fails", async () => {
    // The fake API has no file for event 99: HEAD answers 404.
    renderRoute('/events/99');
    expect(
      await screen.findByText('No PDF has been uploaded for this event yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByTitle('Event flyer (PDF)')).toBeNull();
  });

  it('shows a sign PDF, or the invalid QR message', async () => {
    museumApi.files.add('/static/qr/great-wheel.pdf');
    const first = renderRoute('/signs/great-wheel');
    expect(await screen.findByTitle('Sign information (PDF)')).toHaveAttribute(
      'src',
      '/static/qr/great-wheel.pdf',
    );
    first.unmount();

    renderRoute('/signs/no-such-sign');
    expect(await screen.findByText('Error: Invalid QR code provided.')).toBeInTheDocument();
    // Not a dead end for a visitor standing at the sign.
    const onward = screen.getByRole('navigation', { name: 'Where to go from here' });
    expect(within(onward).getByRole('link', { name: 'Site map of the grounds' })).toHaveAttribute(
      'href',
      '/map',
    );
    expect(within(onward).getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    expect(requestsTo('HEAD', '/static/qr/no-such-sign.pdf')).toHaveLength(1);
  });
});
