import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { paths } from '@/config/paths';
import { Skeleton } from '@/components/ui/skeleton';
import { useAccount } from '@/features/account/api/get-account';
import { AccountAlert } from '@/features/account/components/account-notices';
import { EmailCard } from '@/features/account/components/email-card';
import { PasswordCard } from '@/features/account/components/password-card';
import { SessionsCard } from '@/features/account/components/sessions-card';
import { TwoFactorCard } from '@/features/account/components/two-factor-card';
import { accountProblem } from '@/features/account/lib/account-problem';

interface AccountScreenProps {
  /** Export my data (another feature's card). */
  exportData?: ReactNode;
  /** Delete my account (another feature's card). */
  deleteAccount?: ReactNode;
}

/** /app/settings/account: e-mail, password, two-factor sign-in and where he is signed in. */
export function AccountScreen({ exportData, deleteAccount }: AccountScreenProps) {
  const account = useAccount();
  return (
    <div className="flex flex-col gap-4 px-4 pt-4 pb-8">
      <title>Account · Blaze</title>
      <div>
        <Link
          to={paths.settings.to()}
          className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium text-zinc-400 hover:text-zinc-100"
        >
          <ChevronLeft aria-hidden className="size-4" />
          Settings
        </Link>
        <h1 className="text-2xl font-black tracking-tight text-zinc-50">Account</h1>
      </div>
      {account.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <span className="sr-only" role="status">
            Loading your account...
          </span>
          <Skeleton className="h-32 rounded-2xl" />
          <Skeleton className="h-56 rounded-2xl" />
        </div>
      ) : account.isError ? (
        <AccountAlert message={accountProblem(account.error)} />
      ) : (
        <>
          <EmailCard email={account.data.email} />
          <PasswordCard />
          <TwoFactorCard enabled={account.data.twoFactorEnabled} />
        </>
      )}
      <SessionsCard />
      {exportData}
      {deleteAccount}
    </div>
  );
}
