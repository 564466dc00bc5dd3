import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eq } from 'drizzle-orm';
import { CITY_NAMES, SIGN_UP_CODE, TWO_FACTOR } from '@blaze/contracts';
import {
  createTestApp,
  GOOD_PASSWORD,
  lastMailTo,
  sessionCookie,
  signInAgain,
  signUp,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app.ts';
import { adminUsers, verifications } from '../../db/schema.ts';
import { SIGN_IN_GUARD } from './sign-in-guard.ts';
import { totpCode } from '../../test/totp.ts';

let t: TestApp;
let host: string;
let nextAddress = 0;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  host = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

type Who = { cookie: string };
const call = (
  who: Who | null,
  method: 'GET' | 'POST' | 'DELETE' | 'PUT',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });

async function member() {
  const m = await signUp(t.app);
  return { id: m.body.user.id, email: m.body.user.email, cookie: m.cookie };
}

/** Opens his app's socket; resolves with its close code. */
async function openSocket(cookie: string): Promise<{ closed: Promise<number> }> {
  const ws = new WebSocket(`ws://${host}/api/ws`, { headers: { cookie } });
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('message', () => resolve());
    ws.once('error', reject);
  });
  return { closed };
}

const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error;

describe('Settings > Account: password', () => {
  it('refuses a wrong current password and a weak new one, in words', async () => {
    const a = await member();
    const wrong = await call(a, 'POST', '/api/account/password', {
      currentPassword: 'not-my-password-1',
      newPassword: 'amber-heron-dives-77',
    });
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong)).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect(errorOf(wrong).message).toMatch(/current password/);
    const weak = await call(a, 'POST', '/api/account/password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'password123',
    });
    expect(weak.statusCode).toBe(400);
    expect(errorOf(weak).code).toBe('WEAK_PASSWORD');
    expect((await call(null, 'POST', '/api/account/password', {})).statusCode).toBe(401);
  });

  it('signs out every other device (its socket closes) and keeps this one', async () => {
    const a = await member();
    const other = { cookie: await signInAgain(t.app, a.email) };
    const socket = await openSocket(other.cookie);
    const res = await call(a, 'POST', '/api/account/password', {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'amber-heron-dives-77',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ signedOut: 1 });
    expect(await socket.closed).toBe(4401);
    expect((await call(other, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await call(a, 'GET', '/api/me')).statusCode).toBe(200);
    await expect(signInAgain(t.app, a.email)).rejects.toThrow(/401/);
    await expect(signInAgain(t.app, a.email, 'amber-heron-dives-77')).resolves.toBeTruthy();
  });
});

