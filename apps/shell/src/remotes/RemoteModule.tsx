import { remoteRoutesId, type RemoteRoutesProps } from '@furnace/contracts';
import { useLocation } from '@furnace/router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

type RemoteRoutesModule = { default: ComponentType<RemoteRoutesProps> };

function lazyRemoteRoutes(containerName: string) {
  const id = remoteRoutesId(containerName);
  return lazy(async () => {
    const module = await loadRemote<RemoteRoutesModule>(id);
    if (typeof module?.default !== 'function') {
      throw new Error(`Remote module ${id} does not export a routes component`);
    }
    return module;
  });
}

interface Props {
  /** The remote's container name in the registry, e.g. 'public_site'. */
  remote: string;
  /** Where the remote is mounted, passed on to it. */
  basePath: string;
  /** What failed, in words a visitor understands. */
  label: string;
}

/**
 * Renders a remote's routes component (the contract in @furnace/contracts), fetched only when this
 * first renders. Retrying (the button, or moving to another page) builds a fresh lazy component,
 * so a later successful load recovers without a full page reload.
 */
export function RemoteModule({ remote, basePath, label }: Props) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt must create a new lazy()
  const Routes = useMemo(() => lazyRemoteRoutes(remote), [remote, attempt]);
  return (
    // Keyed by remote too: React reuses this component when a route switches remotes, and one
    // remote's failure must not follow the visitor to another.
    <RemoteErrorBoundary
      key={`${remote}:${attempt}`}
      label={label}
      resetKey={pathname}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
        <Routes basePath={basePath} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
