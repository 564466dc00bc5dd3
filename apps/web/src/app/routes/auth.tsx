import { useEffect, useState } from 'react';
import { ShieldAlert } from 'lucide-react';
import { useMutationState } from '@tanstack/react-query';
import { clearSignedOutReason, signedOutReason } from '@/lib/api-client';
import { AuthPage } from '@/features/auth/components/auth-page';
import { RestrictionAppeal } from '@/features/moderation/components/restriction-appeal';

/**
 * A member whose open app was signed out by a suspension or a ban lands here: the reason and its end,
 * as the sign-in refusal would say them, rather than a bare form (issue 35). Shown once, until he
 * tries to sign in.
 */
function SignedOutReason() {
  const [reason] = useState(signedOutReason);
  useEffect(() => clearSignedOutReason(), []);
  // Once he tries to sign in, the form's own answer says it (no second copy on screen).
  const tried = useMutationState({ filters: { mutationKey: ['auth', 'sign-in'] } }).length > 0;
  if (!reason || tried) return null;
  return (
    <p
      role="alert"
      className="fixed inset-x-3 top-[calc(env(safe-area-inset-top)+0.75rem)] z-50 mx-auto flex max-w-md gap-2.5 rounded-xl bg-red-950/95 px-3 py-2.5 text-sm text-red-100 shadow-lg ring-1 ring-red-500/40"
    >
      <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-red-300" />
      {reason}
    </p>
  );
}

/**
 * /auth: sign in or create an account, then on to `?redirect=` or the dashboard; a member refused for
 * a suspension or a ban may appeal from here.
 */
export default function AuthRoute() {
  return (
    <>
      <SignedOutReason />
      <AuthPage restricted={(credentials) => <RestrictionAppeal {...credentials} />} />
    </>
  );
}
