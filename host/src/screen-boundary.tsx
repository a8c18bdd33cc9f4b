import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from '@logistics/shared/ui/router';
import { loadTexts } from '@logistics/shared/contracts/messages';

interface Props {
  /** A change (the path: back, forward, a link) tries the screen again. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/**
 * Catches a screen of the host that cannot be drawn: its code could not be fetched (the layout's chunk, antd's, on a
 * dropped connection) or it broke while drawing. Without it React leaves an empty page, which says nothing. Drawn
 * with the login page's own styles (index.html), since antd may be what failed; Retry loads the page again, and
 * with it every chunk.
 */
class Boundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { resetKey: props.resetKey, failed: false };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen could not be loaded or drawn.', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="auth-page">
        <div className="auth-card" role="alert">
          <div className="auth-heading">
            <h2>{loadTexts.partUnavailable}</h2>
          </div>
          <button type="button" className="auth-button" onClick={() => window.location.reload()}>
            {loadTexts.retry}
          </button>
        </div>
      </main>
    );
  }
}

/** The app's screens, each said to be unavailable in the page's place when it cannot be drawn. */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
