import { AccountScreen } from '@/features/account/components/account-screen';

/** /app/settings/account: e-mail, password, two-factor sign-in and sessions (decision 031). */
export default function AccountSettingsRoute() {
  return <AccountScreen />;
}
