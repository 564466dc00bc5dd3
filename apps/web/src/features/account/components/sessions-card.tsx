import { useState } from 'react';
import { MapPin, MonitorSmartphone } from 'lucide-react';
import type { AccountSession } from '@blaze/contracts/account';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useSessions } from '@/features/account/api/get-sessions';
import { useRevokeSession } from '@/features/account/api/revoke-session';
import { useSignOutEverywhere } from '@/features/account/api/sign-out-everywhere';
import { AccountAlert, AccountDone } from '@/features/account/components/account-notices';
import { accountProblem } from '@/features/account/lib/account-problem';
import { sessionLastUsed } from '@/features/account/lib/session-last-used';

/** Where he is signed in: each device, this one marked; sign one out, or all of them. */
export function SessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const everywhere = useSignOutEverywhere();
  const [asking, setAsking] = useState(false);
  const [includingThisDevice, setIncluding] = useState(false);

  const done =
    everywhere.isSuccess && !everywhere.variables.includingThisDevice
      ? `Signed out of ${everywhere.data.ended === 1 ? '1 other device' : `${everywhere.data.ended} other devices`}.`
      : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Where you're signed in</h2>
        </CardTitle>
        <CardDescription>
          A device you don't recognise? Sign it out, then change your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {sessions.isPending ? (
          <Skeleton className="h-32 rounded-xl" />
        ) : sessions.isError ? (
          <AccountAlert message={accountProblem(sessions.error)} />
        ) : (
          <ul className="flex flex-col divide-y divide-zinc-800" aria-label="Signed-in devices">
            {sessions.data.sessions.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                pending={revoke.isPending && revoke.variables === session.id}
                onRevoke={() => revoke.mutate(session.id)}
              />
            ))}
          </ul>
        )}
        <AccountAlert message={revoke.isError ? accountProblem(revoke.error) : null} />
        <AccountAlert message={everywhere.isError ? accountProblem(everywhere.error) : null} />
        <AccountDone message={done} />
        <Button variant="outline" onClick={() => setAsking(true)}>
          Sign out everywhere
        </Button>
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title="Sign out everywhere?"
          description="Every other device is signed out at once, and its open app closes its connection."
          confirmLabel="Sign out"
          confirmVariant="destructive"
          pending={everywhere.isPending}
          onConfirm={() =>
            everywhere.mutate({ includingThisDevice }, { onSettled: () => setAsking(false) })
          }
        >
          <div className="flex min-h-11 items-center justify-between gap-3 text-sm text-zinc-200">
            <Label htmlFor="sign-out-this-device-too">Including this device</Label>
            <Switch
              id="sign-out-this-device-too"
              checked={includingThisDevice}
              onCheckedChange={setIncluding}
            />
          </div>
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}

function SessionRow({
  session,
  pending,
  onRevoke,
}: {
  session: AccountSession;
  pending: boolean;
  onRevoke: () => void;
}) {
  return (
    <li className="flex items-center gap-3 py-3">
      <MonitorSmartphone aria-hidden className="size-5 shrink-0 text-zinc-400" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-[15px] font-semibold text-zinc-50">
          {session.device}
          {session.current ? <Badge>This device</Badge> : null}
        </p>
        <p className="text-sm text-zinc-400">
          {sessionLastUsed(session.lastUsedAt)}
          {session.place ? (
            <>
              {' · '}
              <MapPin aria-hidden className="inline size-3.5" /> {session.place}
            </>
          ) : null}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          loading={pending}
          onClick={onRevoke}
          aria-label={`Sign out ${session.device}`}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}
