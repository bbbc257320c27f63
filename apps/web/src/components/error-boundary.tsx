import { Component, type ReactNode } from "react";

type ErrorBoundaryProps = {
  fallback: ReactNode;
  /** A new key (the next path) clears the error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
};

type ErrorBoundaryState = { failed: boolean; resetKey: string };

/** An error thrown while rendering a screen, or a screen's chunk that could not be downloaded. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
