import { useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useDeleteAccount } from '@/features/account-data/api/delete-account';

const GONE = [
  'Your profile, photos and their files',
  'Your posts, stories, comments, likes and follows',
  'Your check-ins, events, RSVPs, listings and service listing',
  'Every session: you are signed out on all your devices',
] as const;

/**
 * Settings > Account's danger zone: deleting his account, at once and for good. The dialog asks
 * for his password and says what goes; on success he lands signed out on the welcome screen.
 */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setPassword('');
      remove.reset();
    }
  }

  function onConfirm() {
    if (!password) return;
    remove.mutate(
      { password },
      {
        onSuccess: () => setOpen(false),
      },
    );
  }

  return (
    <Card role="region" aria-labelledby="delete-account-title" className="border-red-900/60">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="delete-account-title" className="text-red-200">
            Delete your account
          </h2>
        </CardTitle>
        <CardDescription>
          Deletes your account at once, for good. It cannot be undone: export your data first if you
          want a copy.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <TriangleAlert aria-hidden />
          Delete my account
        </Button>
      </CardContent>
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Delete your account for good?"
        description="This happens at once and cannot be undone."
        confirmLabel="Delete my account"
        confirmVariant="destructive"
        confirmDisabled={!password}
        pending={remove.isPending}
        onConfirm={onConfirm}
      >
        <div className="flex flex-col gap-2 text-sm text-zinc-300">
          <p className="font-semibold text-zinc-100">What goes:</p>
          <ul className="list-disc space-y-1 pl-5">
            {GONE.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>
            Messages you sent stay in the other members&apos; chats as &lsquo;Deleted member&rsquo;
            with their content removed. Your e-mail can be used to sign up again.
          </p>
        </div>
        <Field
          id="delete-account-password"
          label="Your password"
          error={remove.isError ? friendlyMessage(remove.error) : undefined}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
      </ConfirmDialog>
    </Card>
  );
}
