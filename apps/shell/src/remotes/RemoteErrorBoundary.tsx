import { Button } from '@furnace/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What failed, in words a visitor understands ("this part of the site"). */
  label: string;
  onRetry: () => void;
  /** The page being shown: moving to another page retries a failed remote by itself. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Keeps a remote that fails to load or throws while rendering inside its own box: the site chrome
 * and navigation stay usable and the visitor gets a short message with a retry.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Could not show ${this.props.label}`, error, info.componentStack);
  }

  componentDidUpdate(previous: Props): void {
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