describe('Settings > Account: e-mail', () => {
  it('moves the account only after the code from the new address, and tells the old one', async () => {
    const a = await member();
    const newEmail = uniqueEmail('moved');
    const wrong = await call(a, 'POST', '/api/account/email', {
      newEmail,
      password: 'nope-nope-1',
    });
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong).code).toBe('WRONG_PASSWORD');
    expect(await lastMailTo(t.app, newEmail)).toBeNull();

    const started = await call(a, 'POST', '/api/account/email', {
      newEmail: newEmail.toUpperCase(),
      password: GOOD_PASSWORD,
    });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ status: 'code-sent', email: newEmail });
    const mail = await lastMailTo(t.app, newEmail);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    // Not yet: the old address still signs in, the new one does not.
    expect((await call(a, 'GET', '/api/account')).json()).toMatchObject({ email: a.email });
    await expect(signInAgain(t.app, newEmail)).rejects.toThrow(/401/);
    const bad = await call(a, 'POST', '/api/account/email/confirm', {
      code: code === '000000' ? '000001' : '000000',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('CODE_INVALID');

    const done = await call(a, 'POST', '/api/account/email/confirm', { code });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email: newEmail, twoFactorEnabled: false });
    const told = await lastMailTo(t.app, a.email);
    expect(told?.subject).toMatch(/e-mail address was changed/);
    expect(told?.text).not.toContain(newEmail);
    await expect(signInAgain(t.app, a.email)).rejects.toThrow(/401/);
    await expect(signInAgain(t.app, newEmail)).resolves.toBeTruthy();
    // A code works once.
    expect((await call(a, 'POST', '/api/account/email/confirm', { code })).statusCode).toBe(400);
  });

  it('a staff role stays behind on a changed address, switched off: neither he nor whoever proves the old one later has it', async () => {
    const oldEmail = uniqueEmail('staffer');
    await t.db.insert(adminUsers).values({ email: oldEmail, role: 'moderator' });
    const signed = await signUp(t.app, { email: oldEmail });
    const a = { cookie: signed.cookie };
    const newEmail = uniqueEmail('staffer-moved');
    await call(a, 'POST', '/api/account/email', { newEmail, password: GOOD_PASSWORD });
    const code = /\b(\d{6})\b/.exec((await lastMailTo(t.app, newEmail))?.text ?? '')?.[1] ?? '';
    expect((await call(a, 'POST', '/api/account/email/confirm', { code })).statusCode).toBe(200);
    const mine = await call({ cookie: await signInAgain(t.app, newEmail) }, 'GET', '/api/admin/me');
    expect(mine.json()).toMatchObject({ isAdmin: false });

    const newcomer = await signUp(t.app, { email: oldEmail });
    const theirs = await call({ cookie: newcomer.cookie }, 'GET', '/api/admin/me');
    expect(theirs.json()).toMatchObject({ isAdmin: false });
  });

  it('answers the same for an address in use, tells its owner, and no code moves anyone there', async () => {
    const [a, b] = [await member(), await member()];
    const res = await call(a, 'POST', '/api/account/email', {
      newEmail: b.email,
      password: GOOD_PASSWORD,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'code-sent', email: b.email });
    const mail = await lastMailTo(t.app, b.email);
    expect(mail?.subject).toMatch(/tried to move a Blaze account to your address/);
    expect(mail?.text).not.toMatch(/\b\d{6}\b/);
    for (const code of ['000000', '123456'])
      expect((await call(a, 'POST', '/api/account/email/confirm', { code })).statusCode).toBe(400);
    expect((await call(a, 'GET', '/api/account')).json()).toMatchObject({ email: a.email });
  });

  it('takes an address a sign-up never confirmed; one a member took meanwhile is refused', async () => {
    const a = await member();
    const pendingAddress = uniqueEmail('pending');
    await call(a, 'POST', '/api/account/email', {
      newEmail: pendingAddress,
      password: GOOD_PASSWORD,
    });
    const code = /\b(\d{6})\b/.exec((await lastMailTo(t.app, pendingAddress))?.text ?? '')?.[1];
    const squat = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: pendingAddress, password: 'squatter-pass-991' },
    });
    expect(squat.statusCode).toBe(202);
    const moved = await call(a, 'POST', '/api/account/email/confirm', { code });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ email: pendingAddress });
    await expect(signInAgain(t.app, pendingAddress, 'squatter-pass-991')).rejects.toThrow(/401/);

    const b = await member();
    const contested = uniqueEmail('contested');
    await call(b, 'POST', '/api/account/email', { newEmail: contested, password: GOOD_PASSWORD });
    const bCode = /\b(\d{6})\b/.exec((await lastMailTo(t.app, contested))?.text ?? '')?.[1];
    await signUp(t.app, { email: contested });
    const late = await call(b, 'POST', '/api/account/email/confirm', { code: bCode });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe('EMAIL_TAKEN');
    expect((await call(b, 'GET', '/api/account')).json()).toMatchObject({ email: b.email });
  });

  it('gives up on a change after five wrong codes', async () => {
    const a = await member();
    const newEmail = uniqueEmail('guess');
    await call(a, 'POST', '/api/account/email', { newEmail, password: GOOD_PASSWORD });
    const code = /\b(\d{6})\b/.exec((await lastMailTo(t.app, newEmail))?.text ?? '')?.[1] ?? '';
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++)
      expect(
        (await call(a, 'POST', '/api/account/email/confirm', { code: wrong })).statusCode,
      ).toBe(400);
    expect((await call(a, 'POST', '/api/account/email/confirm', { code })).statusCode).toBe(400);
  });

  it('counts wrong codes sent all at once: eight guesses together spend the code, and a staff address stays out of reach', async () => {
    // The address an operator listed for a staff role before its owner signed up: whoever proves it
    // is staff, so its code must not be guessable faster than five tries.
    const staffAddress = uniqueEmail('future-admin');
    await t.db.insert(adminUsers).values({ email: staffAddress, role: 'admin' });
    const a = await member();
    await call(a, 'POST', '/api/account/email', {
      newEmail: staffAddress,
      password: GOOD_PASSWORD,
    });
    const code = /\b(\d{6})\b/.exec((await lastMailTo(t.app, staffAddress))?.text ?? '')?.[1] ?? '';
    const wrongCodes = Array.from({ length: 8 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      wrongCodes.map((wrong) => call(a, 'POST', '/api/account/email/confirm', { code: wrong })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(wrongCodes.map(() => 400));

    const right = await call(a, 'POST', '/api/account/email/confirm', { code });
    expect(right.statusCode).toBe(400);
    expect(errorOf(right).code).toBe('CODE_INVALID');
    expect((await call(a, 'GET', '/api/account')).json()).toMatchObject({ email: a.email });
    expect((await call(a, 'GET', '/api/admin/me')).json()).toMatchObject({ isAdmin: false });
  });

  it('counts wrong codes at a new address across changes from several accounts and sign-up: past the daily cap the right code is refused', async () => {
    // An address listed for a staff role: each change's code dies after five tries, but fresh
    // changes from several accounts (or sign-up codes) would let him go on guessing, 600 a day.
    const staffAddress = uniqueEmail('coveted-admin');
    await t.db.insert(adminUsers).values({ email: staffAddress, role: 'admin' });
    const start = (who: Who) =>
      call(who, 'POST', '/api/account/email', { newEmail: staffAddress, password: GOOD_PASSWORD });
    const latestCode = async () =>
      /\b(\d{6})\b/.exec((await lastMailTo(t.app, staffAddress))?.text ?? '')?.[1] ?? '';
    const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const a = await member();
    expect((await start(a)).statusCode).toBe(202);
    const aCode = await latestCode();
    let tried = 0;
    let code = aCode;
    for (let round = 0; round < 2; round++) {
      const other = await member();
      expect((await start(other)).statusCode).toBe(202);
      code = await latestCode();
      for (let i = 0; i < SIGN_UP_CODE.attempts; i++, tried++)
        expect(
          (await call(other, 'POST', '/api/account/email/confirm', { code: wrongFor(code) }))
            .statusCode,
        ).toBe(400);
    }
    // Sign-up's codes to the address count with them.
    for (; tried < SIGN_IN_GUARD.codeTriesPerAddress; tried++)
      expect(
        (
          await call(null, 'POST', '/api/auth/verify-email', {
            email: staffAddress,
            code: wrongFor(aCode),
          })
        ).statusCode,
      ).toBe(400);

    const right = await call(a, 'POST', '/api/account/email/confirm', { code: aCode });
    expect(right.statusCode).toBe(429);
    expect(errorOf(right)).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait 24 hour(s) and try again.',
    });
    expect((await call(a, 'GET', '/api/account')).json()).toMatchObject({ email: a.email });
    expect((await call(a, 'GET', '/api/admin/me')).json()).toMatchObject({ isAdmin: false });
    // Three mails this hour: the mail limit would let a fourth through, the cap does not.
    expect((await start(await member())).statusCode).toBe(429);
    expect(await latestCode()).toBe(code);
  });

  it("tries at a change's code count against an address in use as against a free one: the cap tells no account", async () => {
    // Were only a free address's tries counted, 15 tries at a change and one at sign-up's code would
    // tell whether the address has an account.
    const held = (await member()).email;
    const free = uniqueEmail('free');
    const probe = async (address: string) => {
      for (let round = 0; round < 3; round++) {
        const prober = await member();
        await call(prober, 'POST', '/api/account/email', {
          newEmail: address,
          password: GOOD_PASSWORD,
        });
        for (let i = 0; i < SIGN_UP_CODE.attempts; i++)
          await call(prober, 'POST', '/api/account/email/confirm', { code: '000000' });
      }
      return call(null, 'POST', '/api/auth/verify-email', { email: address, code: '000000' });
    };
    const [onHeld, onFree] = [await probe(held), await probe(free)];
    expect([onHeld.statusCode, onFree.statusCode]).toEqual([429, 429]);
    const words = (res: typeof onHeld) => ({
      code: errorOf(res).code,
      message: errorOf(res).message,
    });
    expect(words(onHeld)).toEqual(words(onFree));
  });

  it('a wrong code does not renew the code: it still dies 15 minutes after it was sent', async () => {
    const a = await member();
    const newEmail = uniqueEmail('late');
    await call(a, 'POST', '/api/account/email', { newEmail, password: GOOD_PASSWORD });
    const code = /\b(\d{6})\b/.exec((await lastMailTo(t.app, newEmail))?.text ?? '')?.[1] ?? '';
    const wrong = code === '999999' ? '999998' : '999999';
    const expiry = async () => {
      const [row] = await t.db
        .select({ expiresAt: verifications.expiresAt })
        .from(verifications)
        .where(eq(verifications.identifier, `blaze-email-change-${a.id}`));
      return row?.expiresAt.getTime();
    };
    const sent = await expiry();
    expect(sent).toBeGreaterThan(Date.now());
    await expect
      .poll(() => Date.now())
      .toBeGreaterThan(sent! - SIGN_UP_CODE.ttlMinutes * 60_000 + 5);
    expect((await call(a, 'POST', '/api/account/email/confirm', { code: wrong })).statusCode).toBe(
      400,
    );
    expect(await expiry()).toBe(sent);
  });
});

