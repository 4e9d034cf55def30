// The contract between the shell and its remotes: each exposes './routes', a component taking
// RemoteRoutesProps (tools/checks/remote-contract.test.mjs checks every built-in remote against it).

export interface RemoteRoutesProps {
  /** '/' for the built-in remotes, e.g. '/timeline' for extras. */
  basePath: string;
  /** Called once the page is on screen and live (rendered, or hydrated); optional both ways. */
  onPageShown?: () => void;
}

/** Without React's types, so the API can use this library too. */
export type RemoteRoutesComponent = (props: RemoteRoutesProps) => unknown;

/** The module id the shell loads for a remote: 'public_site/routes'. */
export const remoteRoutesId = (containerName: string) => `${containerName}/routes`;

export const ADMIN_AREA_PATH = '/admin';

/** The admin remote's pages outside its area, also behind sign-in (docs/product.md §2). */
export const TEST_PAGE_PATH = '/test';
export const PROFILE_PATH = '/profile';
const SIGNED_IN_PAGES: readonly string[] = [TEST_PAGE_PATH, PROFILE_PATH];

/** Whether the admin remote answers `pathname`, behind sign-in (never server-rendered). */
export function isAdminPath(pathname: string): boolean {
  return (
    pathname === ADMIN_AREA_PATH ||
    pathname.startsWith(`${ADMIN_AREA_PATH}/`) ||
    SIGNED_IN_PAGES.includes(pathname)
  );
}
