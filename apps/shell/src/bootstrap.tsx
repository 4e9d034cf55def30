import { createPageQueryClient, hydratePageQueries } from '@furnace/api-client';
import { AuthProvider } from '@furnace/auth';
import { SERVER_ANSWERS_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE } from '@furnace/contracts';
import { QueryClientProvider } from '@furnace/api-client/query';
import { BrowserRouter } from '@furnace/router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles.css';

/**
 * Renders the site into #root (called by main.ts once the remotes are registered).
 *
 * When the server sent the page's HTML in #root (ADR 7: the shell's server bundle
 * rendered this same tree with the public site's routes in it), React hydrates it: the nodes on
 * screen stay and become live. The header, alerts and footer are live at once; the page itself
 * (its Suspense boundary) once the remote's code and the page's chunk have arrived, and then the
 * remote calls onPageShown, which takes the server's mark off #root.
 */
export function startApp(): void {
  const root = document.getElementById('root') as HTMLElement;
  const served = root.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
  const pageShown = () => root.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  // The page's one QueryClient (the remotes share it), holding what the server's render read.
  const queries = createPageQueryClient();
  hydratePageQueries(queries, document.getElementById(SERVER_ANSWERS_ELEMENT_ID)?.textContent);
  const app = (
    <StrictMode>
      <QueryClientProvider client={queries}>
        <BrowserRouter>
          <AuthProvider>
            <App keepInitialScroll={served} onPageShown={served ? pageShown : undefined} />
          </AuthProvider>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
  if (!served) {
    createRoot(root).render(app);
    return;
  }
  // As a transition: React hydrates in slices of a few milliseconds and yields to the browser in
  // between, so a visitor's tap or scroll on the server's page is never held up by it.
  startTransition(() => {
    hydrateRoot(root, app, {
      // A difference between the server's HTML and this render (a bug: the page then renders
      // afresh from the nearest boundary) is reported, so tests and the console see it.
      onRecoverableError: (error) => console.error('Hydration:', error),
    });
  });
}
