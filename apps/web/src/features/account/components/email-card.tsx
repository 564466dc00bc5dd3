import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useConfirmEmailChange } from '@/features/account/api/confirm-email-change';
import { useStartEmailChange } from '@/features/account/api/start-email-change';
import {
  AccountAlert,
  AccountDone,
  AccountField,
} from '@/features/account/components/account-notices';
import { accountProblem } from '@/features/account/lib/account-problem';

/** His address; a new one proves itself with a code before it replaces this one. */
export function EmailCard({ email }: { email: string }) {
  const start = useStartEmailChange();
  const confirm = useConfirmEmailChange();
  const [open, setOpen] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const sentTo = start.data?.email ?? null;

  function close() {
    setOpen(false);
    setNewEmail('');
    setPassword('');
    setCode('');
    start.reset();
  }

  function onStart(event: FormEvent) {
    event.preventDefault();
    confirm.reset();
    start.mutate({ newEmail, password }, { onSuccess: () => setPassword('') });
  }

  function onConfirm(event: FormEvent) {
    event.preventDefault();
    confirm.mutate({ code }, { onSuccess: close });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>E-mail</h2>
        </CardTitle>
        <CardDescription>
          You sign in with <span className="font-medium text-zinc-200">{email}</span>.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <AccountDone
          message={
            confirm.isSuccess ? `Done: your e-mail address is now ${confirm.data.email}.` : null
          }
        />
        {!open ? (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Change e-mail
          </Button>
        ) : sentTo ? (
          <form onSubmit={onConfirm} className="flex flex-col gap-3">
            <p className="text-sm text-zinc-300">
              We sent a 6-digit code to {sentTo}. Enter it here to make it your address. (If that
              address already has a Blaze account, its owner gets a note instead, and no code.)
            </p>
            <AccountField
              id="email-change-code"
              label="Code from the e-mail"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <AccountAlert message={confirm.isError ? accountProblem(confirm.error) : null} />
            <div className="flex gap-2">
              <Button type="button" variant="ghost" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={confirm.isPending} className="flex-1">
                Confirm new address
              </Button>
            </div>
          </form>
        ) : (
          <form onSubmit={onStart} className="flex flex-col gap-3">
            <AccountField
              id="email-change-new"
              label="New e-mail address"
              type="email"
              autoComplete="email"
              required
              value={newEmail}
              onChange={(e) => setNewEmail(e.target.value)}
            />
            <AccountField
              id="email-change-password"
              label="Your password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <AccountAlert message={start.isError ? accountProblem(start.error) : null} />
            <div className="flex gap-2">
              <Button type="button" variant="ghost" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={start.isPending} className="flex-1">
                Send code
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
