import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { SESSION_CACHE } from './auth.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
const tokenOf = (cookie: string) =>
  decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0]!;
/** Moves the clock (Date only, so the database drivers keep their real timers). */
const later = (ms: number) => {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + ms);
};

describe('session cache (docs/decisions/010-session-cache.md)', () => {
  it('refuses a cookie at once after sign-out on this node, even though it was cached', async () => {
    const { cookie } = await signUp(t.app);
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('refuses a session revoked elsewhere once the cache window has passed', async () => {
    const { cookie } = await signUp(t.app);
    expect((await me(cookie)).statusCode).toBe(200);
    // Another node signs him out: the row goes, this node has not heard of it.
    await t.db.delete(sessions).where(eq(sessions.token, tokenOf(cookie)));
    later(SESSION_CACHE.ttlMs + 1);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('serves only the exact cookie better-auth verified: altered or smuggled values are refused', async () => {
    const { cookie } = await signUp(t.app);
    expect((await me(cookie)).statusCode).toBe(200);
    const altered = `${cookie.slice(0, -3)}${cookie.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await me(altered)).statusCode).toBe(401);
    // A forged value sent beside a good one must not be remembered as good.
    const forged = 'blaze.session_token=forged.value';
    await me(`${forged}; ${cookie}`);
    await me(`${cookie}; ${forged}`);
    expect((await me(forged)).statusCode).toBe(401);
  });
});
