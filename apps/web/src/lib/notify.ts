/**
 * Toasts from code that runs on the first screen (the query client). Sonner is loaded on first
 * use so it stays out of the first-screen bundle; the <Toaster> loads the same module.
 */
export function notifyError(message: string): void {
  void import('sonner').then(({ toast }) => toast.error(message));
}
