import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SectionUnavailable } from './section-unavailable';

type Props = {
  children: ReactNode;
  /** A new value (another screen, other params, another attempt) clears a caught error. */
  resetKey: unknown;
  /** Called by 'Reintentar' before rendering the children again. */
  onRetry?: () => void;
};
type State = { error: Error | null; resetKey: unknown };

/**
 * Catches a section (a parcel, a screen) that throws while rendering and shows the fallback in its
 * place. 'Reintentar' renders the section again, which reloads its data.
 */
export class SectionErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Section failed to render', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <SectionUnavailable onRetry={this.retry} />;
    return this.props.children;
  }
}
