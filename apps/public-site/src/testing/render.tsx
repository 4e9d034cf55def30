import { MemoryRouter } from '@furnace/router/testing';
import { render } from '@testing-library/react';
import PublicSiteRoutes from '../app/PublicSiteRoutes';

/** Renders the remote's route table at `path`, as the shell would inside <main>. */
export function renderRoute(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <main>
        <PublicSiteRoutes />
      </main>
    </MemoryRouter>,
  );
}
