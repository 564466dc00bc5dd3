import { useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { TwoFactorSetup } from '@blaze/contracts/account';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useConfirmTwoFactor } from '@/features/account/api/confirm-two-factor';
import { useDisableTwoFactor } from '@/features/account/api/disable-two-factor';
import { useStartTwoFactor } from '@/features/account/api/start-two-factor';
import { AccountAlert, AccountField } from '@/features/account/components/account-notices';
import { QrCode } from '@/features/account/components/qr-code';
import { accountProblem } from '@/features/account/lib/account-problem';

/** Two-factor sign-in with an authenticator app: on with password + a code; off with either. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            Two-factor sign-in
            {enabled ? <Badge variant="outline">On</Badge> : <Badge variant="outline">Off</Badge>}
          </h2>
        </CardTitle>
        <CardDescription>
          After your password, Blaze asks for a code from an authenticator app on your phone, so
          your password alone can't open your account.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {backupCodes ? (
          <BackupCodesNotice codes={backupCodes} onDone={() => setBackupCodes(null)} />
        ) : enabled ? (
          <TurnOff />
        ) : (
          <TurnOn onBackupCodes={setBackupCodes} />
        )}
      </CardContent>
    </Card>
  );
}

function TurnOn({ onBackupCodes }: { onBackupCodes: (codes: string[]) => void }) {
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  function onStart(event: FormEvent) {
    event.preventDefault();
    start.mutate({ password }, { onSuccess: () => setPassword('') });
  }
  function onConfirm(event: FormEvent) {
    event.preventDefault();
    confirm.mutate({ code }, { onSuccess: (result) => onBackupCodes(result.backupCodes) });
  }

  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Turn on two-factor sign-in
      </Button>
    );
  if (start.data)
    return (
      <ConfirmSetup
        setup={start.data}
        code={code}
        setCode={setCode}
        onSubmit={onConfirm}
        confirm={confirm}
      />
    );
  return (
    <form onSubmit={onStart} className="flex flex-col gap-3">
      <AccountField
        id="two-factor-password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <AccountAlert message={start.isError ? accountProblem(start.error) : null} />
      <div className="flex gap-2">
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button type="submit" loading={start.isPending} className="flex-1">
          Continue
        </Button>
      </div>
    </form>
  );
}

function ConfirmSetup({
  setup,
  code,
  setCode,
  onSubmit,
  confirm,
}: {
  setup: TwoFactorSetup;
  code: string;
  setCode: (code: string) => void;
  onSubmit: (event: FormEvent) => void;
  confirm: ReturnType<typeof useConfirmTwoFactor>;
}) {
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <p className="text-sm text-zinc-300">
        Scan this with your authenticator app (Google Authenticator, 1Password, Authy...), or type
        the key into it.
      </p>
      <QrCode value={setup.totpUri} label="QR code for your authenticator app" />
      <div>
        <p className="text-xs text-zinc-400">Key</p>
        <code
          data-testid="two-factor-secret"
          className="block rounded-lg bg-zinc-950 px-3 py-2 font-mono text-sm break-all text-zinc-100 select-all"
        >
          {setup.secret}
        </code>
      </div>
      <AccountField
        id="two-factor-code"
        label="6-digit code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <AccountAlert message={confirm.isError ? accountProblem(confirm.error) : null} />
      <Button type="submit" loading={confirm.isPending}>
        Turn on
      </Button>
    </form>
  );
}

function BackupCodesNotice({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-3" role="status">
      <p className="flex items-start gap-2 text-sm text-emerald-200">
        <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
        Two-factor sign-in is on. Keep these backup codes somewhere safe: each signs you in once
        without the app. They are shown only now.
      </p>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-xl bg-zinc-950 p-3 font-mono text-sm text-zinc-100"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button onClick={onDone}>I've saved them</Button>
    </div>
  );
}

function TurnOff() {
  const disable = useDisableTwoFactor();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const isCode = /^\d{6}$/.test(secret.trim());

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    disable.mutate(isCode ? { code: secret.trim() } : { password: secret }, {
      onSuccess: () => setSecret(''),
    });
  }

  if (!open)
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        Turn off two-factor sign-in
      </Button>
    );
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <AccountField
        id="two-factor-off"
        label="Your password, or a code from the app"
        type="password"
        autoComplete="current-password"
        required
        value={secret}
        onChange={(e) => setSecret(e.target.value)}
      />
      <AccountAlert message={disable.isError ? accountProblem(disable.error) : null} />
      <div className="flex gap-2">
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" loading={disable.isPending} className="flex-1">
          Turn off
        </Button>
      </div>
    </form>
  );
}
