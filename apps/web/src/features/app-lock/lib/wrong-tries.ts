import { APP_LOCK } from '@blaze/contracts/constants';
import type { PinHash } from '@/features/app-lock/lib/pin-hash';
import {
  readLock,
  writeLock,
  type AppLockRecord,
  type LockStorage,
} from '@/features/app-lock/lib/lock-rules';

/**
 * The wrong-tries rule (decision 036): five wrong PINs in a row sign him out. Apart from the record
 * and timing rules so it loads with the lock screen, not with the first screen.
 */

export type PinCheck =
  { result: 'right' } | { result: 'wrong'; triesLeft: number } | { result: 'too-many' };

export interface PinCheckDeps {
  storage: LockStorage | null;
  verify: (pin: string, stored: PinHash) => Promise<boolean>;
  /** The fifth wrong try in a row: sign him out (which removes the lock). */
  onTooManyTries: () => void;
}

/**
 * Checks a PIN against the stored lock. The try is counted before the slow hash runs, so closing
 * the tab mid-check cannot win a free guess; a right PIN resets the count. The fifth wrong try in
 * a row, or any try once five are spent, calls `onTooManyTries`.
 */
export async function checkPin(pin: string, deps: PinCheckDeps): Promise<PinCheck> {
  const before = readLock(deps.storage);
  if (!before) return { result: 'right' };
  if (before.wrongTries >= APP_LOCK.maxWrongTries) {
    deps.onTooManyTries();
    return { result: 'too-many' };
  }
  writeLock(deps.storage, { ...before, wrongTries: before.wrongTries + 1 });
  if (await deps.verify(pin, before)) {
    const now = readLock(deps.storage);
    if (now) writeLock(deps.storage, { ...now, wrongTries: 0 });
    return { result: 'right' };
  }
  const triesLeft = APP_LOCK.maxWrongTries - (before.wrongTries + 1);
  if (triesLeft <= 0) {
    deps.onTooManyTries();
    return { result: 'too-many' };
  }
  return { result: 'wrong', triesLeft };
}

/** Whether five wrong tries are already spent (the lock then only signs him out). */
export function triesSpent(record: AppLockRecord | null): boolean {
  return record !== null && record.wrongTries >= APP_LOCK.maxWrongTries;
}
