// What the server's HTML of a public page (docs/adr/0007) and the browser agree on:
// the API writes these (apps/api/src/web/index-html.ts); the shell reads them.

/**
 * The version of the server bundles' contract (3: they share TanStack Query, the render's data): the shell's server/render.js (render) and a remote's
 * (its routes component, rendered inside the shell's tree, sharing the shell's React). The API uses
 * bundles of this version only (apps/api/src/web/server-render.ts).
 */
export const SERVER_RENDER_CONTRACT = 3;

/**
 * Marks #root while it holds the server's HTML of the page that React has not hydrated yet: the API
 * writes it, the shell takes it off once the remote's page is hydrated (RemoteRoutesProps.onPageShown).
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * Where the answers the server's render read are inlined as JSON: its TanStack Query cache,
 * dehydrated; the shell hydrates the page's QueryClient from it (apps/shell/src/bootstrap.tsx).
 */
export const SERVER_ANSWERS_ELEMENT_ID = 'server-answers';

/**
 * Where the shell keeps the alerts a visitor dismissed (sessionStorage): a page the server rendered
 * shows them, so such a visitor's page starts its script at once (index-html.ts, PAGE_BOOT_JS).
 */
export const DISMISSED_ALERTS_KEY = 'furnace:dismissed-alerts';
