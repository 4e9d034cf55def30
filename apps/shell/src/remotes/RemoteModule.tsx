import { useLocation } from '@furnace/router';
import { lazy, Suspense, useContext, useMemo, useState } from 'react';
import { RemoteLoaderContext } from './remote-loader-context';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

interface Props {
  /** The remote's container name in the registry, e.g. 'public_site'. */
  remote: string;
  /** Where the remote is mounted, passed on to it. */
  basePath: string;
  /** What failed, in words a visitor understands. */
  label: string;
  /** Passed on to the remote (RemoteRoutesProps): its page is on screen and live. */
  onPageShown?: () => void;
}

/**
 * Renders a remote's routes component (the contract in @furnace/contracts), fetched only when this
 * first renders. Retrying (the button, or moving to another page) builds a fresh lazy component,
 * so a later successful load recovers without a full page reload.
 */
export function RemoteModule({ remote, basePath, label, onPageShown }: Props) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const load = useContext(RemoteLoaderContext);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt must create a new lazy()
  const Routes = useMemo(() => lazy(() => load(remote)), [load, remote, attempt]);
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
        <Routes basePath={basePath} onPageShown={onPageShown} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
