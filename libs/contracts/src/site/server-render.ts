// What the server's HTML of a public page (docs/adr/0007) and the browser agree on:
// the API writes these (apps/api/src/web/index-html.ts); the shell reads them.

/** The server bundles' contract version (3: they share TanStack Query); the API loads only these. */
export const SERVER_RENDER_CONTRACT = 3;

/** The server render's reads: the JSON of GET /api/v1{path}, or a rejection with its `status`. */
export type ApiSource = (path: string) => Promise<unknown>;

/** Marks #root until React has hydrated the server's HTML (RemoteRoutesProps.onPageShown). */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** The element holding the render's dehydrated TanStack Query cache. */
export const SERVER_ANSWERS_ELEMENT_ID = 'server-answers';

/** sessionStorage: a visitor who dismissed alerts gets the page's script at once (PAGE_BOOT_JS). */
export const DISMISSED_ALERTS_KEY = 'furnace:dismissed-alerts';
