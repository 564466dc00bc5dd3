import { useEffect, useState } from 'react';
import { useIsRestoring } from '@tanstack/react-query';
import type { Session } from '@/lib/auth';

/**
 * True once `ready` has been true for `delayMs` (spec: the protected wrapper waits 500 ms after the
 * session loads, the root entry 300 ms). Stays true afterwards.
 */
export function useSettledAfter(ready: boolean, delayMs: number): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!ready || settled) return;
    const timer = setTimeout(() => setSettled(true), delayMs);
    return () => clearTimeout(timer);
  }, [ready, settled, delayMs]);
  return settled;
}

/**
 * `useSettledAfter` for the protected wrapper's session, with no wait when the session was known
 * before the wrapper first rendered: restored from this device (a repeat visit), read by sign-in, or
 * answered to the request the app makes as it starts. The spec's wait stays for a session still on
 * its way when the screen renders; a member opening the app again sees his screen, not a spinner
 * (issue 29, decision 040). Until the device's cache is read (`useIsRestoring`), nobody knows which.
 */
export function useSessionSettled(session: Session, delayMs: number): boolean {
  const restoring = useIsRestoring();
  const [knownFirst, setKnownFirst] = useState<boolean | null>(null);
  if (!restoring && knownFirst === null) setKnownFirst(!session.isLoading);
  const waited = useSettledAfter(!session.isLoading, delayMs);
  return waited || knownFirst === true;
}
