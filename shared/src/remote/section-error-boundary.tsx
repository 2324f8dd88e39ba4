import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SectionUnavailable } from './section-unavailable';

/**
 * The window event a boundary dispatches each time it catches a screen, so the shell counts it for
 * the remote on display (a DOM event rather than the bus: the bus's event map is part of the kernel's
 * typed surface, and this needs no payload).
 */
export const SECTION_ERROR_EVENT = 'area-cliente:section-error';

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
 * place. 'Reintentar' renders the section again, which reloads its data. Each catch is announced with
 * SECTION_ERROR_EVENT.
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
    window.dispatchEvent(new Event(SECTION_ERROR_EVENT));
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
