import { AuthProvider } from '@furnace/auth';
import { SERVER_RENDERED_ATTRIBUTE } from '@furnace/contracts';
import { BrowserRouter } from '@furnace/router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles.css';

/** The server's rendering of the page in #root (apps/api/src/web/index-html.ts). */
const SERVER_RENDERED = `[${SERVER_RENDERED_ATTRIBUTE}]`;
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
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AuthProvider>
          <App keepInitialScroll={served} />
        </AuthProvider>
      </BrowserRouter>
    </StrictMode>
  );
  if (!served) return createRoot(container).render(app);
  // Out of sight, the live page renders as a transition: React yields to the browser every few
  // milliseconds, so a visitor's tap or scroll on the server's page is never held up by it.
  startTransition(() => createRoot(container).render(app));
  swapWhenReady(root, container);
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
  let waiting = false;
  const check = () => {
    const main = live.querySelector('main');
    if (waiting || !main?.firstElementChild || main.querySelector('[aria-busy="true"]')) return;
    // The server inlined the page's largest picture and sent no preload for it: the live page's
    // copy loads from its URL, and the swap waits for it (a failed one does not hold it up).
    waiting = true;
    const pictures = [...main.querySelectorAll<HTMLImageElement>('img:not([loading="lazy"])')];
    void Promise.all(pictures.map((img) => img.decode().catch(() => undefined))).then(() => {
      waiting = false;
      if (!main.querySelector('[aria-busy="true"]')) swap();
      else check();
    });
  };
  const observer = new MutationObserver(check);
  observer.observe(live, { childList: true, subtree: true, attributes: true });
  const timer = setTimeout(swap, SWAP_AT_THE_LATEST_MS);
}
