import { Link, Route, Routes } from '@furnace/router';
import { MemoryRouter } from '@furnace/router/testing';
import { render as renderInPage, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { RemoteModule } from './RemoteModule';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
}));

const render = (ui: ReactElement) => renderInPage(<MemoryRouter>{ui}</MemoryRouter>);

describe('RemoteModule', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("renders the remote's routes component with the base path", async () => {
    loadRemote.mockResolvedValue({
      default: ({ basePath }: { basePath: string }) => <p>remote at {basePath}</p>,
    });
    render(<RemoteModule remote="timeline" basePath="/timeline" label="the timeline" />);
    expect(await screen.findByText('remote at /timeline')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('timeline/routes');
  });

  it('contains a failed load: a message and a retry that recovers without a reload', async () => {
    loadRemote
      .mockRejectedValueOnce(new Error('remoteEntry.js answered 500'))
      .mockResolvedValue({ default: () => <p>public pages</p> });
    render(<RemoteModule remote="public_site" basePath="/" label="this page" />);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Sorry, this page did not load.'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('public pages')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('contains a remote that throws while rendering', async () => {
    loadRemote.mockResolvedValue({
      default: () => {
        throw new Error('boom');
      },
    });
    render(
      <>
        <p>chrome</p>
        <RemoteModule remote="admin" basePath="/" label="the admin area" />
      </>,
    );
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Sorry, the admin area did not load.'),
    );
    expect(screen.getByText('chrome')).toBeInTheDocument();
  });

  it("does not carry one remote's failure to another remote's page", async () => {
    loadRemote.mockImplementation(async (id: string) =>
      id === 'broken/routes'
        ? {
            default: () => {
              throw new Error('boom');
            },
          }
        : { default: () => <p>events page</p> },
    );
    renderInPage(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/events">events</Link>
        <Routes>
          <Route
            path="/broken/*"
            element={<RemoteModule remote="broken" basePath="/broken" label="this page" />}
          />
          <Route
            path="*"
            element={<RemoteModule remote="public_site" basePath="/" label="this page" />}
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByText('events'));
    expect(await screen.findByText('events page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('retries a failed remote by itself when the visitor moves to another page', async () => {
    loadRemote
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => <p>back online</p> });
    renderInPage(
      <MemoryRouter initialEntries={['/visit']}>
        <Link to="/about">about</Link>
        <RemoteModule remote="public_site" basePath="/" label="this page" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByText('about'));
    expect(await screen.findByText('back online')).toBeInTheDocument();
  });

  it('refuses a module without a routes component', async () => {
    loadRemote.mockResolvedValue({ default: 'not a component' });
    render(<RemoteModule remote="public_site" basePath="/" label="this page" />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
