import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers, users } from '../../db/schema.ts';
import { runAdminCommand } from '../../scripts/admin.ts';
import {
  createPeerNode,
  createTestApp,
  GOOD_PASSWORD,
  signUp,
  signUpCode,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const adminMe = (cookie?: string, app: FastifyInstance = t.app) =>
  app.inject({ method: 'GET', url: '/api/admin/me', headers: cookie ? { cookie } : {} });

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
  it('gives nothing to whoever signs up first with a listed address: only its verified owner is admin (issue 12 #8)', async () => {
    const email = uniqueEmail('boss');
    const booted = await createTestApp({}, { ADMIN_EMAILS: email });
    try {
      const post = (url: string, payload: object) =>
        booted.app.inject({ method: 'POST', url, payload });
      // The attacker signs up with the address but cannot read its mail: no session, no admin row.
      const attacker = await post('/api/auth/sign-up', {
        email,
        password: 'attacker-knows-this-1',
      });
      expect(attacker.statusCode).toBe(202);
      expect(attacker.headers['set-cookie']).toBeUndefined();
      const tried = await post('/api/auth/sign-in', { email, password: 'attacker-knows-this-1' });
      expect(tried.statusCode).toBe(403);
      expect(tried.headers['set-cookie']).toBeUndefined();
      expect(await booted.db.select().from(adminUsers)).toEqual([]);

      // The owner takes the address back and verifies it: now, and only now, he is admin.
      const { cookie } = await signUp(booted.app, { email, password: GOOD_PASSWORD });
      const res = await adminMe(cookie, booted.app);
      expect(res.json()).toMatchObject({ isAdmin: true, role: 'admin' });
    } finally {
      await booted.close();
    }
  });

  it('does not honour an admin row for an account whose e-mail is not verified', async () => {
    const email = uniqueEmail('legacy');
    const { cookie, body } = await signUp(t.app, { email });
    // An account made before sign-up had a code, and an admin row granted by address alone.
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, body.user.id));
    await t.db.insert(adminUsers).values({ email, role: 'admin', isActive: true });
    expect((await adminMe(cookie)).json().isAdmin).toBe(false);
  });

  it('grants at start-up only to a listed address that is already verified', async () => {
    const verified = uniqueEmail('ops');
    const pending = uniqueEmail('opspending');
    const first = await createTestApp();
    try {
      await signUp(first.app, { email: verified });
      await first.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email: pending, password: GOOD_PASSWORD },
      });
      const rebooted = await createPeerNode(first, { adminEmails: [verified, pending] });
      const rows = await first.db.select({ email: adminUsers.email }).from(adminUsers);
      expect(rows.map((r) => r.email)).toEqual([verified]);
      await rebooted.close();
    } finally {
      await first.close();
    }
  });

  it('grants admin at start-up to the listed e-mails', async () => {
    const email = uniqueEmail('ops');
    const booted = await createTestApp({}, { ADMIN_EMAILS: ` ${email.toUpperCase()} ` });
    try {
      const { cookie } = await signUp(booted.app, { email });
      expect(await signUpCode(booted.app, email)).toMatch(/^\d{6}$/);
      const res = await adminMe(cookie, booted.app);
      expect(res.json()).toMatchObject({ isAdmin: true, role: 'admin' });
    } finally {
      await booted.close();
    }
  });
});

describe('npm run admin (the operator command)', () => {
  it('grants and revokes admin by username, and refuses an unknown one', async () => {
    const { cookie } = await signUp(t.app, { username: 'night_manager' });
    expect((await adminMe(cookie)).json().isAdmin).toBe(false);

    const granted = await runAdminCommand(t.db, ['grant', 'Night_Manager']);
    expect(granted).toEqual({ ok: true, message: "'Night_Manager' is now an admin." });
    expect((await adminMe(cookie)).json()).toMatchObject({ isAdmin: true, role: 'admin' });

    expect((await runAdminCommand(t.db, ['revoke', 'night_manager'])).ok).toBe(true);
    expect((await adminMe(cookie)).json().isAdmin).toBe(false);

    expect(await runAdminCommand(t.db, ['grant', 'nobody_at_all'])).toMatchObject({ ok: false });
    expect(await runAdminCommand(t.db, ['promote', 'night_manager'])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Usage/),
    });
  });
});

/** A signed-in staff member of this role (its admin_users row made as the operator would). */
async function staff(role: 'moderator' | 'admin' | 'superadmin') {
  const email = uniqueEmail(role);
  await t.db.insert(adminUsers).values({
    email,
    role: role === 'moderator' ? 'moderator' : 'admin',
    isSuperadmin: role === 'superadmin',
  });
  const { cookie, body } = await signUp(t.app, { email });
  return { cookie, userId: body.user.id as string, email };
}

describe('roles and the audit log (issue 17)', () => {
  const audit = (cookie: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: { cookie } });

  it('decides by role on the server: 404 for a member, 403 for a moderator, 200 for admins', async () => {
    const member = await signUp(t.app);
    const moderator = await staff('moderator');
    const admin = await staff('admin');
    const superadmin = await staff('superadmin');
    expect((await audit(member.cookie)).statusCode).toBe(404);
    const refused = await audit(moderator.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    expect((await audit(admin.cookie)).statusCode).toBe(200);
    expect((await audit(superadmin.cookie)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
  });

  it('keeps every action, searchable, and refuses to change or delete a row', async () => {
    const admin = await staff('admin');
    const { adminService } = await import('./admin.service.ts');
    const service = adminService(t.db, { emailVerified: async () => true });
    const subject = `venue-${Date.now()}`;
    await service.audit(
      { userId: admin.userId, email: admin.email, role: 'admin' },
      { action: 'venue.approve', subjectKind: 'venue', subjectId: subject, reason: 'Looks right' },
    );
    const page = await audit(admin.cookie, `?subjectKind=venue&subjectId=${subject}`);
    expect(page.json().entries).toEqual([
      expect.objectContaining({
        actorEmail: admin.email,
        actorRole: 'admin',
        action: 'venue.approve',
        reason: 'Looks right',
      }),
    ]);
    expect((await audit(admin.cookie, '?q=looks%20RIGHT')).json().entries.length).toBeGreaterThan(
      0,
    );
    expect((await audit(admin.cookie, '?limit=0')).statusCode).toBe(400);

    const { adminAuditLog } = await import('../../db/schema.ts');
    await expect(t.db.update(adminAuditLog).set({ reason: 'changed' })).rejects.toThrow();
    await expect(t.db.delete(adminAuditLog)).rejects.toThrow();
    expect((await audit(admin.cookie, `?subjectId=${subject}`)).json().entries[0].reason).toBe(
      'Looks right',
    );
  });
});
