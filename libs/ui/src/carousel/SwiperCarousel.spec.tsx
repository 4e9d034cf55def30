import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { VideoFacade } from '../video-facade/VideoFacade';
import SwiperCarousel from './SwiperCarousel';

/**
 * swiper itself needs a real layout (the Playwright journeys drive it in Chromium). Here a stand-in
 * with swiper's API records what the carousel asks of it, and lets a test fire swiper's events.
 */
interface FakeSwiper {
  params: { loop: boolean; slidesPerView: number };
  realIndex: number;
  activeIndex: number;
  isBeginning: boolean;
  isEnd: boolean;
  autoplay: { running: boolean; start: jest.Mock; stop: jest.Mock };
  slideNext: jest.Mock;
  slidePrev: jest.Mock;
  slideToLoop: jest.Mock;
  slideTo: jest.Mock;
}
type Handlers = Record<string, ((...args: unknown[]) => void) | undefined>;
let fake: FakeSwiper;
let handlers: Handlers;

jest.mock('swiper/css', () => ({}));
jest.mock('swiper/modules', () => ({ A11y: {}, Autoplay: {}, Keyboard: {} }));
jest.mock('swiper/react', () => ({
  Swiper: (props: Handlers & { children: ReactNode; onSwiper: (s: unknown) => void }) => {
    handlers = props;
    const { useEffect } = jest.requireActual('react');
    useEffect(() => props.onSwiper(fake), []); // eslint-disable-line react-hooks/exhaustive-deps
    return <div data-testid="swiper">{props.children}</div>;
  },
  SwiperSlide: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));

beforeEach(() => {
  fake = {
    params: { loop: true, slidesPerView: 1 },
    realIndex: 0,
    activeIndex: 0,
    isBeginning: true,
    isEnd: false,
    autoplay: {
      running: true,
      start: jest.fn(() => (fake.autoplay.running = true)),
      stop: jest.fn(() => (fake.autoplay.running = false)),
    },
    slideNext: jest.fn(),
    slidePrev: jest.fn(),
    slideToLoop: jest.fn(),
    slideTo: jest.fn(),
  };
});

const cards = ['One', 'Two', 'Three', 'Four'].map((text) => ({
  key: text,
  content: (
    <article>
      <h3>{text}</h3>
      <a href={`/events/${text}`}>More</a>
    </article>
  ),
}));

describe('SwiperCarousel', () => {
  it('offers named arrows and position dots, the current one marked, that move the slides', () => {
    render(<SwiperCarousel items={cards} />);
    const dots = within(screen.getByRole('group', { name: 'Choose a slide' })).getAllByRole(
      'button',
    );
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Slide 1 of 4',
      'Slide 2 of 4',
      'Slide 3 of 4',
      'Slide 4 of 4',
    ]);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(fake.slideNext).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(fake.slidePrev).toHaveBeenCalled();
    fireEvent.click(dots[2]);
    expect(fake.slideToLoop).toHaveBeenCalledWith(2);

    // swiper says where it is: the dots follow.
    fake.realIndex = 2;
    act(() => handlers.onSlideChange?.(fake));
    expect(screen.getByRole('button', { name: 'Slide 3 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Slide 1 of 4' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('without a loop has a dot per full view and disables the arrow at each end', () => {
    fake.params = { loop: false, slidesPerView: 2 };
    render(<SwiperCarousel items={cards.slice(0, 3)} />);
    expect(
      within(screen.getByRole('group', { name: 'Choose a slide' })).getAllByRole('button'),
    ).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    fake.isBeginning = false;
    fake.isEnd = true;
    fake.activeIndex = 1;
    act(() => handlers.onSlideChange?.(fake));
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Slide 1 of 2' }));
    expect(fake.slideTo).toHaveBeenCalledWith(0);
  });

  it('stops autoplay for good once the visitor uses the arrows, until "Resume slideshow"', () => {
    render(<SwiperCarousel items={cards} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(fake.autoplay.running).toBe(false);
    // Focus leaving the carousel does not start it again: the visitor took over.
    fireEvent.blur(screen.getByRole('button', { name: 'Next slide' }), {
      relatedTarget: document.body,
    });
    expect(fake.autoplay.running).toBe(false);
    const toggle = screen.getByRole('button', { name: 'Resume slideshow' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(toggle);
    expect(fake.autoplay.running).toBe(true);
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
  });

  it('stops autoplay when the visitor drags, presses an arrow key or clicks inside a slide', () => {
    render(<SwiperCarousel items={cards} />);
    act(() => handlers.onKeyPress?.(fake, 9)); // Tab somewhere on the page: not a slide change
    expect(fake.autoplay.stop).not.toHaveBeenCalled();
    act(() => handlers.onKeyPress?.(fake, 39));
    expect(fake.autoplay.running).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Resume slideshow' }));
    expect(fake.autoplay.running).toBe(true);
    act(() => handlers.onSliderFirstMove?.(fake));
    expect(fake.autoplay.running).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Resume slideshow' }));
    fireEvent.click(screen.getAllByRole('link', { name: 'More' })[1]);
    expect(fake.autoplay.running).toBe(false);
  });

  it('stops autoplay when a video in a slide starts playing', () => {
    render(
      <SwiperCarousel
        items={['a', 'b', 'c'].map((id) => ({
          key: id,
          content: (
            <VideoFacade
              title={`Film ${id}`}
              embedUrl={`https://video.test/${id}`}
              poster="/poster.svg"
            />
          ),
        }))}
      />,
    );
    expect(fake.autoplay.running).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Film b' }));
    expect(screen.getByTitle('Film b')).toBeInTheDocument(); // the player is in
    expect(fake.autoplay.running).toBe(false);
    expect(screen.getByRole('button', { name: 'Resume slideshow' })).toBeInTheDocument();
  });

  it('stops autoplay when a native video in a slide plays', () => {
    const { container } = render(
      <SwiperCarousel
        items={['a', 'b', 'c'].map((id) => ({
          key: id,
          content: (
            <video src={`/${id}.mp4`} controls aria-label={`Clip ${id}`}>
              <track kind="captions" src={`/${id}.vtt`} />
            </video>
          ),
        }))}
      />,
    );
    fireEvent.play(container.querySelectorAll('video')[1]);
    expect(fake.autoplay.running).toBe(false);
  });

  it('pausing and resuming by the button does not count as taking over', () => {
    render(<SwiperCarousel items={cards} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(fake.autoplay.running).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Resume slideshow' }));
    expect(fake.autoplay.running).toBe(true);
  });
});
