import { useState, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useMutationState } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { AuthScreen, type AuthTab } from '@/features/auth/components/auth-screen';

/**
 * /auth. Once signed in (or signed up) the member goes to `?redirect=` when it is a path on this
 * site, else to the dashboard.
 */
export function AuthPage({
  restricted,
}: {
  /** Under a sign-in refused for a suspension or a ban: the way to appeal (moderation). */
  restricted?: (credentials: { email: string; password: string }) => ReactNode;
} = {}) {
  const [search] = useSearchParams();
  const session = useSession();
  const [tab, setTab] = useState<AuthTab>(search.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in');
  const signedUp =
    useMutationState({ filters: { mutationKey: ['auth', 'sign-up'], status: 'success' } }).length >
    0;

  if (session.status === 'signed-in') {
    // A fresh sign-up is led into the profile builder (it opens over the dashboard).
    const target =
      tab === 'sign-up' && signedUp
        ? `${paths.dashboard.to()}?builder=1`
        : (safeRedirectPath(search.get('redirect')) ?? paths.dashboard.to());
    return <Navigate to={target} replace />;
  }
  return (
    <>
      <title>{tab === 'sign-up' ? 'Create your account · Blaze' : 'Sign in · Blaze'}</title>
      <AuthScreen tab={tab} onTabChange={setTab} restricted={restricted} />
    </>
  );
}
