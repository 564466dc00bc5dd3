import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { authRepository } from './auth.repository.ts';
import { sessionLookup, signedToken } from './session-lookup.ts';

const SECRET = 'a-test-secret-long-enough-for-hmac';
const sign = (token: string, secret = SECRET) =>
  encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);

describe('signedToken', () => {
  it('reads the token from a cookie value signed with our secret', () => {
    expect(signedToken(sign('abc123'), SECRET)).toBe('abc123');
    // Not URI-encoded (no % in it) is read as it is.
    expect(signedToken(decodeURIComponent(sign('abc123')), SECRET)).toBe('abc123');
  });

  it('refuses a value signed with another secret, altered, or not signed at all', () => {
    expect(signedToken(sign('abc123', 'another-secret'), SECRET)).toBeNull();
    expect(signedToken(sign('abc123').replace('abc123', 'abc124'), SECRET)).toBeNull();
    const good = decodeURIComponent(sign('abc123'));
    expect(signedToken(`${good.slice(0, -2)}A=`, SECRET)).toBeNull();
    expect(signedToken('abc123', SECRET)).toBeNull();
    expect(signedToken('abc123.short', SECRET)).toBeNull();
    expect(signedToken('%E0%A4%A', SECRET)).toBeNull();
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const tokenOf = (cookie: string) =>
  decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0]!;
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
const DAY_MS = 24 * 60 * 60 * 1000;

describe('session lookup (docs/decisions/010-session-cache.md)', () => {
  it('answers lookups made together, each with its own session or none', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const lookup = sessionLookup(authRepository(t.db));
    const tokens = [tokenOf(a.cookie), 'no-such-token', tokenOf(b.cookie), tokenOf(a.cookie)];
    const found = await Promise.all(tokens.map((token) => lookup.find(token)));
    expect(found.map((f) => f?.userId ?? null)).toEqual([
      a.body.user.id,
      null,
      b.body.user.id,
      a.body.user.id,
    ]);
    expect(found[0]!.email).toBe(a.body.user.email);
    expect(found[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });

  it('looks a cookie asked for several times at once up once, without making the others wait', async () => {
    const a = await signUp(t.app);
    const lookup = sessionLookup(authRepository(t.db));
    const token = tokenOf(a.cookie);
    const asked = Array.from({ length: 5 }, () => lookup.find(token));
    expect(new Set(asked).size).toBe(1);
    expect((await asked[0])?.userId).toBe(a.body.user.id);
  });

  it('lets members checked at the same moment in, each as himself', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => signUp(t.app)));
    const answers = await Promise.all(members.map((m) => me(m.cookie)));
    expect(answers.map((r) => r.statusCode)).toEqual(members.map(() => 200));
    expect(answers.map((r) => (r.json() as { user: { id: string } }).user.id)).toEqual(
      members.map((m) => m.body.user.id),
    );
  });

  it('extends a session due for its daily extension, as better-auth does', async () => {
    const { cookie } = await signUp(t.app);
    const token = tokenOf(cookie);
    const older = new Date(Date.now() + 20 * DAY_MS);
    await t.db.update(sessions).set({ expiresAt: older }).where(eq(sessions.token, token));
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    // The browser's cookie is renewed too, or it would end 30 days after sign-in whatever the row says.
    const renewed = [res.headers['set-cookie'] ?? []].flat().join('\n');
    expect(renewed).toMatch(/blaze\.session_token=[^;]+;.*Max-Age=2592000/);
    expect(renewed).toContain(encodeURIComponent(token));
  });

  it('refuses an expired session and removes it', async () => {
    const { cookie } = await signUp(t.app);
    const token = tokenOf(cookie);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.token, token));
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.token, token))).toEqual([]);
    // The dead cookie is cleared in the browser.
    expect([res.headers['set-cookie'] ?? []].flat().join('\n')).toMatch(
      /blaze\.session_token=;.*Max-Age=0/,
    );
  });

  it('refuses a well-signed cookie whose session is gone', async () => {
    const { cookie } = await signUp(t.app);
    await t.db.delete(sessions).where(eq(sessions.token, tokenOf(cookie)));
    expect((await me(cookie)).statusCode).toBe(401);
  });
});
