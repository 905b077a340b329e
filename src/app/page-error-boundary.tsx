import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the page when it failed; gets a way to try again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** A page that fails to load or render shows a friendly message instead of an empty screen. */
export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The page could not be shown:', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback(() => window.location.reload()) : this.props.children;
  }
}
