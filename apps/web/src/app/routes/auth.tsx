import { AuthPage } from '@/features/auth/components/auth-page';
import { RestrictionAppeal } from '@/features/moderation/components/restriction-appeal';

/**
 * /auth: sign in or create an account, then on to `?redirect=` or the dashboard; a member refused for
 * a suspension or a ban may appeal from here.
 */
export default function AuthRoute() {
  return <AuthPage restricted={(credentials) => <RestrictionAppeal {...credentials} />} />;
}
