import { AuthProvider } from '@furnace/auth';
import { BrowserRouter } from '@furnace/router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles.css';

/** The server's rendering of the page in #root (apps/api/src/web/index-html.ts). */
const SERVER_RENDERED = '[data-server-rendered]';
/** A live page that is still not ready by then is shown anyway (its error, say). */
const SWAP_AT_THE_LATEST_MS = 10_000;

/**
 * Renders the site into #root (called by main.ts once the remotes are registered).
 *
 * When the server sent the page's HTML in #root (issue 17, ADR 7), that stays on screen while the
 * live page renders in an element not yet in the document; that replaces it once it shows the
 * page too (its main holds content and nothing in it is still loading), so the text never
 * disappears. Not hydration: see ADR 7 "Painted before the JavaScript".
 */
export function startApp(): void {
  const root = document.getElementById('root') as HTMLElement;
  const served = root.querySelector(SERVER_RENDERED) !== null;
  const container = served ? document.createElement('div') : root;
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AuthProvider>
          <App keepInitialScroll={served} />
        </AuthProvider>
      </BrowserRouter>
    </StrictMode>,
  );
  if (served) swapWhenReady(root, container);
}

function swapWhenReady(root: HTMLElement, live: HTMLElement) {
  let done = false;
  const swap = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    live.id = 'root';
    root.replaceWith(live);
  };
  const check = () => {
    const main = live.querySelector('main');
    if (main?.firstElementChild && !main.querySelector('[aria-busy="true"]')) swap();
  };
  const observer = new MutationObserver(check);
  observer.observe(live, { childList: true, subtree: true, attributes: true });
  const timer = setTimeout(swap, SWAP_AT_THE_LATEST_MS);
}
