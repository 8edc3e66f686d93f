import { Component, type ReactNode } from 'react';
import { FailedPage } from '../errors/FailedPage';

interface State {
  failure: { error: unknown } | null;
  resetKey: string;
}

/**
 * The public shell's error boundary, as the router's on the public frame: a page (or the frame) that failed
 * to render or load is replaced by the reported internal-error page, which moving elsewhere clears.
 */
export class PageErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, State> {
  override state: State = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failure ? <FailedPage error={this.state.failure.error} /> : this.props.children;
  }
}
