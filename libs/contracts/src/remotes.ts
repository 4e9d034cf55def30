/**
 * The contract between the shell and its remotes. Every remote exposes './routes', whose default
 * export is a React function component taking RemoteRoutesProps; the shell renders it for the
 * paths the remote owns. Each remote's tests check its Module Federation `exposes` against
 * REMOTE_EXPOSES, so a rename in one team's build fails there, not on visitors' screens.
 */
export const REMOTE_ROUTES_MODULE = './routes';

export const REMOTE_EXPOSES = {
  public_site: [REMOTE_ROUTES_MODULE],
  admin: [REMOTE_ROUTES_MODULE],
} as const satisfies Record<string, readonly string[]>;

export type BuiltInRemoteName = keyof typeof REMOTE_EXPOSES;

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
