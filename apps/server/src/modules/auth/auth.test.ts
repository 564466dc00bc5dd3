import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema.ts';
import {
  createTestApp,
  GOOD_PASSWORD,
  json,
  lastMailTo,
  sessionCookie,
  signUp,
  signUpCode,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app.ts';
import { SIGN_IN_GUARD } from './sign-in-guard.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });

describe('sign-up', () => {
  it('trims and lowercases the e-mail, mails a code, then creates a dating profile and signs the member in with a safe cookie', async () => {
    const email = uniqueEmail('Trim');
    const started = await post('/api/auth/sign-up', {
      email: `  ${email.toUpperCase()}  `,
      password: GOOD_PASSWORD,
      username: 'Velvet_Fox',
    });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ status: 'code-sent', email: email.toLowerCase() });
    const res = await post('/api/auth/verify-email', {
      email: ` ${email.toUpperCase()}`,
      code: await signUpCode(t.app, email),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.email).toBe(email.toLowerCase());
    expect(body.profile).toMatchObject({
      username: 'velvet_fox',
      profileType: 'dating',
      isOnline: true,
    });
    expect(body.profile.lastActive).toBeTruthy();

    const cookie = [res.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('blaze.session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: sessionCookie(res) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().profile.username).toBe('velvet_fox');
  });

  it('generates a default username when none is given', async () => {
    const { body } = await signUp(t.app);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, body.user.id));
    expect(row?.username).toMatch(/^[a-z]+\d{4}$/);
  });

  it('answers a duplicate e-mail, whatever its case and spaces, as a new one, and mails its owner', async () => {
    const email = uniqueEmail('dup');
    await signUp(t.app, { email });
    const res = await post('/api/auth/sign-up', {
      email: ` ${email.toUpperCase()}`,
      password: GOOD_PASSWORD,
    });
    expect(res.statusCode).toBe(202);
    expect((await lastMailTo(t.app, email))?.subject).toMatch(/tried to create a Blaze account/);
  });

  it('refuses a duplicate username with 409, case-insensitively, and creates no account', async () => {
    await signUp(t.app, { username: 'leather_luis_2' });
    const email = uniqueEmail('dupname');
    const res = await post('/api/auth/sign-up', {
      email,
      password: GOOD_PASSWORD,
      username: 'LEATHER_LUIS_2',
    });
    expect(res.statusCode).toBe(409);
    expect(json(res).error).toMatchObject({ code: 'USERNAME_TAKEN' });
    const again = await post('/api/auth/sign-up', {
      email,
      password: GOOD_PASSWORD,
      username: 'someone_else_2',
    });
    expect(again.statusCode).toBe(202);
  });

  it.each([
    ['too short', 'abc1234', 'VALIDATION_FAILED'],
    ['too long', 'x'.repeat(100) + 'y'.repeat(29), 'VALIDATION_FAILED'],
    ['common', 'password123', 'WEAK_PASSWORD'],
    ['a repeated character', 'aaaaaaaaaaaa', 'WEAK_PASSWORD'],
  ])('refuses a weak password (%s) with 400', async (_label, password, code) => {
    const res = await post('/api/auth/sign-up', { email: uniqueEmail('weak'), password });
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toMatchObject({ code });
    expect(typeof (json(res).error as { message: string }).message).toBe('string');
  });

  it('accepts a long passphrase with no composition rules (128 characters)', async () => {
    const res = await post('/api/auth/sign-up', {
      email: uniqueEmail('long'),
      password: 'horse battery staple '.repeat(6).slice(0, 128),
    });
    expect(res.statusCode).toBe(202);
  });

  it.each([
    ['an unknown field', { role: 'admin' }],
    ['is_admin', { is_admin: true }],
    ['a bad username', { username: 'no spaces allowed' }],
    ['a bad e-mail', { email: 'not-an-email' }],
  ])('refuses %s with 400', async (_label, extra) => {
    const res = await post('/api/auth/sign-up', {
      email: uniqueEmail('bad'),
      password: GOOD_PASSWORD,
      ...extra,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('never writes the password to the logs', async () => {
    const password = 'unmistakable-secret-phrase-991';
    await post('/api/auth/sign-up', { email: uniqueEmail('log'), password });
    await post('/api/auth/sign-in', { email: uniqueEmail('log'), password });
    expect(t.logs.join('\n')).not.toContain(password);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with any case of the e-mail and marks the member online', async () => {
    const email = uniqueEmail('presence');
    const { body, cookie } = await signUp(t.app, { email });
    await post('/api/auth/sign-out', {}, cookie);
    const [offline] = await t.db.select().from(profiles).where(eq(profiles.id, body.user.id));
    expect(offline?.isOnline).toBe(false);

    const before = offline!.lastActive!.getTime();
    const res = await post('/api/auth/sign-in', {
      email: ` ${email.toUpperCase()} `,
      password: GOOD_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const [online] = await t.db.select().from(profiles).where(eq(profiles.id, body.user.id));
    expect(online?.isOnline).toBe(true);
    expect(online!.lastActive!.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('answers a wrong password or unknown e-mail with the same 401', async () => {
    const email = uniqueEmail('wrong');
    await signUp(t.app, { email });
    const wrong = await post('/api/auth/sign-in', { email, password: 'not-the-password' });
    const unknown = await post('/api/auth/sign-in', {
      email: uniqueEmail('nobody'),
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong).error).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Wrong e-mail or password.',
    });
    expect((json(unknown).error as { message: string }).message).toBe('Wrong e-mail or password.');
  });

  it('sign-out ends the session (401 afterwards) and marks the member offline', async () => {
    const { body, cookie } = await signUp(t.app);
    const out = await post('/api/auth/sign-out', {}, cookie);
    expect(out.statusCode).toBe(204);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, body.user.id));
    expect(row?.isOnline).toBe(false);
  });

  it('requires a session for /api/me (401 with the error shape)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({
      error: { code: 'UNAUTHORIZED', message: expect.any(String), requestId: expect.any(String) },
    });
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: 'blaze.session_token=forged.value' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('stops a brute-force attack on one account with 429, while other accounts still sign in', async () => {
    const victim = uniqueEmail('victim');
    await signUp(t.app, { email: victim });
    const statuses: number[] = [];
    const judged = Math.min(t.config.rateLimit.signInMax, SIGN_IN_GUARD.freeFailures);
    for (let i = 0; i < judged + 2; i++) {
      const res = await post('/api/auth/sign-in', { email: victim, password: `guess-number-${i}` });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, judged).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const limited = await post('/api/auth/sign-in', { email: victim, password: GOOD_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(json(limited).error).toMatchObject({ code: 'RATE_LIMITED' });

    const other = uniqueEmail('bystander');
    await signUp(t.app, { email: other });
    const ok = await post('/api/auth/sign-in', { email: other, password: GOOD_PASSWORD });
    expect(ok.statusCode).toBe(200);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from another origin with 403', async () => {
    const email = uniqueEmail('csrf');
    await signUp(t.app, { email });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: GOOD_PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(json(res).error).toMatchObject({ code: 'FORBIDDEN' });
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: GOOD_PASSWORD },
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('cookies under https', () => {
  it('marks the session cookie Secure when the public URL is https', async () => {
    const secure = await createTestApp({}, { PUBLIC_URL: 'https://blaze.example' });
    try {
      const email = uniqueEmail('secure');
      const started = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email, password: GOOD_PASSWORD },
        headers: { origin: 'https://blaze.example' },
      });
      expect(started.statusCode).toBe(202);
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { email, code: await signUpCode(secure.app, email) },
        headers: { origin: 'https://blaze.example' },
      });
      expect(res.statusCode).toBe(200);
      const cookies = [res.headers['set-cookie']].flat().join('\n');
      expect(cookies).toMatch(/__Secure-blaze\.session_token=[^\n]*Secure/);
    } finally {
      await secure.close();
    }
  });
});
