import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback: (error: unknown, componentStack: string) => ReactNode;
  onError?: (error: unknown, componentStack: string) => void;
  /** When this changes (e.g. the route), a caught error is forgotten and the children retried. */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: unknown;
  componentStack: string;
  failed: boolean;
}

/** React still needs a class for this: only componentDidCatch receives the component stack. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, componentStack: '', failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const componentStack = info.componentStack ?? '';
    this.setState({ componentStack });
    this.props.onError?.(error, componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: undefined, componentStack: '', failed: false });
    }
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback(this.state.error, this.state.componentStack);
    return this.props.children;
  }
}

/** The message and stack of anything thrown, for display. */
export function describeError(error: unknown, componentStack: string): string {
  let text = String(error);
  if (error instanceof Error) {
    const head = `${error.name}: ${error.message}`;
    // V8 stacks already start with the name and message; others (Firefox, Safari) do not.
    text = error.stack?.startsWith(head) ? error.stack : `${head}\n${error.stack ?? ''}`;
  }
  return componentStack ? `${text}\n\nComponent stack:${componentStack}` : text;
}
