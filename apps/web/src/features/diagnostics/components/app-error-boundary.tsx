import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logger } from '@/lib/logger';
import { reportError } from '@/features/diagnostics/api/report-error';
import { createErrorId } from '@/features/diagnostics/lib/error-id';
import { AppErrorScreen } from '@/features/diagnostics/components/app-error-screen';

interface State {
  hasError: boolean;
  errorId: string | null;
}

/**
 * The app-level boundary around everything, including the router. The error is logged and sent
 * to POST /api/errors with the same id the member sees.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { hasError: false, errorId: null };

  static getDerivedStateFromError(): Partial<State> {
    return { hasError: true, errorId: createErrorId() };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    const errorId = this.state.errorId ?? createErrorId();
    const componentStack = info.componentStack ?? null;
    logger.error('React Error Boundary triggered', {
      errorId,
      error,
      componentStack: componentStack ?? undefined,
    });
    void reportError({ errorId, error, componentStack });
  }

  reset = () => {
    this.setState({ hasError: false, errorId: null });
  };

  override render() {
    if (!this.state.hasError) return this.props.children;
    return <AppErrorScreen errorId={this.state.errorId ?? ''} onReset={this.reset} />;
  }
}
