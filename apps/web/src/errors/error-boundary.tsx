import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from './crash-screen';
import { createErrorId } from './error-id';
import { reportError } from './report-error';

type ErrorBoundaryProps = { children: ReactNode; resetKey?: unknown };
type ErrorBoundaryState = { errorId: string | null; resetKey: unknown; chunkFailed: boolean };

/** A page's code that failed to download: only a fresh page load fetches it again. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError/i.test(message);
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { errorId: null, resetKey: this.props.resetKey, chunkFailed: false };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { errorId: createErrorId(), chunkFailed: isChunkLoadError(error) };
  }

  // Leaving the crashed page (a new resetKey, e.g. the path) gives the next page a fresh start.
  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { errorId: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, this.state.errorId ?? createErrorId(), info.componentStack ?? undefined);
  }

  private readonly tryAgain = () => {
    if (this.state.chunkFailed) window.location.reload();
    else this.setState({ errorId: null, chunkFailed: false });
  };

  override render() {
    if (this.state.errorId) return <CrashScreen errorId={this.state.errorId} onTryAgain={this.tryAgain} />;
    return this.props.children;
  }
}
