import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { logger } from '@/lib/logger';
import { Button } from '@/components/ui/button';

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'An unexpected error occurred';
}

/** The second boundary, inside the app frame: 'Something went wrong' and what went wrong. */
export function RouteErrorFallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-sm flex-col items-center px-6 py-16 text-center"
    >
      <div className="flex size-14 items-center justify-center rounded-full bg-red-500/10 text-red-300 ring-1 ring-red-500/25">
        <TriangleAlert aria-hidden className="size-6" />
      </div>
      <h1 className="mt-4 text-xl font-bold text-zinc-50">Something went wrong</h1>
      <p className="mt-2 text-sm text-zinc-400">{messageOf(error)}</p>
      <Button className="mt-6" variant="secondary" onClick={onRetry}>
        <RotateCcw aria-hidden />
        Try Again
      </Button>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /** Changing it (the address) clears the error, so moving to another page recovers. */
  resetKey: string;
}

interface State {
  error: unknown;
  hasError: boolean;
  errorKey: string | null;
}

/** Catches a page's render error and keeps the app frame (top bar, navigation) around it. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false, errorKey: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.hasError && state.errorKey === null) return { errorKey: props.resetKey };
    if (state.hasError && state.errorKey !== props.resetKey) {
      return { error: null, hasError: false, errorKey: null };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    logger.error('React Error Boundary triggered', {
      error,
      boundary: 'route',
      componentStack: info.componentStack ?? undefined,
    });
  }

  retry = () => {
    this.setState({ error: null, hasError: false, errorKey: null });
  };

  override render() {
    if (!this.state.hasError) return this.props.children;
    return <RouteErrorFallback error={this.state.error} onRetry={this.retry} />;
  }
}
