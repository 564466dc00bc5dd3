import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { isAppLocked, subscribeAppLock } from '@/features/app-lock/lib/app-lock-session';

const LockScreen = lazy(() =>
  import('@/features/app-lock/components/lock-screen').then((m) => ({ default: m.LockScreen })),
);

/**
 * While the app is locked, the lock screen is rendered instead of the app: nothing of the app is
 * in the page for eyes or screen readers until the PIN is right (decision 036).
 */
export function AppLockGate({ children }: { children: ReactNode }) {
  const locked = useSyncExternalStore(subscribeAppLock, isAppLocked, () => false);
  if (!locked) return children;
  return (
    <Suspense fallback={<div className="min-h-dvh bg-zinc-950" />}>
      <LockScreen />
    </Suspense>
  );
}
