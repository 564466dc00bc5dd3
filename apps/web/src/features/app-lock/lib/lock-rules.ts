import { APP_LOCK, STORAGE_PREFIX } from '@blaze/contracts/constants';
import type { PinHash } from '@/features/app-lock/lib/pin-hash';

/**
 * The app lock's record and its timing rule (decision 036), kept on this device only: the PIN's hash
 * and salt, the 'Lock after' choice and the wrong tries in a row. Pure: storage is passed in. Small:
 * the gate on the first screen reads it (the wrong-tries rule is in `wrong-tries.ts`).
 */

export const APP_LOCK_KEY = `${STORAGE_PREFIX}-app-lock`;

export interface AppLockRecord extends PinHash {
  lockAfterMs: number;
  wrongTries: number;
}

export interface LockStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function isLockAfter(value: unknown): value is number {
  return (APP_LOCK.lockAfterMs as readonly unknown[]).includes(value);
}

/** The stored lock, or null when there is none (or it cannot be read). */
export function readLock(storage: LockStorage | null): AppLockRecord | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(APP_LOCK_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (
      typeof value.salt !== 'string' ||
      typeof value.hash !== 'string' ||
      typeof value.iterations !== 'number' ||
      typeof value.wrongTries !== 'number'
    ) {
      return null;
    }
    return {
      salt: value.salt,
      hash: value.hash,
      iterations: value.iterations,
      wrongTries: value.wrongTries,
      lockAfterMs: isLockAfter(value.lockAfterMs) ? value.lockAfterMs : APP_LOCK.defaultLockAfterMs,
    };
  } catch {
    return null;
  }
}

export function writeLock(storage: LockStorage | null, record: AppLockRecord): void {
  storage?.setItem(APP_LOCK_KEY, JSON.stringify(record));
}

export function removeLock(storage: LockStorage | null): void {
  try {
    storage?.removeItem(APP_LOCK_KEY);
  } catch {
    // Blocked storage holds no lock either.
  }
}

/** Back after `hiddenAt`: ask again once he was away at least the chosen time (0: always). */
export function shouldLockOnReturn(hiddenAt: number | null, now: number, lockAfterMs: number) {
  return hiddenAt !== null && now - hiddenAt >= lockAfterMs;
}
