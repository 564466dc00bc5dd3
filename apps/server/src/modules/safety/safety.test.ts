import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reports } from '../../db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(async () => t?.close());

const req = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('blocking', () => {
  it('makes blocker and blocked vanish from each other everywhere, until unblocked', async () => {
    const a = await signUp(t.app, { displayName: 'Blocker' });
    const b = await signUp(t.app, { displayName: 'Blocked' });
    const aId = a.body.user.id;
    const bId = b.body.user.id;
    const conv = await req('POST', '/api/conversations', b.cookie, { userId: aId });
    expect(conv.statusCode).toBe(201);

    expect((await req('POST', `/api/profiles/${bId}/block`, a.cookie)).statusCode).toBe(204);

    expect((await req('GET', `/api/profiles/${aId}`, b.cookie)).statusCode).toBe(404);
    expect((await req('GET', `/api/profiles/${bId}`, a.cookie)).statusCode).toBe(404);
    expect((await req('POST', `/api/profiles/${aId}/like`, b.cookie)).statusCode).toBe(404);
    expect((await req('POST', '/api/conversations', b.cookie, { userId: aId })).statusCode).toBe(
      404,
    );
    expect((await req('GET', `/api/conversations/${conv.json().id}`, b.cookie)).statusCode).toBe(
      404,
    );
    const dash = (await req('GET', '/api/dashboard', b.cookie)).json();
    const ids = [...dash.onlineNow, ...dash.newMembers].map((m: { id: string }) => m.id);
    expect(ids).not.toContain(aId);

    const list = (await req('GET', '/api/blocks', a.cookie)).json();
    expect(list).toEqual([expect.objectContaining({ userId: bId, displayName: 'Blocked' })]);

    expect((await req('DELETE', `/api/blocks/${bId}`, a.cookie)).statusCode).toBe(204);
    expect((await req('GET', `/api/profiles/${aId}`, b.cookie)).statusCode).toBe(200);
    expect((await req('DELETE', `/api/blocks/${bId}`, a.cookie)).statusCode).toBe(404);
  });

  it('refuses blocking yourself or an unknown member', async () => {
    const a = await signUp(t.app);
    expect((await req('POST', `/api/profiles/${a.body.user.id}/block`, a.cookie)).statusCode).toBe(
      400,
    );
    expect((await req('POST', '/api/profiles/nobody-here/block', a.cookie)).statusCode).toBe(404);
  });
});

describe('reporting', () => {
  it('stores the report with its reason for the admin queue', async () => {
    const reporter = await signUp(t.app);
    const reported = await signUp(t.app);
    const res = await req(
      'POST',
      `/api/profiles/${reported.body.user.id}/report`,
      reporter.cookie,
      {
        reason: 'fake-profile',
        details: 'Photos are of a celebrity',
      },
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(reports).where(eq(reports.id, res.json().id));
    expect(row).toMatchObject({
      reason: 'fake-profile',
      details: 'Photos are of a celebrity',
      status: 'open',
      reportedId: reported.body.user.id,
    });
  });

  it('refuses an unknown reason with 400', async () => {
    const reporter = await signUp(t.app);
    const reported = await signUp(t.app);
    const res = await req(
      'POST',
      `/api/profiles/${reported.body.user.id}/report`,
      reporter.cookie,
      { reason: 'i-just-dont-like-him' },
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('conversations', () => {
  it('opens one conversation per pair, visible only to its members', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const c = await signUp(t.app);
    const first = await req('POST', '/api/conversations', a.cookie, { userId: b.body.user.id });
    const again = await req('POST', '/api/conversations', b.cookie, { userId: a.body.user.id });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const seen = await req('GET', `/api/conversations/${first.json().id}`, a.cookie);
    expect(seen.json().participants.map((p: { id: string }) => p.id)).toEqual([b.body.user.id]);
    expect((await req('GET', `/api/conversations/${first.json().id}`, c.cookie)).statusCode).toBe(
      404,
    );
  });
});
