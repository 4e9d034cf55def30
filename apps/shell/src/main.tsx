// The shared singletons are bundled eagerly here, so the app starts at once.
import { createPageQueryClient, hydratePageQueries } from '@furnace/api-client';
import { SERVER_ANSWERS_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE } from '@furnace/contracts';
import { BrowserRouter } from '@furnace/router';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Site } from './app/Site';
import { readRegistry } from './remotes/registry';
import './styles.css';

registerRemotes(readRegistry().remotes.map(({ name, entry }) => ({ name, entry })));

// The site in #root, hydrating the server's HTML of it when there is (ADR 7).
const root = document.getElementById('root') as HTMLElement;
// One QueryClient for the page (the remotes share it), holding what the server's render read.
const queries = createPageQueryClient();
hydratePageQueries(queries, document.getElementById(SERVER_ANSWERS_ELEMENT_ID)?.textContent);
const app = <Site queries={queries} Router={BrowserRouter} />;
if (root.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
  // A transition: hydration yields to the browser, so a tap or scroll is never held up by it.
  startTransition(() => {
    hydrateRoot(root, app, {
      // A mismatch is a bug (React re-renders from the nearest boundary): reported.
      onRecoverableError: (error) => console.error('Hydration:', error),
    });
  });
} else {
  createRoot(root).render(app);
}
