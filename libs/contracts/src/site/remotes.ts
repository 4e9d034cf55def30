/**
 * The contract between the shell and its remotes. Every remote exposes './routes', whose default
 * export is a React function component taking RemoteRoutesProps; the shell renders it for the
 * paths the remote owns. tools/checks/remote-contract.test.mjs checks every built-in remote's
 * Module Federation `exposes` against it, so a rename in one team's build fails there, not on
 * visitors' screens.
 */
export const REMOTE_ROUTES_MODULE = './routes';

/** What the shell passes to a remote's routes component. */
export interface RemoteRoutesProps {
  /** Where the remote is mounted: '/' for the built-in remotes, e.g. '/timeline' for extras. */
  basePath: string;
  /**
   * Called once the remote's page is on screen and live: rendered, or, on a page the server sent
   * as HTML, hydrated (its lazy code arrived). Optional both ways: the shell uses it to say the
   * server's page is live (SERVER_RENDERED_ATTRIBUTE), a remote that never calls it changes nothing.
   */
  onPageShown?: () => void;
}

/**
 * The shape of a remote's './routes' default export, written without React's types so this
 * library stays usable by the API (a React function component is assignable to it).
 */
export type RemoteRoutesComponent = (props: RemoteRoutesProps) => unknown;

/** The module id the shell loads for a remote: 'public_site/routes'. */
export const remoteRoutesId = (containerName: string) =>
  `${containerName}/${REMOTE_ROUTES_MODULE.slice(2)}`;

/** The admin area: the admin remote answers it and everything under it, behind sign-in. */
export const ADMIN_AREA_PATH = '/admin';

/** The admin remote's pages outside the area, also behind sign-in (docs/product.md §2). */
export const TEST_PAGE_PATH = '/test';
export const PROFILE_PATH = '/profile';
const SIGNED_IN_PAGES: readonly string[] = [TEST_PAGE_PATH, PROFILE_PATH];

/**
 * Whether the admin remote answers `pathname` behind the sign-in gate (docs/product.md §2): the
 * shell sends it there, the server never renders it with the public site.
 */
export function isAdminPath(pathname: string): boolean {
  return (
    pathname === ADMIN_AREA_PATH ||
    pathname.startsWith(`${ADMIN_AREA_PATH}/`) ||
    SIGNED_IN_PAGES.includes(pathname)
  );
}
