import { Link } from '@furnace/router';
import { MemoryRouter } from '@furnace/router/testing';
import { renderHydrated } from '@furnace/ui/testing';
import { render, screen, within } from '@testing-library/react';
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

it("keeps the server's first page where it was, and scrolls on every change after", async () => {
  const scrollTo = jest.fn();
  window.scrollTo = scrollTo;
  const hydrated = await renderHydrated(
    <MemoryRouter>
      <ScrollToTop />
      <Link to="/events">events</Link>
      <Link to="/">home</Link>
    </MemoryRouter>,
  );
  expect(hydrated.problems).toEqual([]);
  expect(scrollTo).not.toHaveBeenCalled();
  await userEvent.click(within(hydrated.container).getByText('events'));
  await userEvent.click(within(hydrated.container).getByText('home'));
  expect(scrollTo).toHaveBeenCalledTimes(2);
});
