// What the server's HTML of a public page (issue 17, docs/adr/0007) and the browser agree on:
// the API writes these (apps/api/src/web/index-html.ts); the shell and useApiQuery read them.

/** Marks the server's page in #root until the live page has taken its place (shell bootstrap). */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** Where the answers the server's render read are inlined as JSON, by query key (useApiQuery). */
export const SERVER_ANSWERS_ELEMENT_ID = 'server-answers';
