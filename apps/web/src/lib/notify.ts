import type { toast as SonnerToast } from 'sonner';

type Toast = typeof SonnerToast;

/*
 * Every toast goes through here. Sonner (~9 KB gzipped) and the <Toaster> load on the first toast,
 * not with the first screen (decision 005). Sonner replays toasts created before its Toaster
 * subscribed, so a toast shown while the Toaster is still loading is not lost.
 */
let toasterWanted = false;
const listeners = new Set<() => void>();

function requestToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  listeners.forEach((listener) => listener());
}

/** For the provider: mount the <Toaster> once a toast has been asked for. */
export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterWanted(): boolean {
  return toasterWanted;
}

/** Shows a toast: `notify((toast) => toast.success('Saved'))`. */
export function notify(show: (toast: Toast) => void): void {
  requestToaster();
  void import('sonner').then(({ toast }) => show(toast));
}

export function notifyError(message: string): void {
  notify((toast) => toast.error(message));
}
