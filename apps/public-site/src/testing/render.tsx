import { createPageQueryClient } from '@furnace/api-client';
import { inlineSiteData } from '@furnace/api-client/testing';
import { MemoryRouter } from '@furnace/router/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import PublicSiteRoutes from '../app/PublicSiteRoutes';

/**
 * Renders the remote's route table at `path`, as the shell would inside <main>: in a page of its
 * own (a new QueryClient) that came with the site's content and alerts (the fake's: `contentFake`).
 */
export function renderRoute(path: string) {
  const queries = createPageQueryClient();
  inlineSiteData(queries);
  return render(
    <QueryClientProvider client={queries}>
      <MemoryRouter initialEntries={[path]}>
        <main>
          <PublicSiteRoutes />
        </main>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
