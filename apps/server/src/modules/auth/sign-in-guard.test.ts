import { describe, expect, it } from 'vitest';
import { memoryGuardStore, SIGN_IN_GUARD, signInGuard } from './sign-in-guard.ts';

function clockedGuard() {
  let now = 1_000_000;
  const guard = signInGuard(memoryGuardStore(() => now));
  return { guard, advance: (ms: number) => (now += ms) };
}

describe('sign-in guard backoff', () => {
  it('waits longer after every failure past the free ones, up to the cap', async () => {
    const { guard, advance } = clockedGuard();
    const email = 'target@example.com';
    for (let i = 0; i < SIGN_IN_GUARD.freeFailures; i++)
      expect((await guard.admit(email, `ip${i}`)).allowed).toBe(true);
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const refused = await guard.admit(email, 'ipX');
      expect(refused.allowed).toBe(false);
      const wait = refused.allowed ? 0 : refused.retryAfterMs;
      waits.push(wait);
      advance(wait);
      expect((await guard.admit(email, 'ipY')).allowed).toBe(true);
    }
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]!);
    expect(waits[0]).toBe(SIGN_IN_GUARD.firstLockMs);
    expect(waits[1]).toBe(SIGN_IN_GUARD.firstLockMs * 2);
    expect(waits.at(-1)).toBe(SIGN_IN_GUARD.maxLockMs);
  });

  it('clears the lock and the count on success, and forgets failures after their memory', async () => {
    const { guard, advance } = clockedGuard();
    const email = 'owner@example.com';
    for (let i = 0; i < SIGN_IN_GUARD.freeFailures; i++) await guard.admit(email, 'ip');
    expect((await guard.admit(email, 'ip')).allowed).toBe(false);
    await guard.succeeded(email, 'ip');
    expect((await guard.admit(email, 'ip')).allowed).toBe(true);
    for (let i = 0; i < SIGN_IN_GUARD.freeFailures - 2; i++) await guard.admit(email, 'ip');
    advance(SIGN_IN_GUARD.failureMemoryMs + 1);
    for (let i = 0; i < SIGN_IN_GUARD.freeFailures - 1; i++)
      expect((await guard.admit(email, 'ip')).allowed).toBe(true);
  });

  it('keys the account on the e-mail whatever its case and spaces', async () => {
    const { guard } = clockedGuard();
    for (let i = 0; i < SIGN_IN_GUARD.freeFailures; i++)
      await guard.admit(i % 2 ? 'Case@Example.com' : ' case@example.com ', `ip${i}`);
    expect((await guard.admit('CASE@EXAMPLE.COM', 'other')).allowed).toBe(false);
  });
});

describe('code tries per address', () => {
  it('refuses tries and mails past the cap until the day is over, and a right code gives its try back', async () => {
    const { guard, advance } = clockedGuard();
    const email = 'staff@example.com';
    await guard.admitCode(email);
    await guard.codeRight(email);
    for (let i = 0; i < SIGN_IN_GUARD.codeTriesPerAddress; i++)
      expect((await guard.admitCode(i % 2 ? 'Staff@Example.com' : email)).allowed).toBe(true);
    expect(await guard.admitCode(email)).toEqual({
      allowed: false,
      retryAfterMs: SIGN_IN_GUARD.codeWindowMs,
    });
    expect((await guard.admitMail(email)).allowed).toBe(false);
    advance(SIGN_IN_GUARD.codeWindowMs - 1);
    expect((await guard.admitCode(email)).allowed).toBe(false);
    advance(1);
    expect((await guard.admitMail(email)).allowed).toBe(true);
    expect((await guard.admitCode(email)).allowed).toBe(true);
  });
});
