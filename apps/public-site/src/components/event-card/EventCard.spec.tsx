import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@furnace/router/testing';
import { EventCard } from './EventCard';
import { toEventView } from './event-view';
import { anEvent } from '@furnace/api-client/testing';

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

const card = (event: Parameters<typeof toEventView>[0]) => {
  render(
    <MemoryRouter>
      <EventCard event={toEventView(event)} />
    </MemoryRouter>,
  );
  return screen.getByTestId('event-card');
};

describe('EventCard lifecycle', () => {
  it('shows the end time, the place and the price', () => {
    const shown = card(
      anEvent(3, '2026-12-05T10:00:00', {
        end_date: '2026-12-05T12:30:00',
        location: 'Charging room',
        price_text: '$8, members free',
      }),
    );
    expect(shown).toHaveTextContent('December 5, 2026 · 10:00 AM – 12:30 PM');
    expect(within(shown).getByText('Charging room').closest('p')).toHaveTextContent(
      'Where: Charging room',
    );
    expect(within(shown).getByText('$8, members free').closest('p')).toHaveTextContent(
      'Price: $8, members free',
    );
    expect(within(shown).queryByText(/Cancelled|Postponed|Rescheduled/)).toBeNull();
  });

  it("says 'All day' for an all-day event, and gives a range over several days", () => {
    const shown = card(
      anEvent(4, '2026-12-05T00:00:00', { all_day: true, end_date: '2026-12-07T00:00:00' }),
    );
    expect(shown).toHaveTextContent('December 5, 2026 · All day – December 7, 2026');
    cleanup();
    expect(
      card(anEvent(5, '2026-12-05T18:00:00', { end_date: '2026-12-06T09:00:00' })),
    ).toHaveTextContent('December 5, 2026 · 6:00 PM – December 6, 2026 · 9:00 AM');
  });

  it('marks a cancelled event with a badge and its note, and strikes its title', () => {
    const shown = card(
      anEvent(6, '2026-12-05T10:00:00', { status: 'cancelled', status_note: 'Closed for snow.' }),
    );
    const badge = within(shown).getByText('Cancelled');
    expect(badge.closest('p')).toHaveTextContent('Cancelled Closed for snow.');
    expect(shown).toHaveClass('event-card--cancelled');
    cleanup();
    expect(
      within(card(anEvent(7, '2026-12-05T10:00:00', { status: 'postponed' }))).getByText(
        'Postponed',
      ),
    ).toBeInTheDocument();
  });

  it("uses the image description as alt text, '' as decorative, and shows posters whole", () => {
    const described = card(
      anEvent(8, '2026-12-05T10:00:00', {
        image_alt: 'Visitors at the Great Wheel',
        image_fit: 'contain',
      }),
    );
    const image = within(described).getByRole('img', { name: 'Visitors at the Great Wheel' });
    expect(image).toHaveClass('event-card__image--contain');
    // The fallback drawing says nothing (alt="").
    fireEvent.error(image);
    expect(within(described).queryByRole('img')).toBeNull();
    cleanup();
    const decorative = card(anEvent(9, '2026-12-05T10:00:00'));
    expect(decorative.querySelector('img')).toHaveAttribute('alt', '');
    expect(decorative.querySelector('img')).not.toHaveClass('event-card__image--contain');
  });

  it('links an occurrence of a repeating event to its own date', () => {
    const shown = card(
      anEvent(10, '2026-12-12T10:00:00', {
        link_text: 'Details',
        occurrence_date: '2026-12-12',
        recurrence: {
          freq: 'weekly',
          interval: 1,
          by_weekday: ['Saturday'],
          until: null,
          count: 4,
        },
      }),
    );
    expect(within(shown).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/events/10?date=2026-12-12',
    );
  });
});
