import { TEST_TOKEN } from '@furnace/api-client/testing';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AuthProvider, useAuth } from './auth-context';
import { writeStoredUser } from './storage';

/**
 * What the header does with the signed-in user (apps/shell's SiteHeader: a greeting, or the
 * membership and donate links), without the shell. (libs/ui's renderHydrated does the same for
 * the other projects; this library may not import libs/ui.)
 */
function Account() {
  const { user } = useAuth();
  return <p>{user ? `Welcome, ${user.username}` : 'MEMBERSHIP DONATE'}</p>;
}

/** Server HTML with empty storage, then `prepareBrowser`, then hydrateRoot: React's complaints. */
async function hydrate(element: ReactNode, prepareBrowser: () => void) {
  const serverHtml = renderToString(element);
  prepareBrowser();
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const problems: string[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(args.map(String).join(' '));
  });
  let root!: Root;
  try {
    await act(async () => {
      root = hydrateRoot(container, element, {
        onRecoverableError: (error) => problems.push(`recoverable: ${String(error)}`),
      });
    });
  } finally {
    consoleError.mockRestore();
  }
  return { serverHtml, container, problems, unmount: () => act(() => root.unmount()) };
}

describe('auth on a server-rendered page', () => {
  it('hydrates signed out (as the server rendered it), then shows the stored user', async () => {
    const page = await hydrate(
      <AuthProvider>
        <Account />
      </AuthProvider>,
      () => writeStoredUser({ username: 'ada', accessToken: TEST_TOKEN }),
    );
    expect(page.serverHtml).toContain('MEMBERSHIP DONATE');
    expect(page.problems).toEqual([]);
    expect(page.container).toHaveTextContent('Welcome, ada');
    expect(await screen.findByText('Welcome, ada')).toBeInTheDocument(); // the API accepted it
    page.unmount();
  });

  it('without a stored user it stays signed out and asks the API nothing', async () => {
    const page = await hydrate(
      <AuthProvider>
        <Account />
      </AuthProvider>,
      () => undefined,
    );
    expect(page.problems).toEqual([]);
    expect(page.container).toHaveTextContent('MEMBERSHIP DONATE');
    page.unmount();
  });
});
