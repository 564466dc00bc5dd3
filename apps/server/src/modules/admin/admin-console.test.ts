import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminUsers,
  profiles,
  promotions,
  serviceProviders,
  users,
  venues,
} from '../../db/schema.ts';
import {
  callAs,
  createTestApp,
  newMember,
  signUp,
  uniqueEmail,
  type TestApp,
  type TestMember,
} from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Staff = TestMember & { email: string; username: string };
let n = 0;
/** A signed-in staff member of this role (his admin_users row made as the operator would). */
async function staff(role: 'moderator' | 'admin' | 'superadmin'): Promise<Staff> {
  const email = uniqueEmail(role);
  const username = `${role.slice(0, 4)}_${Date.now().toString(36)}_${++n}`;
  await t.db.insert(adminUsers).values({
    email,
    role: role === 'moderator' ? 'moderator' : 'admin',
    isSuperadmin: role === 'superadmin',
  });
  const { cookie, body } = await signUp(t.app, { email, username });
  return { id: body.user.id, cookie, email, username };
}
async function memberNamed(username: string) {
  const email = uniqueEmail('m');
  const { cookie, body } = await signUp(t.app, { email, username });
  return { id: body.user.id, cookie, email, username };
}
const auditOf = async (who: TestMember, query: string) =>
  (await callAs(t.app, who, 'GET', `/api/admin/audit?${query}`)).json().entries as Array<
    Record<string, unknown>
  >;

describe('GET /api/admin/overview', () => {
  it('counts members, open reports and pending approvals as they change', async () => {
    const moderator = await staff('moderator');
    const before = (await callAs(t.app, moderator, 'GET', '/api/admin/overview')).json();
    const a = await newMember(t.app);
    const b = await newMember(t.app);
    const reported = await callAs(t.app, a, 'POST', `/api/profiles/${b.id}/report`, {
      reason: 'spam',
    });
    expect(reported.statusCode).toBeLessThan(300);
    await t.db.insert(venues).values({
      id: randomUUID(),
      name: 'The Counting Bar',
      category: 'bar',
      city: 'Berlin',
      latitude: 52.5,
      longitude: 13.4,
      timeZone: 'Europe/Berlin',
      status: 'pending',
    });
    const res = await callAs(t.app, moderator, 'GET', '/api/admin/overview');
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.members).toBe(before.members + 2);
    expect(after.openReports).toBe(before.openReports + 1);
    expect(after.pendingApprovals.venues).toBe(before.pendingApprovals.venues + 1);
    expect(after.pendingApprovals.total).toBe(before.pendingApprovals.total + 1);
    expect(after.verificationRequests).toBe(0);
  });
});

