import { useEffect } from 'react';
import { PRESENCE } from '@blaze/contracts/constants';
import { api } from '@/lib/api-client';

function say(online: boolean, keepalive = false): void {
  // Presence is best effort: a missed beat only means 'last active' a minute early.
  api
    .post('/api/me/presence', { online }, { keepalive, skipAuthRedirect: true })
    .catch(() => undefined);
}

/**
 * Online while the app is open and in view (a beat every minute), away when it is hidden or closed.
 * The server turns a member offline after PRESENCE.offlineAfterMs without a beat.
 */
export function usePresence(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      say(true);
      clearInterval(timer);
      timer = setInterval(() => say(true), PRESENCE.heartbeatMs);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
      say(false, true);
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? start() : stop());
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', stop);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', stop);
    };
  }, []);
}
