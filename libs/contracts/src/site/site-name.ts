// A module of its own: every public page's title needs only this, not the rest of site.ts.
export const SITE_NAME = 'Cornwall Iron Furnace';
