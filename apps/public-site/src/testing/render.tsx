import { inlineSiteData } from '@furnace/api-client/testing';
import { MemoryRouter } from '@furnace/router/testing';
import { render } from '@testing-library/react';
import PublicSiteRoutes from '../app/PublicSiteRoutes';

/**
 * Renders the remote's route table at `path`, as the shell would inside <main>, with the site's
 * content and alerts inlined in the page as the server sends them (the fake's: `contentFake`).
 */
export function renderRoute(path: string) {
  inlineSiteData();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <main>
        <PublicSiteRoutes />
      </main>
    </MemoryRouter>,
  );
}
