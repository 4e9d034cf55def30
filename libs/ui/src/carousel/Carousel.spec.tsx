import { render, screen } from '@testing-library/react';
import { Carousel } from './Carousel';

const items = ['One', 'Two', 'Three'].map((text) => ({ key: text, content: <p>{text}</p> }));

describe('Carousel', () => {
  it('renders the slides as a plain list in a named region before swiper is needed', () => {
    render(<Carousel label="Upcoming programs and events" items={items} />);
    const region = screen.getByRole('region', { name: 'Upcoming programs and events' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'One',
      'Two',
      'Three',
    ]);
  });

  it('waits for the carousel to come near the viewport before loading swiper', () => {
    const observe = jest.fn();
    const Observer = jest.fn(() => ({ observe, disconnect: jest.fn() }));
    Object.assign(window, { IntersectionObserver: Observer });
    render(<Carousel label="Videos" items={items} />);
    expect(Observer).toHaveBeenCalledWith(expect.any(Function), { rootMargin: '300px' });
    expect(observe).toHaveBeenCalledWith(screen.getByRole('region', { name: 'Videos' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(3); // still the plain list
    delete (window as Partial<typeof window> & { IntersectionObserver?: unknown })
      .IntersectionObserver;
  });
});
