import { describe, expect, it } from 'vitest';
import { APP_LOCK } from '@blaze/contracts/constants';
import { hashPin, isValidPin, verifyPin } from '@/features/app-lock/lib/pin-hash';

// Fewer iterations where the count does not matter, so the suite stays quick on two cores.
const FAST = 1_000;

describe('PIN hash', () => {
  it('verifies the right PIN and refuses a wrong one', async () => {
    const stored = await hashPin('4821', FAST);
    expect(await verifyPin('4821', stored)).toBe(true);
    expect(await verifyPin('4822', stored)).toBe(false);
    expect(await verifyPin('48210', stored)).toBe(false);
    expect(await verifyPin('', stored)).toBe(false);
  });

  it('uses a fresh salt each time, so the same PIN hashes differently', async () => {
    const a = await hashPin('123456', FAST);
    const b = await hashPin('123456', FAST);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(atob(a.salt)).toHaveLength(16);
    expect(atob(a.hash)).toHaveLength(32);
    expect(await verifyPin('123456', b)).toBe(true);
  });

  it('keeps no trace of the PIN in what it stores', async () => {
    const stored = await hashPin('975310', FAST);
    expect(JSON.stringify(stored)).not.toContain('975310');
  });

  it('uses at least 310,000 PBKDF2 iterations by default, and verifies with the stored count', async () => {
    expect(APP_LOCK.pbkdf2Iterations).toBeGreaterThanOrEqual(310_000);
    const stored = await hashPin('2468');
    expect(stored.iterations).toBe(APP_LOCK.pbkdf2Iterations);
    expect(await verifyPin('2468', stored)).toBe(true);
    // The same salt with another count gives another hash: the count is part of the secret's cost.
    expect(await verifyPin('2468', { ...stored, iterations: FAST })).toBe(false);
  });

  it('takes 4 to 6 digits only', () => {
    expect(isValidPin('1234')).toBe(true);
    expect(isValidPin('123456')).toBe(true);
    expect(isValidPin('123')).toBe(false);
    expect(isValidPin('1234567')).toBe(false);
    expect(isValidPin('12a4')).toBe(false);
    expect(isValidPin('１２３４')).toBe(false);
  });
});
