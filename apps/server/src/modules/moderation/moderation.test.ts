import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { adminAuditLog, adminUsers } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import { destination } from '../../lib/geo.ts';
import {
  callAs,
  createTestApp,
  GOOD_PASSWORD,
  newClientId,
  openChat,
  sessionCookie,
  signUp,
  uniqueEmail,
  type TestApp,
  type TestMember,
} from '../../test/test-app.ts';

const clock = manualClock();
let t: TestApp;
let mod: Staff;
let adm: Staff;
beforeAll(async () => {
  t = await createTestApp({}, {}, { clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  mod = await staff('moderator');
  adm = await staff('admin');
});
afterAll(async () => t?.close());

type Member = TestMember & { email: string; username: string };
type Staff = Member;

async function member(body: Record<string, unknown> = {}): Promise<Member> {
  const m = await signUp(t.app, body);
  return {
    id: m.body.user.id,
    cookie: m.cookie,
    email: m.body.user.email,
    username: (m.body as unknown as { profile: { username: string } }).profile.username,
  };
}

async function staff(role: 'moderator' | 'admin' | 'superadmin'): Promise<Staff> {
  const email = uniqueEmail(role);
  await t.db.insert(adminUsers).values({
    email,
    role: role === 'moderator' ? 'moderator' : 'admin',
    isSuperadmin: role === 'superadmin',
    isActive: true,
  });
  return member({ email });
}

const call = (
  who: TestMember,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => callAs(t.app, who, method, url, payload);

async function say(from: Member, conversationId: string, text: string): Promise<string> {
  const res = await call(from, 'POST', `/api/conversations/${conversationId}/messages`, {
    clientId: newClientId(),
    kind: 'text',
    text,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function reportMessage(reporter: Member, conversationId: string, messageId: string) {
  const res = await call(reporter, 'POST', `/api/conversations/${conversationId}/report`, {
    messageId,
    reason: 'harassment',
    details: 'He keeps insulting me',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function reportMember(reporter: Member, reported: Member, reason = 'spam') {
  const res = await call(reporter, 'POST', `/api/profiles/${reported.id}/report`, { reason });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const act = (who: Staff, reportId: number, body: object) =>
  call(who, 'POST', `/api/admin/reports/${reportId}/actions`, body);

function closeCode(cookie: string): Promise<{ opened: Promise<void>; closed: Promise<number> }> {
  const { port } = t.app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { headers: { cookie } });
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  return Promise.resolve({ opened, closed });
}

const signIn = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password: GOOD_PASSWORD },
  });

describe('who may use the moderation routes', () => {
  const routes: Array<['GET' | 'POST', string, object?]> = [
    ['GET', '/api/admin/reports'],
    ['GET', '/api/admin/reports/counts'],
    ['GET', '/api/admin/reports/1'],
    ['POST', '/api/admin/reports/1/actions', { action: 'dismiss', reason: 'no-breach' }],
    ['POST', '/api/admin/members/x/actions', { action: 'warn', reason: 'spam' }],
    ['GET', '/api/admin/members/x/moderation'],
  ];

  it.each(routes)('%s %s is 404 for a member and 401 signed out', async (method, url, payload) => {
    const m = await member();
    const res = await call(m, method, url, payload);
    expect(res.statusCode).toBe(404);
    const anon = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(anon.statusCode).toBe(401);
  });

  it('a ban needs an admin: 403 for a moderator, and nothing changes', async () => {
    const [b, a] = [await member(), await member()];
    const id = await reportMember(b, a);
    const res = await act(mod, id, { action: 'ban', reason: 'scam' });
    expect(res.statusCode).toBe(403);
    expect((await call(a, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await call(mod, 'GET', `/api/admin/reports/${id}`)).json().status).toBe('open');
  });

  it("a member's notices are his own: another member's notice id cannot be appealed", async () => {
    const [b, a, c] = [await member(), await member(), await member()];
    const id = await reportMember(b, a);
    expect((await act(mod, id, { action: 'warn', reason: 'spam' })).statusCode).toBe(200);
    const [notice] = (await call(a, 'GET', '/api/me/notices')).json();
    const res = await call(c, 'POST', `/api/me/notices/${notice.id}/appeal`, { text: 'not me' });
    expect(res.statusCode).toBe(404);
    expect((await call(c, 'GET', '/api/me/notices')).json()).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    ['an unknown action', { action: 'shadowban', reason: 'spam' }],
    ['an unknown reason', { action: 'warn', reason: 'vibes' }],
    ['0 days', { action: 'suspend', reason: 'spam', days: 0 }],
    ['400 days', { action: 'suspend', reason: 'spam', days: 400 }],
    ['a suspension without days', { action: 'suspend', reason: 'spam' }],
    ['days on a warning', { action: 'warn', reason: 'spam', days: 3 }],
    ['an unknown field', { action: 'warn', reason: 'spam', sneaky: true }],
  ])('refuses %s with 400', async (_label, body) => {
    const [b, a] = [await member(), await member()];
    const id = await reportMember(b, a);
    const res = await act(mod, id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBeTruthy();
  });

  it('refuses 5 MB of text without a 500', async () => {
    const [b, a] = [await member(), await member()];
    const id = await reportMember(b, a);
    const res = await act(mod, id, {
      action: 'note',
      reason: 'other',
      text: 'x'.repeat(5_000_000),
    });
    expect([400, 413]).toContain(res.statusCode);
  });

  it('answers 404 for a report that does not exist and 400 for a malformed id or query', async () => {
    expect((await call(mod, 'GET', '/api/admin/reports/999999')).statusCode).toBe(404);
    expect((await call(mod, 'GET', '/api/admin/reports/abc')).statusCode).toBe(400);
    expect((await call(mod, 'GET', '/api/admin/reports?status=closed')).statusCode).toBe(400);
    expect((await call(mod, 'GET', '/api/admin/reports?kind=spaceship')).statusCode).toBe(400);
  });
});

describe('the queue', () => {
  it('lists unreviewed reports oldest first with their age, filters by kind, and pages by key', async () => {
    const [b, a] = [await member(), await member()];
    const first = await reportMember(b, a);
    const conv = await openChat(t.app, a, b, { accept: true });
    const second = await reportMessage(b, conv, await say(a, conv, 'you are awful'));
    clock.advance(4 * 3_600_000);
    const page = (await call(mod, 'GET', '/api/admin/reports?status=unreviewed&limit=100')).json();
    const ids = page.reports.map((r: { id: number }) => r.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const row = page.reports.find((r: { id: number }) => r.id === first);
    expect(row).toMatchObject({ kind: 'member', reason: 'spam', subject: { id: a.id } });
    expect(row.ageHours).toBeGreaterThanOrEqual(3);

    const messages = (await call(mod, 'GET', '/api/admin/reports?kind=message&limit=100')).json();
    expect(messages.reports.every((r: { kind: string }) => r.kind === 'message')).toBe(true);
    expect(messages.reports.map((r: { id: number }) => r.id)).toContain(second);

    const one = (await call(mod, 'GET', '/api/admin/reports?limit=1')).json();
    expect(one.reports).toHaveLength(1);
    const next = (
      await call(mod, 'GET', `/api/admin/reports?limit=1&after=${one.nextAfter}`)
    ).json();
    expect(next.reports[0].id).toBeGreaterThan(one.reports[0].id);
  });

  it('escalate moves it to Escalated; dismiss resolves it and answers the next unreviewed', async () => {
    const [b, a] = [await member(), await member()];
    const id = await reportMember(b, a);
    expect((await act(mod, id, { action: 'escalate', reason: 'other' })).statusCode).toBe(200);
    const esc = (await call(mod, 'GET', '/api/admin/reports?status=escalated&limit=100')).json();
    expect(esc.reports.map((r: { id: number }) => r.id)).toContain(id);
    const other = await reportMember(b, a, 'scam');
    const done = await act(adm, id, { action: 'dismiss', reason: 'no-breach', text: 'joke' });
    expect(done.statusCode).toBe(200);
    expect(done.json().nextReportId).not.toBe(id);
    expect(done.json().nextReportId).toBeLessThanOrEqual(other);
    const resolved = (
      await call(mod, 'GET', '/api/admin/reports?status=resolved&limit=100')
    ).json();
    expect(resolved.reports.find((r: { id: number }) => r.id === id)).toMatchObject({
      status: 'resolved',
      outcome: 'dismiss',
    });
    const again = await act(mod, id, { action: 'warn', reason: 'spam' });
    expect(again.statusCode).toBe(409);
  });
});

describe('a reported message', () => {
  it('shows only the messages around it that the reporter could read: not hidden by him, not after the report', async () => {
    const [a, b] = [await member(), await member()];
    const conv = await openChat(t.app, a, b, { accept: true });
    const early = await say(a, conv, 'hello there');
    const hidden = await say(a, conv, 'something he deleted for himself');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/conversations/${conv}/messages/${hidden}?for=me`,
      headers: { cookie: b.cookie },
    });
    expect(del.statusCode, del.body).toBeLessThan(300);
    const reply = await say(b, conv, 'please stop');
    const bad = await say(a, conv, 'you are worthless');
    const reportId = await reportMessage(b, conv, bad);
    clock.advance(1000);
    const later = await say(a, conv, 'said after the report');

    const res = await call(mod, 'GET', `/api/admin/reports/${reportId}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      kind: 'message',
      reason: 'harassment',
      details: 'He keeps insulting me',
      reporter: { id: b.id },
      subject: { id: a.id },
      evidence: 'you are worthless',
    });
    const ids = detail.context.map((m: { id: string }) => m.id);
    expect(ids).toEqual(expect.arrayContaining([early, reply, bad]));
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(later);
    expect(detail.context.find((m: { reported: boolean }) => m.reported).id).toBe(bad);
    expect(detail.history.reportsAbout.map((r: { id: number }) => r.id)).toContain(reportId);
  });

  it('in a group, shows nothing from before the reporter joined', async () => {
    const [owner, a, c, late] = [await member(), await member(), await member(), await member()];
    const opened = await call(owner, 'POST', '/api/conversations', {
      userIds: [a.id, c.id],
      name: 'Group',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const group = opened.json().id as string;
    const before = await say(a, group, 'said before he joined');
    const added = await call(owner, 'POST', `/api/conversations/${group}/members`, {
      userIds: [late.id],
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const bad = await say(a, group, 'you are not welcome here');
    const reportId = await reportMessage(late, group, bad);
    const detail = (await call(mod, 'GET', `/api/admin/reports/${reportId}`)).json();
    const ids = detail.context.map((m: { id: string }) => m.id);
    expect(ids).toContain(bad);
    expect(ids).not.toContain(before);
  });

  it('in a group, shows only what the reporter could read: nothing from a member who blocked him, nor from while he was away (issue 35)', async () => {
    const [owner, a, s, r] = [await member(), await member(), await member(), await member()];
    const opened = await call(owner, 'POST', '/api/conversations', {
      userIds: [a.id, s.id, r.id],
      name: 'Group',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const group = opened.json().id as string;
    expect((await call(r, 'DELETE', `/api/conversations/${group}`)).statusCode).toBe(204);
    const away = await say(a, group, 'said while he was away');
    const back = await call(owner, 'POST', `/api/conversations/${group}/members`, {
      userIds: [r.id],
    });
    expect(back.statusCode, back.body).toBeLessThan(300);
    expect((await call(s, 'POST', `/api/profiles/${r.id}/block`)).statusCode).toBeLessThan(300);
    const hidden = await say(s, group, 'he cannot read this');
    const seen = await say(owner, group, 'hello all');
    const bad = await say(a, group, 'you are not welcome here');
    const history = (await call(r, 'GET', `/api/conversations/${group}/messages`)).json();
    const readable = JSON.stringify(history);
    expect(readable).not.toContain(hidden);
    expect(readable).not.toContain(away);
    const reportId = await reportMessage(r, group, bad);
    // He blocks the one he reported afterwards: what he saw when he reported still shows.
    expect((await call(r, 'POST', `/api/profiles/${a.id}/block`)).statusCode).toBeLessThan(300);
    const detail = (await call(mod, 'GET', `/api/admin/reports/${reportId}`)).json();
    const ids = detail.context.map((m: { id: string }) => m.id);
    expect(ids).toEqual(expect.arrayContaining([seen, bad]));
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(away);
  });

  it('remove takes the message down for both, and tells the sender and the reporter', async () => {
    const [a, b] = [await member(), await member()];
    const conv = await openChat(t.app, a, b, { accept: true });
    const bad = await say(a, conv, 'send me money now');
    const reportId = await reportMessage(b, conv, bad);
    const res = await act(mod, reportId, { action: 'remove', reason: 'scam', text: 'classic' });
    expect(res.statusCode, res.body).toBe(200);
    const page = (await call(b, 'GET', `/api/conversations/${conv}/messages?limit=50`)).json();
    const msg = page.messages.find((m: { id: string }) => m.id === bad);
    expect(msg?.text ?? msg?.body ?? null).toBeNull();
    const [statement] = (await call(a, 'GET', '/api/me/notices')).json();
    expect(statement).toMatchObject({
      kind: 'statement',
      title: 'We removed your message',
      canAppeal: true,
    });
    expect(statement.body).toContain('Scam or fraud');
    expect(statement.body).not.toContain('classic');
    const [outcome] = (await call(b, 'GET', '/api/me/notices')).json();
    expect(outcome).toMatchObject({ kind: 'outcome' });
    expect(outcome.body).toContain(`@${a.username}`);
    expect(outcome.body).toContain('we removed the message');
  });
});

describe('suspension and ban', () => {
  it('a suspension signs him out at once (socket 4401), refuses sign-in with why and until when, hides him everywhere, and lifting restores him', async () => {
    const berlin = { lat: 52.52, lng: 13.405 };
    const a = await member({ displayName: 'Suspended' });
    const b = await member();
    for (const m of [a, b])
      expect((await call(m, 'PUT', '/api/me/location', berlin)).statusCode).toBe(200);
    const tag = `tag${a.id
      .slice(0, 6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')}`;
    const posted = await call(a, 'POST', '/api/posts', { text: `hello #${tag}` });
    expect(posted.statusCode, posted.body).toBe(201);
    const nearbyIds = async () =>
      (await call(b, 'GET', '/api/discover/nearby'))
        .json()
        .members.map((m: { id: string }) => m.id);
    const searchBody = async () =>
      (await call(b, 'GET', `/api/search?q=${a.username}&kind=members`)).body;
    const postSearch = async () =>
      (await call(b, 'GET', `/api/search?q=%23${tag}&kind=posts`)).body;
    expect(await nearbyIds()).toContain(a.id);
    expect(await searchBody()).toContain(a.id);
    expect(await postSearch()).toContain(posted.json().id);
    const feedBody = async () => (await call(b, 'GET', '/api/feed?tab=feed')).body;
    expect(await feedBody()).toContain(posted.json().id);

    const socket = await closeCode(a.cookie);
    await socket.opened;
    const reportId = await reportMember(b, a, 'harassment');
    const res = await act(mod, reportId, { action: 'suspend', reason: 'harassment', days: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await socket.closed).toBe(4401);
    expect((await call(a, 'GET', '/api/me')).statusCode).toBe(401);

    const refused = await signIn(a.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ACCOUNT_SUSPENDED');
    expect(refused.json().error.message).toMatch(/suspended until .*Harassment/);
    expect(refused.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/session_token=[^;]+\./)]),
    );

    expect(await nearbyIds()).not.toContain(a.id);
    expect(await searchBody()).not.toContain(a.id);
    expect(await postSearch()).not.toContain(posted.json().id);
    expect(await feedBody()).not.toContain(posted.json().id);
    expect((await call(b, 'GET', `/api/profiles/${a.id}`)).statusCode).toBe(404);

    const [statement] = (await call(mod, 'GET', `/api/admin/members/${a.id}/moderation`)).json()
      .actions;
    expect(statement).toMatchObject({ action: 'suspend', days: 3 });
    const [outcome] = (await call(b, 'GET', '/api/me/notices')).json();
    expect(outcome.body).toContain('we found a breach of our rules and took action');
    expect(outcome.body).not.toMatch(/suspend/i);

    const lift = await call(mod, 'POST', `/api/admin/members/${a.id}/actions`, {
      action: 'lift',
      reason: 'other',
    });
    expect(lift.statusCode, lift.body).toBe(200);
    const back = await signIn(a.email);
    expect(back.statusCode).toBe(200);
    expect((await call(b, 'GET', `/api/profiles/${a.id}`)).statusCode).toBe(200);
    expect(await nearbyIds()).toContain(a.id);
    const notices = await call({ id: a.id, cookie: sessionCookie(back) }, 'GET', '/api/me/notices');
    expect(notices.json().map((n: { title: string }) => n.title)).toEqual([
      'Your account is restored',
      'Your account is suspended',
    ]);
  });

  it('a suspension ends by the clock, with no job', async () => {
    const [a, b] = [await member(), await member()];
    const reportId = await reportMember(b, a);
    expect(
      (await act(mod, reportId, { action: 'suspend', reason: 'spam', days: 1 })).statusCode,
    ).toBe(200);
    expect((await signIn(a.email)).statusCode).toBe(403);
    clock.advance(25 * 3_600_000);
    expect((await signIn(a.email)).statusCode).toBe(200);
    clock.advance(-25 * 3_600_000);
  });

  it('a ban by an admin refuses sign-in for good, and the statement reaches him once a ban is lifted', async () => {
    const [a, b] = [await member(), await member()];
    const reportId = await reportMember(b, a, 'scam');
    expect((await act(adm, reportId, { action: 'ban', reason: 'scam' })).statusCode).toBe(200);
    const refused = await signIn(a.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ACCOUNT_BANNED');
    const liftByMod = await call(mod, 'POST', `/api/admin/members/${a.id}/actions`, {
      action: 'lift',
      reason: 'other',
    });
    expect(liftByMod.statusCode).toBe(403);
    const lift = await call(adm, 'POST', `/api/admin/members/${a.id}/actions`, {
      action: 'lift',
      reason: 'other',
    });
    expect(lift.statusCode).toBe(200);
    const signed = await signIn(a.email);
    expect(signed.statusCode).toBe(200);
  });
});

describe('statements, appeals and the audit log', () => {
  it('a banned member, who cannot sign in, appeals with his e-mail and password; it lands in the queue once', async () => {
    const [a, b, other] = [await member(), await member(), await member()];
    const reportId = await reportMember(b, a, 'scam');
    expect((await act(adm, reportId, { action: 'ban', reason: 'scam' })).statusCode).toBe(200);
    const appeal = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/auth/appeal', payload: body });
    const text = 'That was my brother on my phone, not me.';

    const wrong = await appeal({ email: a.email, password: 'not-his-password-1', text });
    expect(wrong.statusCode).toBe(401);
    const unknown = await appeal({ email: uniqueEmail('nobody'), password: GOOD_PASSWORD, text });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.message).toBe(wrong.json().error.message);
    const notRestricted = await appeal({ email: other.email, password: GOOD_PASSWORD, text });
    expect(notRestricted.statusCode).toBe(409);
    expect((await appeal({ email: a.email, password: GOOD_PASSWORD })).statusCode).toBe(400);

    const made = await appeal({ email: a.email, password: GOOD_PASSWORD, text });
    expect(made.statusCode, made.body).toBe(202);
    expect(made.json().message).toMatch(/moderators/);
    const queue = await call(
      mod,
      'GET',
      '/api/admin/reports?status=unreviewed&kind=appeal&limit=100',
    );
    expect(queue.statusCode, queue.body).toBe(200);
    const mine = queue
      .json()
      .reports.filter((r: { subject: { id: string } | null }) => r.subject?.id === a.id);
    expect(mine).toHaveLength(1);
    expect((await appeal({ email: a.email, password: GOOD_PASSWORD, text })).statusCode).toBe(409);
    expect((await signIn(a.email)).statusCode).toBe(403);
  });

  it('a warned member appeals once; the appeal lands in the queue with the action; upholding tells him', async () => {
    const [a, b] = [await member(), await member()];
    const reportId = await reportMember(b, a, 'fake-profile');
    const warned = await act(mod, reportId, { action: 'warn', reason: 'fake-profile' });
    expect(warned.statusCode).toBe(200);
    const [statement] = (await call(a, 'GET', '/api/me/notices')).json();
    expect(statement).toMatchObject({
      title: 'A warning from Blaze',
      canAppeal: true,
      appealed: false,
    });
    expect(statement.body).toContain('appeal');

    const appealed = await call(a, 'POST', `/api/me/notices/${statement.id}/appeal`, {
      text: 'These are my own photos',
    });
    expect(appealed.statusCode, appealed.body).toBe(200);
    expect(appealed.json()[0]).toMatchObject({ canAppeal: false, appealed: true });
    const twice = await call(a, 'POST', `/api/me/notices/${statement.id}/appeal`, {
      text: 'again',
    });
    expect(twice.statusCode).toBe(409);

    const queue = (await call(mod, 'GET', '/api/admin/reports?kind=appeal&limit=100')).json();
    const appeal = queue.reports.find((r: { subject: { id: string } }) => r.subject?.id === a.id);
    expect(appeal).toBeTruthy();
    const detail = (await call(mod, 'GET', `/api/admin/reports/${appeal.id}`)).json();
    expect(detail).toMatchObject({
      kind: 'appeal',
      details: 'These are my own photos',
      appealed: { id: warned.json().actionId, action: 'warn' },
    });
    expect(
      (await act(adm, appeal.id, { action: 'lift', reason: 'appeal-upheld' })).statusCode,
    ).toBe(200);
    const [upheld] = (await call(a, 'GET', '/api/me/notices')).json();
    expect(upheld.title).toBe('Your appeal was upheld');
  });

  it('every action writes an audit row naming the actor and the reason', async () => {
    const [a, b] = [await member(), await member()];
    const reportId = await reportMember(b, a);
    for (const body of [
      { action: 'note', reason: 'other', text: 'looked at his photos' },
      { action: 'escalate', reason: 'other' },
      { action: 'warn', reason: 'spam', text: 'first time' },
    ])
      expect((await act(mod, reportId, body)).statusCode).toBe(200);
    const suspend = await call(mod, 'POST', `/api/admin/members/${a.id}/actions`, {
      action: 'suspend',
      reason: 'spam',
      days: 2,
    });
    expect(suspend.statusCode).toBe(200);
    const rows = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.actorId, mod.id));
    const mine = rows.filter((r) => r.subjectId === String(reportId) || r.subjectId === a.id);
    expect(mine.map((r) => r.action)).toEqual(
      expect.arrayContaining(['report.note', 'report.escalate', 'report.warn', 'member.suspend']),
    );
    expect(mine.find((r) => r.action === 'report.note')?.reason).toBe(
      'Another breach of our rules: looked at his photos',
    );
    expect(mine.find((r) => r.action === 'member.suspend')?.details).toMatchObject({ days: 2 });
  });

  it('counts open reports for the overview', async () => {
    const res = await call(mod, 'GET', '/api/admin/reports/counts');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      unreviewed: expect.any(Number),
      escalated: expect.any(Number),
      overdue: expect.any(Number),
    });
  });
});

describe('staff act only on members below their own role (issue 35)', () => {
  const onMember = (who: Staff, target: Member, body: object) =>
    call(who, 'POST', `/api/admin/members/${target.id}/actions`, body);
  const refusedForRank = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(403);
    const { error } = res.json() as { error: { code: string; message: string } };
    expect(error.code).toBe('STAFF_RANK');
    expect(error.message.length).toBeGreaterThan(20);
  };
  /** He appeals his latest appealable statement (signed in); the appeal's report id. */
  async function appealLatest(who: Member): Promise<number> {
    const notices = (await call(who, 'GET', '/api/me/notices')).json() as Array<{
      id: number;
      canAppeal: boolean;
    }>;
    const notice = notices.find((n) => n.canAppeal);
    if (!notice) throw new Error('nothing to appeal');
    const res = await call(who, 'POST', `/api/me/notices/${notice.id}/appeal`, {
      text: 'Please look again',
    });
    expect(res.statusCode, res.body).toBe(200);
    return appealOf(who);
  }
  async function appealOf(who: Member): Promise<number> {
    const queue = (await call(adm, 'GET', '/api/admin/reports?kind=appeal&limit=100')).json();
    const found = queue.reports.find(
      (r: { subject: { id: string } | null; status: string }) =>
        r.subject?.id === who.id && r.status !== 'resolved',
    );
    if (!found) throw new Error('no appeal in the queue');
    return found.id as number;
  }

  it('a moderator cannot suspend, warn or ban an admin, nor another moderator: the admin still signs in', async () => {
    const [admin2, mod2] = [await staff('admin'), await staff('moderator')];
    refusedForRank(
      await onMember(mod, admin2, { action: 'suspend', days: 365, reason: 'spam', text: 'bye' }),
    );
    refusedForRank(await onMember(mod, admin2, { action: 'warn', reason: 'spam' }));
    refusedForRank(await onMember(mod, mod2, { action: 'suspend', days: 1, reason: 'spam' }));
    refusedForRank(await onMember(adm, admin2, { action: 'warn', reason: 'spam' }));
    expect((await signIn(admin2.email)).statusCode).toBe(200);
    expect((await signIn(mod2.email)).statusCode).toBe(200);
    expect((await call(admin2, 'GET', '/api/me/notices')).json()).toEqual([]);
    const history = (await call(adm, 'GET', `/api/admin/members/${admin2.id}/moderation`)).json();
    expect(history.restriction).toBeNull();
    // A note is staff-only and harms nobody; an admin acts on a moderator.
    expect((await onMember(mod, admin2, { action: 'note', reason: 'other' })).statusCode).toBe(200);
    expect((await onMember(adm, mod2, { action: 'warn', reason: 'spam' })).statusCode).toBe(200);
  });

  it('a moderator can only escalate a report about an admin; a superadmin decides it', async () => {
    const [admin2, b, boss] = [await staff('admin'), await member(), await staff('superadmin')];
    const reportId = await reportMember(b, admin2);
    refusedForRank(await act(mod, reportId, { action: 'suspend', days: 30, reason: 'spam' }));
    refusedForRank(await act(mod, reportId, { action: 'dismiss', reason: 'no-breach' }));
    expect((await act(mod, reportId, { action: 'escalate', reason: 'other' })).statusCode).toBe(
      200,
    );
    refusedForRank(await act(adm, reportId, { action: 'dismiss', reason: 'no-breach' }));
    expect((await act(boss, reportId, { action: 'dismiss', reason: 'no-breach' })).statusCode).toBe(
      200,
    );
    expect((await signIn(admin2.email)).statusCode).toBe(200);
  });

  it('the moderator who took a decision cannot decide its appeal; another one can', async () => {
    const [a, b, mod2] = [await member(), await member(), await staff('moderator')];
    const reportId = await reportMember(b, a);
    expect((await act(mod, reportId, { action: 'warn', reason: 'spam' })).statusCode).toBe(200);
    const appeal = await appealLatest(a);
    refusedForRank(await act(mod, appeal, { action: 'dismiss', reason: 'other' }));
    refusedForRank(await act(mod, appeal, { action: 'lift', reason: 'appeal-upheld' }));
    expect((await call(mod, 'GET', `/api/admin/reports/${appeal}`)).json().status).toBe('open');
    expect((await act(mod2, appeal, { action: 'dismiss', reason: 'other' })).statusCode).toBe(200);
  });

  it('a moderator cannot lift, shorten or judge on appeal a suspension an admin imposed', async () => {
    const [a, admin2] = [await member(), await staff('admin')];
    const suspended = await onMember(adm, a, { action: 'suspend', days: 30, reason: 'scam' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    refusedForRank(await onMember(mod, a, { action: 'lift', reason: 'other' }));
    refusedForRank(await onMember(mod, a, { action: 'suspend', days: 1, reason: 'spam' }));
    const appealed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/appeal',
      payload: { email: a.email, password: GOOD_PASSWORD, text: 'It was not me.' },
    });
    expect(appealed.statusCode, appealed.body).toBe(202);
    const appeal = await appealOf(a);
    refusedForRank(await act(mod, appeal, { action: 'lift', reason: 'appeal-upheld' }));
    refusedForRank(await act(mod, appeal, { action: 'dismiss', reason: 'other' }));
    const refused = await signIn(a.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/suspended until/);
    expect(
      (await act(admin2, appeal, { action: 'lift', reason: 'appeal-upheld' })).statusCode,
    ).toBe(200);
    expect((await signIn(a.email)).statusCode).toBe(200);
  });

  it("nobody decides his own appeal, even a moderator on an admin's warning", async () => {
    const mod2 = await staff('moderator');
    expect((await onMember(adm, mod2, { action: 'warn', reason: 'spam' })).statusCode).toBe(200);
    const appeal = await appealLatest(mod2);
    refusedForRank(await act(mod2, appeal, { action: 'lift', reason: 'appeal-upheld' }));
    refusedForRank(await act(mod2, appeal, { action: 'dismiss', reason: 'other' }));
    expect((await call(mod2, 'GET', `/api/admin/reports/${appeal}`)).json().status).toBe('open');
  });

  it('superadmins may act on each other (they can revoke each other anyway)', async () => {
    const [boss, boss2] = [await staff('superadmin'), await staff('superadmin')];
    expect((await onMember(boss, boss2, { action: 'warn', reason: 'spam' })).statusCode).toBe(200);
    refusedForRank(await onMember(boss, boss, { action: 'warn', reason: 'spam' }));
  });
});

describe('discovery with restricted members', () => {
  it('fills every nearby page when the nearest members are suspended, in the same order as one long page', async () => {
    const here = destination({ lat: 52.52, lng: 13.405 }, 700_000, 1.3);
    const me = await member();
    expect((await call(me, 'PUT', '/api/me/location', here)).statusCode).toBe(200);
    const around: Member[] = [];
    for (let i = 0; i < 26; i++) {
      const m = await member();
      const at = destination(here, 600 + i * 900, i);
      expect((await call(m, 'PUT', '/api/me/location', at)).statusCode).toBe(200);
      around.push(m);
    }
    for (const m of around.slice(0, 6)) {
      const res = await call(mod, 'POST', `/api/admin/members/${m.id}/actions`, {
        action: 'suspend',
        reason: 'spam',
        days: 7,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const ids = (res: { json: () => { members: Array<{ id: string }> } }) =>
      res.json().members.map((m) => m.id);
    const whole = ids(await call(me, 'GET', '/api/discover/nearby?radiusKm=25&limit=100'));
    expect(whole).toHaveLength(20);
    for (const m of around.slice(0, 6)) expect(whole).not.toContain(m.id);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await call(
        me,
        'GET',
        `/api/discover/nearby?radiusKm=25&limit=10${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const members = ids(page);
      cursor = page.json().nextCursor;
      if (cursor) expect(members).toHaveLength(10);
      paged.push(...members);
    } while (cursor);
    expect(paged).toEqual(whole);
  });
});
