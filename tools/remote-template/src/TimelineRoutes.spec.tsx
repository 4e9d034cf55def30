import { Route, Routes } from '@furnace/router';
import { MemoryRouter } from '@furnace/router/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TimelineRoutes from './TimelineRoutes';

it('renders under its mount path and links within it', async () => {
  render(
    <MemoryRouter initialEntries={['/timeline']}>
      <Routes>
        <Route path="/timeline/*" element={<TimelineRoutes basePath="/timeline" />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Furnace timeline' })).toBeInTheDocument();
  expect(screen.getByText('1742')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'About this timeline' }));
  expect(screen.getByRole('heading', { name: 'About this timeline' })).toBeInTheDocument();
});
