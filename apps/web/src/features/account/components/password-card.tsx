import { useState, type FormEvent } from 'react';
import { PASSWORD_RULES } from '@blaze/contracts/constants';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useChangePassword } from '@/features/account/api/change-password';
import {
  AccountAlert,
  AccountDone,
  AccountField,
} from '@/features/account/components/account-notices';
import { accountProblem } from '@/features/account/lib/account-problem';

/** A new password; every other device is signed out. */
export function PasswordCard() {
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrent('');
          setNew('');
        },
      },
    );
  }

  const done = change.data
    ? `Password changed. ${change.data.signedOut === 1 ? '1 other device was' : `${change.data.signedOut} other devices were`} signed out.`
    : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Password</h2>
        </CardTitle>
        <CardDescription>Changing it signs you out on every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="flex flex-col gap-3">
          <AccountField
            id="password-current"
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={(e) => setCurrent(e.target.value)}
          />
          <AccountField
            id="password-new"
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_RULES.minLength}
            maxLength={PASSWORD_RULES.maxLength}
            hint={`At least ${PASSWORD_RULES.minLength} characters, hard to guess.`}
            value={newPassword}
            onChange={(e) => setNew(e.target.value)}
          />
          <AccountAlert message={change.isError ? accountProblem(change.error) : null} />
          <AccountDone message={done} />
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
