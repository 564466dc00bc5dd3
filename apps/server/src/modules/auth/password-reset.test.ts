import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SIGN_UP_CODE } from '@blaze/contracts';
import { memberRestrictions, verifications } from '../../db/schema.ts';
import {
  createTestApp,
  GOOD_PASSWORD,
  lastMailTo,
  signInAgain,
  signUp,
  signUpCode,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app.ts';
import { totpCode } from '../../test/totp.ts';
import { SIGN_IN_GUARD } from './sign-in-guard.ts';

/**
 * 'Forgot password?' (issue 35): a mailed 6-digit code, 15 minutes, once; the same answer for any
 * address; every session ends; the owner is told; two-factor and a suspension still apply.
 */
let t: TestApp;
let host: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  host = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

const NEW_PASSWORD = 'lantern-harbour-swims-81';
let nextAddress = 0;
/** Each call from its own client address, so the per-address route limits stay out of the way. */
const post = (url: string, payload: object, remoteAddress?: string) => {
  nextAddress += 1;
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress:
      remoteAddress ?? `10.35.${nextAddress % 250}.${Math.floor(nextAddress / 250) + 1}`,
  });
};
const forgot = (email: string, remoteAddress?: string) =>
  post('/api/auth/forgot-password', { email }, remoteAddress);
const reset = (email: string, code: string, newPassword = NEW_PASSWORD) =>
  post('/api/auth/reset-password', { email, code, newPassword });
const signIn = (email: string, password: string) => post('/api/auth/sign-in', { email, password });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
const errorOf = (res: { json: () => unknown }) => {
  const { error } = res.json() as { error: { code: string; message: string } };
  return { code: error.code, message: error.message };
};
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function member() {
  const m = await signUp(t.app);
  return { id: m.body.user.id, email: m.body.user.email, cookie: m.cookie };
}

/** The reset code in the newest mail to this address (and that it is one). */
async function resetCode(email: string): Promise<string> {
  const mail = await lastMailTo(t.app, email);
  expect(mail?.subject).toMatch(/^\d{6} is your Blaze password reset code$/);
  return signUpCode(t.app, email);
}

async function openSocket(cookie: string): Promise<{ closed: Promise<number> }> {
  const ws = new WebSocket(`ws://${host}/api/ws`, { headers: { cookie } });
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('message', () => resolve());
    ws.once('error', reject);
  });
  return { closed };
}

