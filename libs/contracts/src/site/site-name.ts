/**
 * The museum's name, in a module of its own: the page titles every public page carries need only
 * this, not the rest of site.ts (a module comes into a bundle whole).
 */
export const SITE_NAME = 'Cornwall Iron Furnace';
