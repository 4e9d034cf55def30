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