describe('Settings > Account: sessions', () => {
  it('lists his devices with this one marked, a city and never the token', async () => {
    const a = await member();
    const city = CITY_NAMES[0];
    expect((await call(a, 'PUT', '/api/me/location', { city })).statusCode).toBe(200);
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'user-agent': ANDROID_CHROME },
      payload: { email: a.email, password: GOOD_PASSWORD },
    });
    const phoneCookie = sessionCookie(phone);
    const res = await call(a, 'GET', '/api/account/sessions');
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json() as {
      sessions: Array<{ id: string; device: string; place: string | null; current: boolean }>;
    };
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const other = sessions.find((s) => !s.current)!;
    expect(other).toMatchObject({ device: 'Chrome on Android', place: city });
    const tokens = [a.cookie, phoneCookie].map(
      (c) => decodeURIComponent(c.split('=')[1]!).split('.')[0]!,
    );
    for (const s of sessions) expect(tokens).not.toContain(s.id);
    expect(res.body).not.toContain(tokens[0]);
    expect(res.body).not.toContain(tokens[1]);
  });

  it("revokes one of his sessions (its socket closes); another member's session id is a 404", async () => {
    const [a, b] = [await member(), await member()];
    const second = { cookie: await signInAgain(t.app, a.email) };
    const socket = await openSocket(second.cookie);
    const listed = (await call(a, 'GET', '/api/account/sessions')).json() as {
      sessions: Array<{ id: string; current: boolean }>;
    };
    const target = listed.sessions.find((s) => !s.current)!;
    const bSessions = (await call(b, 'GET', '/api/account/sessions')).json() as {
      sessions: Array<{ id: string }>;
    };
    const stolen = await call(b, 'DELETE', `/api/account/sessions/${target.id}`);
    expect(stolen.statusCode).toBe(404);
    expect((await call(second, 'GET', '/api/me')).statusCode).toBe(200);
    expect(
      (await call(a, 'DELETE', `/api/account/sessions/${bSessions.sessions[0]!.id}`)).statusCode,
    ).toBe(404);
    expect((await call(b, 'GET', '/api/me')).statusCode).toBe(200);

    expect((await call(a, 'DELETE', `/api/account/sessions/${target.id}`)).statusCode).toBe(204);
    expect(await socket.closed).toBe(4401);
    expect((await call(second, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await call(a, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await call(a, 'DELETE', `/api/account/sessions/${target.id}`)).statusCode).toBe(404);
  });
});

