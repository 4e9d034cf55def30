// Swapped in for load-remote-routes.ts in the server bundle (webpack.config.js): the remotes'
// server bundles handed to render(), and no Module Federation runtime.
import type { RemoteRoutesModule } from './load-remote-routes';

let remotes: Record<string, RemoteRoutesModule['default']> = {};

/** Called by render() before each render, as setRegistryOfRender. */
export function setRemotesOfRender(given: typeof remotes): void {
  remotes = given;
}

export async function loadRemoteRoutes(containerName: string): Promise<RemoteRoutesModule> {
  const Routes = remotes[containerName];
  if (!Routes) throw new Error(`No server bundle of ${containerName} was given to the render`);
  return { default: Routes };
}
