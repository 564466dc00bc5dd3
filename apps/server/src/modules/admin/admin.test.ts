import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers } from '../../db/schema.ts';
import { createTestApp, signUp, uniqueEmail, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const adminMe = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/me', headers: cookie ? { cookie } : {} });

describe('GET /api/admin/me', () => {
  it('allows a member whose e-mail has an active admin_users row, with his role', async () => {
    const email = uniqueEmail('boss');
    await t.db
      .insert(adminUsers)
      .values({ email, role: 'moderator', isActive: true, isSuperadmin: true });
    const { cookie } = await signUp(t.app, { email });
    const res = await adminMe(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isAdmin: true, role: 'moderator', isSuperadmin: true });
  });

  it('denies an ordinary member', async () => {
    const { cookie } = await signUp(t.app);
    const res = await adminMe(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isAdmin: false, role: null, isSuperadmin: false });
  });

  it('denies a member whose admin row is inactive', async () => {
    const email = uniqueEmail('former');
    await t.db.insert(adminUsers).values({ email, role: 'admin', isActive: false });
    const { cookie } = await signUp(t.app, { email });
    expect((await adminMe(cookie)).json().isAdmin).toBe(false);
  });

  it('requires a session', async () => {
    const res = await adminMe();
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });
});

describe('ADMIN_EMAILS', () => {
  it('grants admin at start-up to the listed e-mails', async () => {
    const email = uniqueEmail('ops');
    const booted = await createTestApp({}, { ADMIN_EMAILS: ` ${email.toUpperCase()} ` });
    try {
      const { cookie } = await signUp(booted.app, { email });
      const res = await booted.app.inject({
        method: 'GET',
        url: '/api/admin/me',
        headers: { cookie },
      });
      expect(res.json()).toMatchObject({ isAdmin: true, role: 'admin' });
    } finally {
      await booted.close();
    }
  });
});
