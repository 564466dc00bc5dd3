import { describe, expect, it } from 'vitest';
import { APP_LOCK } from '@blaze/contracts/constants';
import { hashPin, verifyPin } from '@/features/app-lock/lib/pin-hash';
import {
  APP_LOCK_KEY,
  readLock,
  shouldLockOnReturn,
  writeLock,
  type LockStorage,
} from '@/features/app-lock/lib/lock-rules';
import { checkPin, triesSpent } from '@/features/app-lock/lib/wrong-tries';

function memoryStorage(): LockStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

async function lockedWith(pin: string) {
  const storage = memoryStorage();
  writeLock(storage, { ...(await hashPin(pin, 1_000)), lockAfterMs: 60_000, wrongTries: 0 });
  let signOuts = 0;
  const deps = { storage, verify: verifyPin, onTooManyTries: () => void (signOuts += 1) };
  return { storage, deps, signOuts: () => signOuts };
}

describe('wrong tries', () => {
  it('signs him out on the fifth wrong try in a row, counting down before', async () => {
    const { deps, signOuts } = await lockedWith('1357');
    for (const left of [4, 3, 2, 1]) {
      expect(await checkPin('0000', deps)).toEqual({ result: 'wrong', triesLeft: left });
    }
    expect(signOuts()).toBe(0);
    expect(await checkPin('0000', deps)).toEqual({ result: 'too-many' });
    expect(signOuts()).toBe(1);
  });

  it('resets the count on a right PIN', async () => {
    const { storage, deps, signOuts } = await lockedWith('1357');
    for (let i = 0; i < 4; i++) await checkPin('9999', deps);
    expect(await checkPin('1357', deps)).toEqual({ result: 'right' });
    expect(readLock(storage)?.wrongTries).toBe(0);
    for (let i = 0; i < 4; i++) await checkPin('9999', deps);
    expect(signOuts()).toBe(0);
  });

  it('keeps the count in storage, so a reload does not reset it', async () => {
    const { storage, deps, signOuts } = await lockedWith('1357');
    for (let i = 0; i < 3; i++) await checkPin('2468', deps);
    // A new page reads the same storage.
    expect(readLock(storage)?.wrongTries).toBe(3);
    const again = { ...deps, storage };
    expect(await checkPin('2468', again)).toEqual({ result: 'wrong', triesLeft: 1 });
    expect(await checkPin('2468', again)).toEqual({ result: 'too-many' });
    expect(triesSpent(readLock(storage))).toBe(true);
    expect(signOuts()).toBe(1);
  });

  it('once five are spent, even the right PIN only signs him out', async () => {
    const { deps, signOuts } = await lockedWith('1357');
    for (let i = 0; i < APP_LOCK.maxWrongTries; i++) await checkPin('0000', deps);
    expect(await checkPin('1357', deps)).toEqual({ result: 'too-many' });
    expect(signOuts()).toBe(2);
  });

  it('counts the try before the slow check ends, so closing the tab mid-check does not win a guess', async () => {
    const { storage, deps } = await lockedWith('1357');
    let seenDuringCheck = -1;
    await checkPin('0000', {
      ...deps,
      verify: async (pin, stored) => {
        seenDuringCheck = readLock(storage)?.wrongTries ?? -1;
        return verifyPin(pin, stored);
      },
    });
    expect(seenDuringCheck).toBe(1);
  });

  it('reads a missing or corrupt record as no lock', () => {
    const storage = memoryStorage();
    expect(readLock(storage)).toBeNull();
    storage.values.set(APP_LOCK_KEY, '{oops');
    expect(readLock(storage)).toBeNull();
    storage.values.set(APP_LOCK_KEY, JSON.stringify({ salt: 1 }));
    expect(readLock(storage)).toBeNull();
  });
});

describe('lock after time away', () => {
  const T = Date.UTC(2026, 10, 26, 12);

  it('locks once he was away at least the chosen time', () => {
    expect(shouldLockOnReturn(T, T + 59_999, 60_000)).toBe(false);
    expect(shouldLockOnReturn(T, T + 60_000, 60_000)).toBe(true);
    expect(shouldLockOnReturn(T, T + 14 * 60_000, 900_000)).toBe(false);
    expect(shouldLockOnReturn(T, T + 3_600_000, 3_600_000)).toBe(true);
  });

  it("'Immediately' locks on any return, and nothing locks without a time away", () => {
    expect(shouldLockOnReturn(T, T, 0)).toBe(true);
    expect(shouldLockOnReturn(null, T + 3_600_000, 0)).toBe(false);
  });
});
