import type { Logger } from '@/lib/logger';

/** spec section 8: uncaught errors and rejected promises are logged (not shown). Returns an undo. */
export function installGlobalErrorListeners(
  logger: Pick<Logger, 'error'>,
  target: Window = window,
): () => void {
  const onError = (event: ErrorEvent) => {
    logger.error('Global Error', {
      message: event.message,
      filename: event.filename,
      lineno: event.lineno,
      colno: event.colno,
      stack: event.error instanceof Error ? event.error.stack : undefined,
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    logger.error('Unhandled Promise Rejection', {
      message: reason instanceof Error ? reason.message : String(reason),
      stack: reason instanceof Error ? reason.stack : undefined,
    });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
