import { Link } from '@furnace/router';
import { MemoryRouter } from '@furnace/router/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScrollToTop } from './ScrollToTop';

it('scrolls to the top on every route change', async () => {
  const scrollTo = jest.fn();
  window.scrollTo = scrollTo;
  render(
    <MemoryRouter>
      <ScrollToTop />
      <Link to="/events">events</Link>
      <Link to="/visit">visit</Link>
    </MemoryRouter>,
  );
  expect(scrollTo).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByText('events'));
  await userEvent.click(screen.getByText('visit'));
  expect(scrollTo).toHaveBeenCalledTimes(3);
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
});

it('keeps the first page where it was with skipFirst, and scrolls on every change after', async () => {
  const scrollTo = jest.fn();
  window.scrollTo = scrollTo;
  render(
    <MemoryRouter>
      <ScrollToTop skipFirst />
      <Link to="/events">events</Link>
      <Link to="/">home</Link>
    </MemoryRouter>,
  );
  expect(scrollTo).not.toHaveBeenCalled();
  await userEvent.click(screen.getByText('events'));
  await userEvent.click(screen.getByText('home'));
  expect(scrollTo).toHaveBeenCalledTimes(2);
});
