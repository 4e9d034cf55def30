import { SERVER_RENDERED_ATTRIBUTE } from '@furnace/contracts';
import { useLocation } from '@furnace/router';
import { Button } from '@furnace/ui';
import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { loadRemoteRoutes } from './registry';

interface BoundaryProps {
  label: string;
  onRetry: () => void;
  /** The page being shown: moving to another page retries a failed remote by itself. */
  resetKey: string;
  children: ReactNode;
}

/** Keeps a remote that fails to load or throws in its own box, with a message and a retry. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // A retry remounts this boundary (RemoteModule keys it by the attempt), clearing `failed`.
  componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.props.onRetry();
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="remote-fallback" role="alert">
        <h1>Sorry, {this.props.label} did not load.</h1>
        <p>Please check your connection and try again. The rest of the site still works.</p>
        <Button onClick={this.props.onRetry}>Try again</Button>
      </section>
    );
  }
}

interface Props {
  /** The remote's container name in the registry, e.g. 'public_site'. */
  remote: string;
  basePath: string;
  /** What failed, in words a visitor understands. */
  label: string;
}

/** The page is live (hydrated): #root loses the server's mark, so page-boot.js holds no more taps. */
const pageShown = () => document.getElementById('root')?.removeAttribute(SERVER_RENDERED_ATTRIBUTE);

/** A remote's routes component; a retry builds a fresh lazy(), so it recovers without a reload. */
export function RemoteModule({ remote, basePath, label }: Props) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt must create a new lazy()
  const Routes = useMemo(() => lazy(() => loadRemoteRoutes(remote)), [remote, attempt]);
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
        <Routes basePath={basePath} onPageShown={pageShown} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
