import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, CircleAlert, CircleCheck } from 'lucide-react';
import { APP_LOCK } from '@blaze/contracts/constants';
import { paths } from '@/config/paths';
import { useSignOut } from '@/lib/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { RadioList } from '@/components/ui/radio-list';
import {
  appLockRecord,
  lockStorage,
  refreshAppLock,
  removeAppLock,
  saveAppLock,
  setLockAfter,
  subscribeAppLock,
} from '@/features/app-lock/lib/app-lock-session';
import { checkPin } from '@/features/app-lock/lib/wrong-tries';
import { hashPin, isValidPin, verifyPin } from '@/features/app-lock/lib/pin-hash';

const LOCK_AFTER_LABELS: Record<(typeof APP_LOCK.lockAfterMs)[number], string> = {
  0: 'Immediately',
  60_000: 'After 1 minute away',
  300_000: 'After 5 minutes away',
  900_000: 'After 15 minutes away',
  3_600_000: 'After 1 hour away',
};
const LOCK_AFTER_OPTIONS = APP_LOCK.lockAfterMs.map((ms) => ({
  value: String(ms),
  label: LOCK_AFTER_LABELS[ms],
}));

const PIN_HINT = `${APP_LOCK.pinMinDigits} to ${APP_LOCK.pinMaxDigits} digits.`;

function Notice({ tone, message }: { tone: 'problem' | 'done'; message: string | null }) {
  const Icon = tone === 'problem' ? CircleAlert : CircleCheck;
  return (
    <div role={tone === 'problem' ? 'alert' : 'status'} className="empty:hidden">
      {message ? (
        <p
          className={
            tone === 'problem'
              ? 'flex items-start gap-2 rounded-xl border border-red-500/30 bg-red-500/10 px-3 py-2.5 text-sm text-red-200'
              : 'flex items-start gap-2 rounded-xl border border-emerald-500/30 bg-emerald-500/10 px-3 py-2.5 text-sm text-emerald-200'
          }
        >
          <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      ) : null}
    </div>
  );
}

function PinField({
  id,
  label,
  value,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
}) {
  return (
    <Field id={id} label={label} hint={hint}>
      {(control) => (
        <Input
          {...control}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]*"
          maxLength={APP_LOCK.pinMaxDigits}
          value={value}
          onChange={(event) =>
            onChange(event.target.value.replace(/\D/g, '').slice(0, APP_LOCK.pinMaxDigits))
          }
        />
      )}
    </Field>
  );
}

/** Checks a new PIN and its repeat; a sentence when they will not do. */
function newPinProblem(pin: string, again: string): string | null {
  if (!isValidPin(pin))
    return `A PIN is ${APP_LOCK.pinMinDigits} to ${APP_LOCK.pinMaxDigits} digits.`;
  if (pin !== again) return 'The two PINs are not the same.';
  return null;
}

/** The current PIN, counted like a try on the lock screen (five wrong sign him out). */
function useCurrentPinCheck() {
  const signOut = useSignOut();
  return async (pin: string): Promise<string | null> => {
    const outcome = await checkPin(pin, {
      storage: lockStorage(),
      verify: verifyPin,
      onTooManyTries: () => signOut.mutate(undefined, { onError: () => removeAppLock() }),
    });
    refreshAppLock();
    if (outcome.result === 'right') return null;
    if (outcome.result === 'wrong') {
      return `Wrong PIN. ${outcome.triesLeft} ${outcome.triesLeft === 1 ? 'try' : 'tries'} left.`;
    }
    return 'Too many wrong tries. Signing you out…';
  };
}

function SetPinCard() {
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const refused = newPinProblem(pin, again);
    setProblem(refused);
    if (refused) return;
    setBusy(true);
    saveAppLock(await hashPin(pin));
    setBusy(false);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Set a PIN</h2>
        </CardTitle>
        <CardDescription>
          Asked when the app opens on this device and when you come back to it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3">
          <PinField id="lock-new-pin" label="PIN" value={pin} onChange={setPin} hint={PIN_HINT} />
          <PinField id="lock-new-pin-again" label="PIN again" value={again} onChange={setAgain} />
          <Notice tone="problem" message={problem} />
          <Button type="submit" loading={busy}>
            Turn on app lock
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function LockAfterCard({ lockAfterMs }: { lockAfterMs: number }) {
  return (
    <Card>
      <CardContent className="pt-5">
        <RadioList
          legend="Lock after"
          name="lock-after"
          options={LOCK_AFTER_OPTIONS}
          value={String(lockAfterMs)}
          onChange={(value) => setLockAfter(Number(value))}
        />
      </CardContent>
    </Card>
  );
}

function ChangePinCard() {
  const checkCurrent = useCurrentPinCheck();
  const [current, setCurrent] = useState('');
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const refused = newPinProblem(pin, again);
    setProblem(refused);
    if (refused) return;
    setBusy(true);
    const wrong = await checkCurrent(current);
    if (wrong) {
      setProblem(wrong);
      setBusy(false);
      return;
    }
    const record = appLockRecord();
    saveAppLock(await hashPin(pin), record?.lockAfterMs);
    setBusy(false);
    setCurrent('');
    setPin('');
    setAgain('');
    setDone('PIN changed.');
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Change PIN</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3">
          <PinField
            id="lock-current-pin"
            label="Current PIN"
            value={current}
            onChange={setCurrent}
          />
          <PinField
            id="lock-change-pin"
            label="New PIN"
            value={pin}
            onChange={setPin}
            hint={PIN_HINT}
          />
          <PinField
            id="lock-change-pin-again"
            label="New PIN again"
            value={again}
            onChange={setAgain}
          />
          <Notice tone="problem" message={problem} />
          <Notice tone="done" message={done} />
          <Button type="submit" variant="secondary" loading={busy}>
            Change PIN
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function TurnOffCard() {
  const checkCurrent = useCurrentPinCheck();
  const [current, setCurrent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const wrong = await checkCurrent(current);
    setBusy(false);
    if (wrong) {
      setProblem(wrong);
      return;
    }
    removeAppLock();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Turn off app lock</h2>
        </CardTitle>
        <CardDescription>The app opens without a PIN on this device.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3">
          <PinField id="lock-off-pin" label="Current PIN" value={current} onChange={setCurrent} />
          <Notice tone="problem" message={problem} />
          <Button type="submit" variant="destructive" loading={busy}>
            Turn off
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** /app/settings/lock: set, change or turn off the PIN, and how long away before it is asked again. */
export function AppLockSettings() {
  const record = useSyncExternalStore(subscribeAppLock, appLockRecord, () => null);
  return (
    <div className="flex flex-col gap-4 px-4 pt-4 pb-8">
      <title>App lock · Blaze</title>
      <div>
        <Link
          to={paths.settings.to()}
          className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium text-zinc-400 hover:text-zinc-100"
        >
          <ChevronLeft aria-hidden className="size-4" />
          Settings
        </Link>
        <h1 className="text-2xl font-black tracking-tight text-zinc-50">App lock</h1>
        <p className="mt-1 text-sm text-zinc-400">
          {record ? 'On for this device. ' : ''}The PIN stays on this device and is never sent to
          us. Signing out removes it, so if you forget it, sign in again.
        </p>
      </div>
      {record ? (
        <>
          <LockAfterCard lockAfterMs={record.lockAfterMs} />
          <ChangePinCard />
          <TurnOffCard />
        </>
      ) : (
        <SetPinCard />
      )}
    </div>
  );
}
