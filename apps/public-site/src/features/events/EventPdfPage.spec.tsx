import { screen } from '@testing-library/react';
import { mockFetch, renderRoute } from '../../testing/render';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('/events/{id} and /signs/{name}', () => {
  it('shows the PDF while the HEAD check is pending and after it succeeds', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch({
      'HEAD /static/event_info/12.pdf': () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoute('/events/12');
    const frame = await screen.findByTitle('Event flyer (PDF)');
    expect(frame).toHaveAttribute('src', '/static/event_info/12.pdf');
    expect(fetchMock).toHaveBeenCalledWith('/static/event_info/12.pdf', { method: 'HEAD' });
    answer(new Response(null, { status: 200 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByTitle('Event flyer (PDF)')).toBeInTheDocument();
    expect(screen.queryByText('No PDF has been uploaded for this event yet.')).toBeNull();
  });

  it("says 'No PDF has been uploaded for this event yet.' when the HEAD request fails", async () => {
    mockFetch({}); // 404
    renderRoute('/events/99');
    expect(
      await screen.findByText('No PDF has been uploaded for this event yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByTitle('Event flyer (PDF)')).toBeNull();
  });

  it('shows a sign PDF, or the invalid QR message', async () => {
    mockFetch({ 'HEAD /static/qr/great-wheel.pdf': () => new Response(null, { status: 200 }) });
    const first = renderRoute('/signs/great-wheel');
    expect(await screen.findByTitle('Sign information (PDF)')).toHaveAttribute(
      'src',
      '/static/qr/great-wheel.pdf',
    );
    first.unmount();

    renderRoute('/signs/no-such-sign');
    expect(await screen.findByText('Error: Invalid QR code provided.')).toBeInTheDocument();
  });
});
