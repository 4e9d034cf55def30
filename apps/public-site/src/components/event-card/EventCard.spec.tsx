import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@furnace/router/testing';
import { EventCard } from './EventCard';
import { toEventView } from './event-view';

const renderCard = (image: string) => {
  render(
    <MemoryRouter>
      <EventCard
        event={toEventView({
          id: 7,
          title: 'Charcoal Day',
          start_date: '2026-11-21T09:30:00',
          image,
        })}
      />
    </MemoryRouter>,
  );
  // The picture is decorative (alt=""), so it has no accessible role to query by.
  return screen.getByTestId('event-card').querySelector('img') as HTMLImageElement;
};

describe('EventCard picture', () => {
  it('offers a stored image at 400 and 800 px, sized for a card, lazily and with its box reserved', () => {
    const image = renderCard('/static/event_images/7');
    expect(image.getAttribute('src')).toBe('/static/event_images/7');
    expect(image.getAttribute('srcset')).toBe(
      '/static/event_images/7?w=400 400w, /static/event_images/7?w=800 800w',
    );
    expect(image.getAttribute('sizes')).toBe('(min-width: 464px) 480px, 100vw');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['640', '400']);
  });

  it('gives an image from elsewhere no srcset, since only our API serves other widths', () => {
    const image = renderCard('https://example.org/picture.jpg');
    expect(image.getAttribute('srcset')).toBeNull();
    expect(image.getAttribute('sizes')).toBeNull();
  });

  it('falls back to the placeholder drawing, without srcset, when the picture fails to load', () => {
    const image = renderCard('/static/event_images/7');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('test-file-stub'); // the fallback SVG, as Jest's file stub
    expect(image.getAttribute('srcset')).toBeNull();
  });
});
