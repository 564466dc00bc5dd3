import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Check, Delete, LockKeyhole } from 'lucide-react';
import { APP_LOCK } from '@blaze/contracts/constants';
import { ApiError } from '@/lib/api-client';
import { useSession, useSignOut } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useStealthMode } from '@/lib/flags';
import { logger } from '@/lib/logger';
import { FlameMark } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import {
  appLockRecord,
  lockStorage,
  refreshAppLock,
  removeAppLock,
  unlockApp,
} from '@/features/app-lock/lib/app-lock-session';
import { checkPin, triesSpent } from '@/features/app-lock/lib/wrong-tries';
import { verifyPin } from '@/features/app-lock/lib/pin-hash';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

function coarsePointer(): boolean {
  return window.matchMedia?.('(pointer: coarse)').matches === true;
}

/**
 * The lock screen (decision 036): the PIN by number pad or keyboard. Five wrong tries in a row
 * sign him out; 'Forgot PIN?' does the same, and he signs in again with his password. In stealth
 * mode it names nothing: a plain 'Enter passcode'.
 */
export function LockScreen() {
  const stealth = useStealthMode();
  // Asks the server who is signed in: a session that ended elsewhere removes the lock (lib/auth).
  useSession();
  const signOut = useSignOut();
  const [pin, setPin] = useState('');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [spent, setSpent] = useState(() => triesSpent(appLockRecord()));
  const input = useRef<HTMLInputElement>(null);
  const signOutAsked = useRef(false);
  const signOutMutate = signOut.mutate;

  const word = stealth ? 'passcode' : 'PIN';

  const signOutNow = useCallback(
    (reason: 'too-many-tries' | 'forgot') => {
      logger.info('App lock signing out', { reason });
      signOutMutate(undefined, {
        onError: (error) => {
          // Already signed out on the server: nothing left to protect, the lock goes.
          if (error instanceof ApiError && error.status === 401) removeAppLock();
          else setProblem('Could not reach the server to sign you out. Check your connection.');
        },
      });
    },
    [signOutMutate],
  );

  useEffect(() => {
    // The PIN can be typed at once on a keyboard; on a touch screen the pad is used instead.
    input.current?.focus();
  }, []);

  useEffect(() => {
    // The fifth wrong try, or five spent before this page loaded (a reload mid-way): sign out.
    if (!spent || signOutAsked.current) return;
    signOutAsked.current = true;
    signOutNow('too-many-tries');
  }, [spent, signOutNow]);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (checking || spent || pin.length < APP_LOCK.pinMinDigits) return;
    setChecking(true);
    setProblem(null);
    const outcome = await checkPin(pin, {
      storage: lockStorage(),
      verify: verifyPin,
      onTooManyTries: () => setSpent(true),
    });
    setChecking(false);
    setPin('');
    if (outcome.result === 'right') {
      logger.info('App unlocked');
      unlockApp();
      return;
    }
    refreshAppLock();
    if (outcome.result === 'wrong') {
      setProblem(
        `Wrong ${word}. ${outcome.triesLeft} ${outcome.triesLeft === 1 ? 'try' : 'tries'} left.`,
      );
      input.current?.focus();
    }
  }

  function press(digit: string) {
    setProblem(null);
    setPin((current) => (current.length < APP_LOCK.pinMaxDigits ? current + digit : current));
  }

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-zinc-950 px-6 pt-safe pb-safe">
      <title>{stealth ? 'Enter passcode' : 'Locked · Blaze'}</title>
      <form
        onSubmit={(event) => void submit(event)}
        className="flex w-full max-w-xs flex-col items-center gap-5"
      >
        <span className="grid size-16 place-items-center rounded-2xl bg-zinc-900">
          {stealth ? (
            <LockKeyhole aria-hidden className="size-7 text-zinc-300" />
          ) : (
            <FlameMark className="size-10" />
          )}
        </span>
        <h1 className="text-xl font-bold text-zinc-50">
          {stealth ? 'Enter passcode' : 'Enter your Blaze PIN'}
        </h1>
        <label htmlFor="app-lock-pin" className="sr-only">
          {stealth ? 'Passcode' : 'PIN'}
        </label>
        <input
          ref={input}
          id="app-lock-pin"
          type="password"
          inputMode={coarsePointer() ? 'none' : 'numeric'}
          autoComplete="off"
          maxLength={APP_LOCK.pinMaxDigits}
          disabled={spent}
          value={pin}
          aria-invalid={problem ? true : undefined}
          aria-describedby="app-lock-problem"
          onChange={(event) => {
            setProblem(null);
            setPin(event.target.value.replace(/\D/g, '').slice(0, APP_LOCK.pinMaxDigits));
          }}
          className="h-14 w-full rounded-2xl border border-zinc-800 bg-zinc-900 text-center text-3xl tracking-[0.5em] text-zinc-50 outline-none focus-visible:ring-2 focus-visible:ring-brand/60"
        />
        <p
          id="app-lock-problem"
          role="status"
          className={cn('min-h-5 text-center text-sm', problem || spent ? 'text-red-300' : '')}
        >
          {spent ? (signOut.isError ? problem : 'Too many wrong tries. Signing you out…') : problem}
        </p>
        <div className="grid w-full grid-cols-3 gap-3">
          {KEYS.map((digit) => (
            <PadKey key={digit} label={digit} onPress={() => press(digit)} disabled={spent} />
          ))}
          <Button
            variant="quiet"
            className="h-16 rounded-2xl [&_svg]:size-6"
            aria-label="Delete last digit"
            disabled={spent || pin.length === 0}
            onClick={() => setPin((current) => current.slice(0, -1))}
          >
            <Delete aria-hidden className="size-6" />
          </Button>
          <PadKey label="0" onPress={() => press('0')} disabled={spent} />
          <Button
            type="submit"
            className="h-16 rounded-2xl [&_svg]:size-6"
            aria-label="Unlock"
            loading={checking}
            disabled={spent || pin.length < APP_LOCK.pinMinDigits}
          >
            <Check aria-hidden className="size-6" />
          </Button>
        </div>
        {spent && signOut.isError ? (
          <Button variant="secondary" block onClick={() => signOutNow('too-many-tries')}>
            Try again
          </Button>
        ) : (
          <Button variant="link" disabled={signOut.isPending} onClick={() => signOutNow('forgot')}>
            Forgot {word}? Sign in again
          </Button>
        )}
      </form>
    </div>
  );
}

function PadKey({
  label,
  onPress,
  disabled,
}: {
  label: string;
  onPress: () => void;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onPress}
      disabled={disabled}
      className="h-16 cursor-pointer rounded-2xl bg-zinc-900 text-2xl font-semibold text-zinc-50 transition-colors select-none hover:bg-zinc-800 active:scale-[0.97] disabled:opacity-40"
    >
      {label}
    </button>
  );
}