describe('Settings > Account: two-factor sign-in', () => {
  async function turnOn(a: Who) {
    const setup = await call(a, 'POST', '/api/account/two-factor', { password: GOOD_PASSWORD });
    expect(setup.statusCode).toBe(200);
    const { secret, totpUri } = setup.json() as { secret: string; totpUri: string };
    expect(totpUri).toMatch(/^otpauth:\/\/totp\//);
    const confirmed = await call(a, 'POST', '/api/account/two-factor/confirm', {
      code: totpCode(secret),
    });
    expect(confirmed.statusCode).toBe(200);
    return {
      secret,
      backupCodes: (confirmed.json() as { backupCodes: string[] }).backupCodes,
    };
  }

  // Each test signs in from its own address: the second step is limited per address (route limit).
  let address = '';
  beforeEach(() => {
    nextAddress += 1;
    address = `10.0.17.${nextAddress}`;
  });
  const signIn = (email: string, password = GOOD_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: address,
      payload: { email, password },
    });
  const challengeOf = (res: { headers: Record<string, unknown> }) => {
    const raw = res.headers['set-cookie'];
    const list = (Array.isArray(raw) ? raw : [raw]) as string[];
    const found = list.find((c) => c?.startsWith('blaze.two_factor='));
    if (!found) throw new Error(`no challenge cookie in ${JSON.stringify(list)}`);
    return found.split(';')[0]!;
  };
  const secondStep = (challenge: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/two-factor',
      remoteAddress: address,
      headers: { cookie: challenge },
      payload: { code },
    });

  it('turns on only with the password and a right code; backup codes are shown once', async () => {
    const a = await member();
    const wrong = await call(a, 'POST', '/api/account/two-factor', { password: 'wrong-one-11' });
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong).code).toBe('WRONG_PASSWORD');
    const setup = await call(a, 'POST', '/api/account/two-factor', { password: GOOD_PASSWORD });
    const { secret } = setup.json() as { secret: string };
    const bad = await call(a, 'POST', '/api/account/two-factor/confirm', {
      code: totpCode(secret, Date.now() - 10 * 60_000),
    });
    expect(bad.statusCode).toBe(400);
    expect((await call(a, 'GET', '/api/account')).json()).toMatchObject({
      twoFactorEnabled: false,
    });
    // Still off: signing in asks for no code.
    expect((await signIn(a.email)).statusCode).toBe(200);

    const before = (await call(a, 'GET', '/api/account/sessions')).json() as {
      sessions: Array<{ id: string; current: boolean }>;
    };
    const ok = await call(a, 'POST', '/api/account/two-factor/confirm', { code: totpCode(secret) });
    expect(ok.statusCode).toBe(200);
    const { backupCodes } = ok.json() as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(TWO_FACTOR.backupCodes);
    // This device keeps its session (and so its open socket): no new cookie, the same session id.
    expect(ok.headers['set-cookie']).toBeUndefined();
    expect((await call(a, 'GET', '/api/account/sessions')).json()).toEqual(before);
    expect((await call(a, 'GET', '/api/account')).json()).toMatchObject({
      twoFactorEnabled: true,
    });
    const again = await call(a, 'POST', '/api/account/two-factor/confirm', {
      code: totpCode(secret),
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(backupCodes[0]);
  });

  it('sign-in asks for the code after the password; a wrong code is refused, a right one signs in', async () => {
    const a = await member();
    const { secret } = await turnOn(a);
    const first = await signIn(a.email);
    expect(first.statusCode).toBe(403);
    expect(errorOf(first)).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    // No session yet: at most a cookie that clears one.
    const setCookies = ([] as string[]).concat(first.headers['set-cookie'] ?? []);
    for (const c of setCookies.filter((c) => c.startsWith('blaze.session_token=')))
      expect(c).toMatch(/^blaze\.session_token=;/);
    const challenge = challengeOf(first);

    const wrong = await secondStep(challenge, totpCode(secret, Date.now() - 10 * 60_000));
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).code).toBe('CODE_INVALID');
    const right = await secondStep(challenge, totpCode(secret));
    expect(right.statusCode).toBe(200);
    expect((right.json() as { user: { id: string } }).user.id).toBe(a.id);
    const cookie = sessionCookie(right);
    expect((await call({ cookie }, 'GET', '/api/me')).statusCode).toBe(200);
    // The challenge is spent.
    expect((await secondStep(challenge, totpCode(secret))).statusCode).toBe(401);
    // A wrong password still says only that.
    expect((await signIn(a.email, 'not-the-password-9')).statusCode).toBe(401);
    // No challenge at all.
    expect((await secondStep('blaze.two_factor=forged', '123456')).statusCode).toBe(401);
  });

  it('pauses two-factor sign-in after ten wrong codes in a row, across challenges', async () => {
    const a = await member();
    const { secret } = await turnOn(a);
    const wrong = totpCode(secret, Date.now() - 10 * 60_000);
    for (let round = 0; round < 2; round++) {
      const challenge = challengeOf(await signIn(a.email));
      address = `10.0.19.${round}`;
      for (let i = 0; i < TWO_FACTOR.lockoutAfter / 2; i++)
        expect((await secondStep(challenge, wrong)).statusCode).toBe(400);
    }
    const paused = await secondStep(challengeOf(await signIn(a.email)), totpCode(secret));
    expect(paused.statusCode).toBe(429);
    expect(errorOf(paused).message).toMatch(/paused/);
  });

  it('ends a challenge after five wrong codes', async () => {
    const a = await member();
    const { secret } = await turnOn(a);
    const challenge = challengeOf(await signIn(a.email));
    const wrong = totpCode(secret, Date.now() - 10 * 60_000);
    for (let i = 0; i < 5; i++) expect((await secondStep(challenge, wrong)).statusCode).toBe(400);
    const locked = await secondStep(challenge, totpCode(secret));
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked).message).toMatch(/Too many wrong codes/);
  });

  it('limits second steps from one address across challenges', async () => {
    const a = await member();
    const { secret } = await turnOn(a);
    const wrong = totpCode(secret, Date.now() - 10 * 60_000);
    let refused = 0;
    for (let round = 0; round < 3 && refused === 0; round++) {
      const challenge = challengeOf(await signIn(a.email));
      for (let i = 0; i < 4; i++) {
        const res = await secondStep(challenge, wrong);
        if (res.statusCode === 429) refused += 1;
        else expect(res.statusCode).toBe(400);
      }
    }
    expect(refused).toBeGreaterThan(0);
    // Another address still gets its tries (for a member whose account is not paused).
    const b = await member();
    const bOn = await turnOn(b);
    address = '10.0.18.1';
    const fresh = await secondStep(challengeOf(await signIn(b.email)), totpCode(bOn.secret));
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('a backup code signs in once', async () => {
    const a = await member();
    const { backupCodes } = await turnOn(a);
    const code = backupCodes[0]!;
    const first = await secondStep(challengeOf(await signIn(a.email)), code);
    expect(first.statusCode).toBe(200);
    const reused = await secondStep(challengeOf(await signIn(a.email)), code);
    expect(reused.statusCode).toBe(400);
    const other = await secondStep(challengeOf(await signIn(a.email)), backupCodes[1]!);
    expect(other.statusCode).toBe(200);
  });

  it('turns off with the password or a code, never with wrong ones', async () => {
    const a = await member();
    const on = await turnOn(a);
    const me = a;
    const wrongPassword = await call(me, 'POST', '/api/account/two-factor/disable', {
      password: 'wrong-one-11',
    });
    expect(wrongPassword.statusCode).toBe(403);
    const wrongCode = await call(me, 'POST', '/api/account/two-factor/disable', {
      code: totpCode(on.secret, Date.now() - 10 * 60_000),
    });
    expect(wrongCode.statusCode).toBe(403);
    expect((await call(me, 'GET', '/api/account')).json()).toMatchObject({
      twoFactorEnabled: true,
    });
    const off = await call(me, 'POST', '/api/account/two-factor/disable', {
      code: totpCode(on.secret),
    });
    expect(off.statusCode).toBe(204);
    expect((await signIn(a.email)).statusCode).toBe(200);

    const b = await member();
    const bOn = await turnOn(b);
    expect(bOn.backupCodes).toHaveLength(TWO_FACTOR.backupCodes);
    const byPassword = await call(b, 'POST', '/api/account/two-factor/disable', {
      password: GOOD_PASSWORD,
    });
    expect(byPassword.statusCode).toBe(204);
    expect((await signIn(b.email)).statusCode).toBe(200);
  });
});
