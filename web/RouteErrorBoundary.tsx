import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from './pages/layout/RouteError.tsx';

interface BoundaryProps {
  /** The address: a page that crashed is forgotten once the user goes elsewhere. */
  resetKey: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * Shows the German error page when a page crashes while rendering, or when its chunk cannot be loaded (e.g. an
 * old tab after an update): what the data router's errorElement did before the routes became declarative.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary resetKey={location.pathname + location.search}>{children}</Boundary>;
}