describe('member search and a member page', () => {
  it('finds members by username for moderators, hides e-mails from them, and pages by keyset', async () => {
    const moderator = await staff('moderator');
    const tag = `zeb${Date.now().toString(36)}`;
    // 27 accounts as rows (signing each up through the API would take half a minute).
    await t.db.insert(users).values(
      Array.from({ length: 27 }, (_, i) => ({
        id: `${tag}-${i}`,
        name: tag,
        email: `${tag}.${i}@example.test`,
        emailVerified: true,
      })),
    );
    await t.db.insert(profiles).values(
      Array.from({ length: 27 }, (_, i) => ({
        id: `${tag}-${i}`,
        username: `${tag}_${String(i).padStart(2, '0')}`,
      })),
    );
    const first = await callAs(
      t.app,
      moderator,
      'GET',
      `/api/admin/members?q=${tag.toUpperCase()}`,
    );
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.members).toHaveLength(25);
    expect(page1.members[0]).toMatchObject({ username: `${tag}_00`, email: null });
    const second = await callAs(
      t.app,
      moderator,
      'GET',
      `/api/admin/members?q=${tag}&after=${page1.nextAfter}`,
    );
    expect(second.json().members.map((m: { username: string }) => m.username)).toEqual([
      `${tag}_25`,
      `${tag}_26`,
    ]);
    expect(second.json().nextAfter).toBeNull();
    // A moderator may not search by e-mail; a forged cursor is a 400, not a 500.
    expect(
      (await callAs(t.app, moderator, 'GET', `/api/admin/members?by=email&q=${tag}`)).statusCode,
    ).toBe(403);
    expect(
      (await callAs(t.app, moderator, 'GET', '/api/admin/members?after=not-a-cursor')).statusCode,
    ).toBe(400);
    expect((await callAs(t.app, moderator, 'GET', '/api/admin/members?sort=x')).statusCode).toBe(
      400,
    );
  });

  it('lets admins search by e-mail, shows them the e-mail, and audits the search', async () => {
    const admin = await staff('admin');
    const target = await memberNamed(`mail_${Date.now().toString(36)}`);
    const res = await callAs(
      t.app,
      admin,
      'GET',
      `/api/admin/members?by=email&q=${encodeURIComponent(target.email)}`,
    );
    expect(res.json().members).toEqual([
      expect.objectContaining({ id: target.id, email: target.email }),
    ]);
    expect(await auditOf(admin, `actorId=${admin.id}`)).toEqual([
      expect.objectContaining({ action: 'member.search_email', subjectId: target.email }),
    ]);
  });

  it("shows a member's page: profile, account, reports about and by him; no location, no e-mail for moderators", async () => {
    const moderator = await staff('moderator');
    const admin = await staff('admin');
    const target = await memberNamed(`page_${Date.now().toString(36)}`);
    const other = await newMember(t.app);
    await callAs(t.app, other, 'POST', `/api/profiles/${target.id}/report`, {
      reason: 'scam',
      details: 'asked for money',
    });
    await callAs(t.app, target, 'POST', `/api/profiles/${other.id}/report`, { reason: 'spam' });
    const res = await callAs(t.app, moderator, 'GET', `/api/admin/members/${target.id}`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({
      id: target.id,
      username: target.username,
      email: null,
      emailVerified: true,
      staffRole: null,
      reportsAbout: { total: 1, open: 1, latest: [{ reason: 'scam', kind: 'member' }] },
      reportsBy: { total: 1, open: 1, latest: [{ reason: 'spam', kind: 'member' }] },
    });
    for (const hidden of ['latitude', 'longitude', 'hivStatus', 'details', 'evidence'])
      expect(JSON.stringify(page)).not.toContain(hidden);
    expect(
      (await callAs(t.app, admin, 'GET', `/api/admin/members/${target.id}`)).json().email,
    ).toBe(target.email);
    const unknown = await callAs(t.app, moderator, 'GET', `/api/admin/members/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect((await callAs(t.app, target, 'GET', `/api/admin/members/${other.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('roles (superadmins)', () => {
  it('grants and revokes by username, each an audit row, and refuses himself and the last superadmin', async () => {
    // This file's superadmins are the only ones: start from none.
    const boss = await staff('superadmin');
    const target = await memberNamed(`mod_${Date.now().toString(36)}`);
    const grant = await callAs(t.app, boss, 'POST', '/api/admin/roles/grant', {
      username: target.username.toUpperCase(),
      role: 'moderator',
      reason: 'Joins the night shift',
    });
    expect(grant.statusCode).toBe(200);
    expect(grant.json().staff).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: target.username, role: 'moderator' }),
      ]),
    );
    expect((await callAs(t.app, target, 'GET', '/api/admin/overview')).statusCode).toBe(200);
    expect((await callAs(t.app, target, 'GET', '/api/admin/audit')).statusCode).toBe(403);

    const revoke = await callAs(t.app, boss, 'POST', '/api/admin/roles/revoke', {
      email: target.email,
    });
    expect(revoke.statusCode).toBe(200);
    expect((await callAs(t.app, target, 'GET', '/api/admin/overview')).statusCode).toBe(404);
    expect((await auditOf(boss, `actorId=${boss.id}`)).map((e) => e.action)).toEqual([
      'role.revoke',
      'role.grant',
    ]);

    const self = await callAs(t.app, boss, 'POST', '/api/admin/roles/revoke', {
      email: boss.email.toUpperCase(),
    });
    expect(self.statusCode).toBe(409);
    const selfGrant = await callAs(t.app, boss, 'POST', '/api/admin/roles/grant', {
      username: boss.username,
      role: 'moderator',
    });
    expect(selfGrant.statusCode).toBe(409);
    expect(
      (
        await callAs(t.app, boss, 'POST', '/api/admin/roles/grant', {
          username: 'nobody_zz',
          role: 'admin',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await callAs(t.app, boss, 'POST', '/api/admin/roles/grant', {
          username: target.username,
          role: 'king',
        })
      ).statusCode,
    ).toBe(400);
  });

  it(
    'never leaves Blaze without a superadmin, even when the last two revoke each other at once',
    {
      timeout: 120_000,
    },
    async () => {
      const own = await createTestApp();
      try {
        const superadmin = async () => {
          const email = uniqueEmail('super');
          await own.db.insert(adminUsers).values({ email, role: 'admin', isSuperadmin: true });
          return { email, cookie: (await signUp(own.app, { email })).cookie };
        };
        const a = await superadmin();
        const b = await superadmin();
        const revoke = (by: { cookie: string }, email: string) =>
          own.app.inject({
            method: 'POST',
            url: '/api/admin/roles/revoke',
            headers: { cookie: by.cookie },
            payload: { email },
          });
        const [ab, ba] = await Promise.all([revoke(a, b.email), revoke(b, a.email)]);
        expect([ab.statusCode, ba.statusCode].filter((s) => s === 200)).toHaveLength(1);
        const left = await own.db.select().from(adminUsers);
        expect(left.filter((r) => r.isActive && r.isSuperadmin)).toHaveLength(1);
      } finally {
        await own.close();
      }
    },
  );
});

describe('ADMIN_EMAILS with a role', () => {
  it(
    'grants the role an entry names (moderator here), once the address is verified',
    {
      timeout: 120_000,
    },
    async () => {
      const email = uniqueEmail('nightmod');
      const own = await createTestApp(
        {},
        { ADMIN_EMAILS: `${email}:moderator, other@x.test:king` },
      );
      try {
        const { cookie } = await signUp(own.app, { email });
        const me = await own.app.inject({
          method: 'GET',
          url: '/api/admin/me',
          headers: { cookie },
        });
        expect(me.json()).toMatchObject({ isAdmin: true, role: 'moderator', isSuperadmin: false });
        const audit = await own.app.inject({
          method: 'GET',
          url: '/api/admin/audit',
          headers: { cookie },
        });
        expect(audit.statusCode).toBe(403);
      } finally {
        await own.close();
      }
    },
  );
});

describe('approvals and promotions write the audit log', () => {
  it('approving a venue writes who, what and why', async () => {
    const admin = await staff('admin');
    const venueId = randomUUID();
    await t.db.insert(venues).values({
      id: venueId,
      name: 'Audit Sauna',
      category: 'sauna',
      city: 'Berlin',
      latitude: 52.5,
      longitude: 13.4,
      timeZone: 'Europe/Berlin',
      status: 'pending',
    });
    const res = await callAs(t.app, admin, 'POST', `/api/admin/places/venues/${venueId}/review`, {
      decision: 'approve',
      note: 'Photos match the address',
    });
    expect(res.statusCode).toBe(200);
    expect(await auditOf(admin, `subjectKind=venue&subjectId=${venueId}`)).toEqual([
      expect.objectContaining({
        action: 'venue.approve',
        actorId: admin.id,
        actorRole: 'admin',
        reason: 'Photos match the address',
      }),
    ]);
  });

  it('declining a service listing writes its reason; the overview counts it no more', async () => {
    const admin = await staff('admin');
    const provider = await newMember(t.app);
    const id = randomUUID();
    await t.db.insert(serviceProviders).values({
      id,
      userId: provider.id,
      handle: `h${Date.now().toString(36)}`,
      displayName: 'Audit Massage',
      category: 'massage',
      headline: 'Relaxing',
      city: 'Berlin',
    });
    const pending = async () =>
      (await callAs(t.app, admin, 'GET', '/api/admin/overview')).json().pendingApprovals.services;
    const before = await pending();
    const res = await callAs(t.app, admin, 'POST', `/api/admin/services/${id}/reject`, {
      note: 'Photos show another person',
    });
    expect(res.statusCode).toBe(200);
    expect(await pending()).toBe(before - 1);
    expect(await auditOf(admin, `subjectKind=service&subjectId=${id}`)).toEqual([
      expect.objectContaining({
        action: 'service.reject',
        reason: 'Photos show another person',
        details: { memberId: provider.id },
      }),
    ]);
  });

  it('lists, edits and ends a promotion, each action audited; members stop seeing it', async () => {
    const admin = await staff('admin');
    const created = await callAs(t.app, admin, 'POST', '/api/admin/promotions', {
      sponsor: 'Audit Co',
      title: 'Pride week',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const listed = (await callAs(t.app, admin, 'GET', '/api/admin/promotions')).json().items;
    expect(listed[0]).toMatchObject({ id, title: 'Pride week', state: 'running' });
    const edited = await callAs(t.app, admin, 'PATCH', `/api/admin/promotions/${id}`, {
      title: 'Pride weekend',
    });
    expect(edited.json()).toMatchObject({ title: 'Pride weekend', state: 'running' });
    expect(
      (
        await callAs(t.app, admin, 'PATCH', `/api/admin/promotions/${id}`, {
          linkUrl: 'http://x.y',
        })
      ).statusCode,
    ).toBe(400);
    const ended = await callAs(t.app, admin, 'POST', `/api/admin/promotions/${id}/end`, {
      reason: 'Sponsor asked',
    });
    expect(ended.json().state).toBe('ended');
    expect(
      (await callAs(t.app, admin, 'POST', `/api/admin/promotions/${id}/end`, {})).statusCode,
    ).toBe(409);
    const member = await newMember(t.app);
    expect((await callAs(t.app, member, 'POST', `/api/promotions/${id}/click`)).statusCode).toBe(
      404,
    );
    expect(
      (await auditOf(admin, `subjectKind=promotion&subjectId=${id}`)).map((e) => e.action),
    ).toEqual(['promotion.end', 'promotion.edit', 'promotion.create']);
    const nobody = randomUUID();
    const unknownEdit = await callAs(t.app, admin, 'PATCH', `/api/admin/promotions/${nobody}`, {
      title: 'x',
    });
    expect(unknownEdit.statusCode).toBe(404);
    expect(
      (await callAs(t.app, admin, 'POST', `/api/admin/promotions/${nobody}/end`, {})).statusCode,
    ).toBe(404);
    const backwards = await callAs(t.app, admin, 'PATCH', `/api/admin/promotions/${id}`, {
      startsAt: '2030-01-02T00:00:00Z',
      endsAt: '2030-01-01T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(
      (await callAs(t.app, admin, 'PATCH', `/api/admin/promotions/${id}`, { clicks: 9 }))
        .statusCode,
    ).toBe(400);
    const [row] = await t.db.select().from(promotions).where(eq(promotions.id, id));
    expect(row?.title).toBe('Pride weekend');
  });
});
