import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from './crash-screen';
import { createErrorId } from './error-id';
import { reportError } from './report-error';

type ErrorBoundaryProps = { children: ReactNode; resetKey?: unknown };
type ErrorBoundaryState = { errorId: string | null; resetKey: unknown };

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { errorId: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { errorId: createErrorId() };
  }

  // Leaving the crashed page (a new resetKey, e.g. the path) gives the next page a fresh start.
  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { errorId: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, this.state.errorId ?? createErrorId(), info.componentStack ?? undefined);
  }

  private readonly tryAgain = () => this.setState({ errorId: null });

  override render() {
    if (this.state.errorId) return <CrashScreen errorId={this.state.errorId} onTryAgain={this.tryAgain} />;
    return this.props.children;
  }
}
