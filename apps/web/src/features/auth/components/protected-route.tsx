import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { TIMEOUTS } from '@blaze/contracts/constants';
import { paths } from '@/config/paths';
import { useSession, wasSignedOutByMember } from '@/lib/auth';
import { FullScreenStatus } from '@/components/status-screen';
import { useSessionSettled } from '@/features/auth/lib/use-settled-after';

/**
 * Signed-in only. Shows 'Loading your profile...' until the session is known plus 500 ms (no wait
 * when it was known already: `useSessionSettled`), then either the page or /auth with the way back
 * (path and query) in `redirect`.
 */
export function ProtectedRoute() {
  const session = useSession();
  const location = useLocation();
  const settled = useSessionSettled(session, TIMEOUTS.protectedLoadingDelayMs);
  // The shell and the screen mount as a transition, in slices, with the status screen shown until
  // they are ready (and their code is here): the session's answer arrives through
  // useSyncExternalStore, whose renders React cannot slice (issue 29).
  const revealed = useDeferredValue(settled, false);

  if (!revealed) return <FullScreenStatus title="Loading your profile..." icon="spinner" />;
  if (session.status !== 'signed-in') {
    const returnTo = wasSignedOutByMember() ? undefined : `${location.pathname}${location.search}`;
    return <Navigate to={paths.auth.to(returnTo)} replace />;
  }
  return <Outlet />;
}
