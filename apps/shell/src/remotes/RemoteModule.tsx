import { useLocation } from '@furnace/router';
import { Button } from '@furnace/ui';
import {
  Component,
  createContext,
  lazy,
  Suspense,
  useContext,
  useMemo,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { loadRemoteRoutes, type RemoteRoutesLoader } from './load-remote-routes';

/**
 * How RemoteModule loads a remote: loadRemoteRoutes (Module Federation in the browser; in the
 * server bundle a stand-in, load-remote-routes.server.ts), unless a provider gives another: the
 * server render provides the remotes' server bundles (src/server/render.tsx).
 */
export const RemoteLoaderContext = createContext<RemoteRoutesLoader>(loadRemoteRoutes);

interface BoundaryProps {
  label: string;
  onRetry: () => void;
  /** The page being shown: moving to another page retries a failed remote by itself. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Keeps a remote that fails to load or throws while rendering inside its own box: the site chrome
 * and navigation stay usable and the visitor gets a short message with a retry.
 */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Could not show ${this.props.label}`, error, info.componentStack);
  }

  componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="remote-fallback" role="alert">
        <h1>Sorry, {this.props.label} did not load.</h1>
        <p>Please check your connection and try again. The rest of the site still works.</p>
        <Button onClick={this.retry}>Try again</Button>
      </section>
    );
  }
}

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
