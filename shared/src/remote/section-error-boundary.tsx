import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SectionUnavailable } from './section-unavailable';

/**
 * The window event a boundary dispatches each time it catches a screen, so the shell counts it for
 * the remote on display (a DOM event rather than the bus: the bus's event map is part of the kernel's
 * typed surface, and this needs no payload).
 * @internal
 */
export const SECTION_ERROR_EVENT = 'area-cliente:section-error';

/**
 * Props of SectionErrorBoundary: the section, the key that clears a caught error, the retry hook.
 * @internal
 */
type Props = {
  children: ReactNode;
  /** A new value (another screen, other params, another attempt) clears a caught error. */
  resetKey: unknown;
  /** Called by 'Reintentar' before rendering the children again. */
  onRetry?: () => void;
};
/**
 * The error caught, if any, and the resetKey it was caught under.
 * @internal
 */
type State = { error: Error | null; resetKey: unknown };

/**
 * Catches a section (a parcel, a screen) that throws while rendering and shows the fallback in its
 * place. 'Reintentar' renders the section again, which reloads its data. Each catch is announced with
 * SECTION_ERROR_EVENT.
 * @internal
 */
export class SectionErrorBoundary extends Component<Props, State> {
  /** No error yet; remembers the resetKey it was mounted with. */
  override state: State = { error: null, resetKey: this.props.resetKey };

  /** Keeps the error a child threw, so the next render shows the fallback. */
  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  /** Clears a caught error when `resetKey` changes (another screen, other params, another attempt). */
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { error: null, resetKey: props.resetKey };
  }

  /** Logs the failure and dispatches SECTION_ERROR_EVENT, so the shell counts it. */
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Section failed to render', error, info.componentStack);
    window.dispatchEvent(new Event(SECTION_ERROR_EVENT));
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  /** The fallback while an error is caught, the section otherwise. */
  override render() {
    if (this.state.error) return <SectionUnavailable onRetry={this.retry} />;
    return this.props.children;
  }
}
