import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SW_NAVIGATE_MESSAGE, type SwNavigateMessage } from '@/sw/push-notification';

function isNavigateMessage(data: unknown): data is SwNavigateMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === SW_NAVIGATE_MESSAGE &&
    typeof (data as { url?: unknown }).url === 'string' &&
    (data as { url: string }).url.startsWith('/')
  );
}

/**
 * A tapped notification in an open window: the service worker focuses the window and names the
 * screen; the router goes there (no reload, nothing lost).
 */
export function useServiceWorkerNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      if (isNavigateMessage(event.data)) void navigate(event.data.url);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);
}
