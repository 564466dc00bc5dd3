import { AccountScreen } from '@/features/account/components/account-screen';
import { DeleteAccountCard } from '@/features/account-data/components/delete-account-card';
import { ExportDataCard } from '@/features/account-data/components/export-data-card';

/**
 * /app/settings/account: e-mail, password, two-factor sign-in and sessions (decision 031), then
 * export my data and delete my account (decision 032).
 */
export default function AccountSettingsRoute() {
  return <AccountScreen exportData={<ExportDataCard />} deleteAccount={<DeleteAccountCard />} />;
}
