import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './remote-fallback';
import { IncompatibleRemoteError } from './shared-compatibility';

interface Props {
  onRetry: () => void;
  /** A change (the path) clears a crash, so the sidebar's links still lead somewhere. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/** Catches what the remote throws while loading (a rejected lazy import) or rendering. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, error: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A remote failed to load or render.', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error) {
      const detail = error instanceof IncompatibleRemoteError ? error.message : undefined;
      return <RemoteFallback onRetry={this.props.onRetry} detail={detail} />;
    }
    return this.props.children;
  }
}
