import { AuthPage } from '@/features/auth/components/auth-page';

/** /auth: sign in or create an account, then on to `?redirect=` or the dashboard. */
export default function AuthRoute() {
  return <AuthPage />;
}