describe("'Forgot password?'", () => {
  it('sets a new password with the mailed code: the old one is refused, the new one signs in, the owner is told', async () => {
    const a = await member();
    const asked = await forgot(a.email);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ status: 'code-sent', email: a.email });
    expect(asked.headers['set-cookie']).toBeUndefined();
    const code = await resetCode(a.email);

    const done = await reset(a.email, code);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ status: 'password-reset' });
    // Nobody is signed in by the reset itself.
    expect(done.headers['set-cookie']).toBeUndefined();

    const notice = await lastMailTo(t.app, a.email);
    expect(notice?.subject).toBe('Your Blaze password was changed');
    expect(notice?.text).not.toMatch(/\b\d{6}\b/);
    expect((await signIn(a.email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(a.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('takes a code once: the same code again is refused', async () => {
    const a = await member();
    await forgot(a.email);
    const code = await resetCode(a.email);
    expect((await reset(a.email, code)).statusCode).toBe(200);
    const again = await reset(a.email, code, 'another-quiet-meadow-5');
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).code).toBe('CODE_INVALID');
    expect((await signIn(a.email, 'another-quiet-meadow-5')).statusCode).toBe(401);
  });

  it('of two right codes sent at once, one changes the password', async () => {
    const a = await member();
    await forgot(a.email);
    const code = await resetCode(a.email);
    const replies = await Promise.all([
      reset(a.email, code, 'first-racing-heron-3'),
      reset(a.email, code, 'second-racing-heron-4'),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses an expired code', async () => {
    const a = await member();
    await forgot(a.email);
    const code = await resetCode(a.email);
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `forget-password-otp-${a.email}`));
    const late = await reset(a.email, code);
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).code).toBe('CODE_INVALID');
    expect((await signIn(a.email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('spends a code after five wrong tries: the right one is refused afterwards', async () => {
    const a = await member();
    await forgot(a.email);
    const code = await resetCode(a.email);
    for (let i = 0; i < SIGN_UP_CODE.attempts; i++) {
      const wrong = await reset(a.email, wrongFor(code));
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).code).toBe('CODE_INVALID');
    }
    expect((await reset(a.email, code)).statusCode).toBe(400);
    expect((await signIn(a.email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('a new code replaces the old one', async () => {
    const a = await member();
    await forgot(a.email);
    const first = await resetCode(a.email);
    await forgot(a.email);
    const second = await resetCode(a.email);
    if (second !== first) expect((await reset(a.email, first)).statusCode).toBe(400);
    expect((await reset(a.email, second)).statusCode).toBe(200);
  });

  it('keeps the code out of the database in the clear', async () => {
    const a = await member();
    await forgot(a.email);
    const code = await resetCode(a.email);
    const rows = await t.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `forget-password-otp-${a.email}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value.includes(code)).toBe(false);
  });

  it('holds the new password to the policy, the username rule included, and keeps the code for a better one', async () => {
    const m = await signUp(t.app, { username: `reset_${Date.now().toString(36)}` });
    const email = m.body.user.email;
    const username = (m.res.json() as { profile: { username: string } }).profile.username;
    await forgot(email);
    const code = await resetCode(email);
    const common = await reset(email, code, 'password123');
    expect(common.statusCode).toBe(400);
    expect(errorOf(common).code).toBe('WEAK_PASSWORD');
    const named = await reset(email, code, username);
    expect(named.statusCode).toBe(400);
    expect(errorOf(named).code).toBe('WEAK_PASSWORD');
    const short = await reset(email, code, 'short');
    expect(short.statusCode).toBe(400);
    expect((await reset(email, code)).statusCode).toBe(200);
  });

  it('answers bad input with a clear 400', async () => {
    for (const body of [{}, { email: 'not-an-address' }, { email: uniqueEmail(), extra: 1 }]) {
      const res = await post('/api/auth/forgot-password', body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json() as object)).toEqual(['error']);
    }
    const badCode = await post('/api/auth/reset-password', {
      email: uniqueEmail(),
      code: '12ab',
      newPassword: NEW_PASSWORD,
    });
    expect(badCode.statusCode).toBe(400);
    expect(errorOf(badCode).message).toMatch(/6-digit code/);
  });
});

describe("'Forgot password?' names no account", () => {
  it('answers the same for an address with an account, a pending sign-up and one nobody has, and mails only the owner', async () => {
    const a = await member();
    const pending = uniqueEmail('pendingreset');
    await post('/api/auth/sign-up', { email: pending, password: GOOD_PASSWORD });
    const nobody = uniqueEmail('nobodyreset');
    const replies = await Promise.all([forgot(a.email), forgot(pending), forgot(nobody)]);
    for (const [i, email] of [a.email, pending, nobody].entries()) {
      expect(replies[i]!.statusCode).toBe(202);
      expect(replies[i]!.json()).toEqual({ status: 'code-sent', email });
      expect(replies[i]!.headers['set-cookie']).toBeUndefined();
    }
    await resetCode(a.email);
    expect(await lastMailTo(t.app, nobody)).toBeNull();
    expect((await lastMailTo(t.app, pending))?.subject).not.toMatch(/reset/);
  });

  it('answers a wrong code the same for an address with an account and one nobody has', async () => {
    const a = await member();
    await forgot(a.email);
    const code = await resetCode(a.email);
    const nobody = uniqueEmail('nobodycode');
    await forgot(nobody);
    const replies = [await reset(a.email, wrongFor(code)), await reset(nobody, wrongFor(code))];
    for (const r of replies) expect(r.statusCode).toBe(400);
    expect(new Set(replies.map((r) => JSON.stringify(errorOf(r)))).size).toBe(1);
  });

  it('takes as long for an address with an account as for one nobody has: the sign-up floor', async () => {
    const floorMs = 500;
    const floored = await createTestApp({ signUpAnswerMs: floorMs });
    try {
      const { body } = await signUp(floored.app);
      const timed = async (email: string) => {
        const start = performance.now();
        const res = await floored.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email },
        });
        expect(res.statusCode).toBe(202);
        return performance.now() - start;
      };
      for (const ms of [await timed(body.user.email), await timed(uniqueEmail('ghost'))])
        expect(ms).toBeGreaterThanOrEqual(floorMs - 5);
    } finally {
      await floored.close();
    }
  });

  it('takes as long to refuse a wrong code for an address with a reset pending as for one nobody has', async () => {
    // A pending code costs a read and two writes to refuse that an address with none does not:
    // asking for a reset, then timing a wrong code, would tell whether the address has an account.
    const floorMs = 400;
    const floored = await createTestApp({ signUpAnswerMs: floorMs });
    try {
      const { body } = await signUp(floored.app);
      const nobody = uniqueEmail('ghostcode');
      for (const email of [body.user.email, nobody])
        await floored.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email },
        });
      const timed = async (email: string) => {
        const start = performance.now();
        const res = await floored.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { email, code: '000000', newPassword: NEW_PASSWORD },
        });
        expect(res.statusCode).toBe(400);
        return performance.now() - start;
      };
      for (const ms of [await timed(body.user.email), await timed(nobody)])
        expect(ms).toBeGreaterThanOrEqual(floorMs - 5);
    } finally {
      await floored.close();
    }
  });

  it('limits the mails one address receives, the same for an address with an account and one nobody has', async () => {
    const a = await member();
    const nobody = uniqueEmail('floodreset');
    // The owner's sign-up already sent one mail to his address this hour.
    const owner: number[] = [];
    const stranger: number[] = [];
    for (let i = 0; i < SIGN_IN_GUARD.mailsPerAddress; i++) {
      owner.push((await forgot(a.email)).statusCode);
      stranger.push((await forgot(nobody)).statusCode);
    }
    expect(owner.slice(0, -1).every((s) => s === 202)).toBe(true);
    expect(stranger.every((s) => s === 202)).toBe(true);
    const capped = [owner.at(-1), (await forgot(nobody)).statusCode];
    expect(capped).toEqual([429, 429]);
  });

  it('limits one client address: past the hourly share it gets 429', async () => {
    const limited = await createTestApp({
      rateLimit: { ...t.config.rateLimit, signUpMax: 2, globalMax: 10_000 },
    });
    try {
      const ask = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: uniqueEmail('ip') },
          remoteAddress: '10.77.0.1',
        });
      expect((await ask()).statusCode).toBe(202);
      expect((await ask()).statusCode).toBe(202);
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(errorOf(third).code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe("'Forgot password?' counts in the address's daily code tries (issue 12 #8)", () => {
  it('counts reset tries with sign-up tries: past 15 together, not even the right reset code is judged, and no new code is sent', async () => {
    const a = await member();
    // Tries at sign-up codes for his address (he has none pending: each is simply wrong).
    for (let i = 0; i < SIGN_IN_GUARD.codeTriesPerAddress - 3; i++)
      expect(
        (await post('/api/auth/verify-email', { email: a.email, code: '000000' })).statusCode,
      ).toBe(400);
    expect((await forgot(a.email)).statusCode).toBe(202);
    const code = await resetCode(a.email);
    for (let i = 0; i < 3; i++) expect((await reset(a.email, wrongFor(code))).statusCode).toBe(400);

    const right = await reset(a.email, code);
    expect(right.statusCode).toBe(429);
    expect(errorOf(right)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait 24 hour(s) and try again.',
    });
    expect((await forgot(a.email)).statusCode).toBe(429);
    expect((await signIn(a.email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('counts reset tries against sign-up codes too, the same for an address nobody has', async () => {
    const nobody = uniqueEmail('capped');
    for (let i = 0; i < SIGN_IN_GUARD.codeTriesPerAddress; i++)
      expect((await reset(nobody, '123456')).statusCode).toBe(400);
    const replies = [
      await reset(nobody, '123456'),
      await post('/api/auth/verify-email', { email: nobody, code: '123456' }),
      await forgot(nobody),
    ];
    expect(replies.map((r) => r.statusCode)).toEqual([429, 429, 429]);
  });

  it('counts tries sent all at once: 30 guesses together get 15 judged', async () => {
    const a = await member();
    await forgot(a.email);
    const code = await resetCode(a.email);
    const guesses = Array.from({ length: 2 * SIGN_IN_GUARD.codeTriesPerAddress }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const replies = await Promise.all(guesses.map((g) => reset(a.email, g)));
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(
      SIGN_IN_GUARD.codeTriesPerAddress,
    );
    expect((await reset(a.email, code)).statusCode).toBe(429);
  });
});

describe("'Forgot password?' and the account's sessions", () => {
  it('signs out every session of the account: their cookies get 401 and their sockets close', async () => {
    const a = await member();
    const other = await signInAgain(t.app, a.email);
    expect((await me(other)).statusCode).toBe(200);
    const socket = await openSocket(other);
    await forgot(a.email);
    expect((await reset(a.email, await resetCode(a.email))).statusCode).toBe(200);
    expect((await me(a.cookie)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect(await socket.closed).toBe(4401);
  });

  it('lifts the sign-in backoff someone put on the account', async () => {
    const a = await member();
    for (let i = 0; i < SIGN_IN_GUARD.freeFailures + 1; i++)
      await signIn(a.email, 'not-his-password-0');
    expect((await signIn(a.email, GOOD_PASSWORD)).statusCode).toBe(429);
    await forgot(a.email);
    expect((await reset(a.email, await resetCode(a.email))).statusCode).toBe(200);
    expect((await signIn(a.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('does not bypass two-factor: sign-in after a reset still asks for the code', async () => {
    const a = await member();
    const call = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { cookie: a.cookie } });
    const setup = await call('/api/account/two-factor', { password: GOOD_PASSWORD });
    const { secret } = setup.json() as { secret: string };
    expect(
      (await call('/api/account/two-factor/confirm', { code: totpCode(secret) })).statusCode,
    ).toBe(200);

    await forgot(a.email);
    expect((await reset(a.email, await resetCode(a.email))).statusCode).toBe(200);
    const first = await signIn(a.email, NEW_PASSWORD);
    expect(first.statusCode).toBe(403);
    expect(errorOf(first).code).toBe('TWO_FACTOR_REQUIRED');
    const cookies = ([] as string[]).concat(first.headers['set-cookie'] ?? []);
    for (const c of cookies.filter((c) => c.startsWith('blaze.session_token=')))
      expect(c).toMatch(/^blaze\.session_token=;/);
  });

  it('lets a suspended member reset his password, and sign-in still refuses him and says why', async () => {
    const a = await member();
    await t.db.insert(memberRestrictions).values({
      userId: a.id,
      kind: 'suspended',
      endsAt: new Date(Date.now() + 3 * 24 * 60 * 60_000),
      reason: 'spam',
      actionId: 0,
    });
    await forgot(a.email);
    expect((await reset(a.email, await resetCode(a.email))).statusCode).toBe(200);
    const refused = await signIn(a.email, NEW_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('ACCOUNT_SUSPENDED');
    expect(errorOf(refused).message).toMatch(/suspended until/);
    await t.db
      .delete(memberRestrictions)
      .where(and(eq(memberRestrictions.userId, a.id), eq(memberRestrictions.kind, 'suspended')));
  });
});
