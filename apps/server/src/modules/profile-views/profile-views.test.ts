import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewedMe } from '@blaze/contracts';
import { PROFILE_VIEWS } from '@blaze/contracts';
import { manualClock } from '../../lib/clock.ts';
import { afterwardsSettled } from '../../lib/work-scope.ts';
import { grantFor } from '../../test/entitlements.ts';
import {
  callAs,
  createTestApp,
  signUp,
  type TestApp,
  type TestMember,
} from '../../test/test-app.ts';

const SECOND = 1_000;
const DAY = 86_400_000;
const clock = manualClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, { clock });
});
afterAll(async () => t?.close());

async function member(name: string): Promise<TestMember> {
  const m = await signUp(t.app, { displayName: name });
  return { id: m.body.user.id, cookie: m.cookie };
}
/** Opens the profile, and waits for the view it records once the answer is out. */
async function open(viewer: TestMember, profileId: string) {
  const res = await callAs(t.app, viewer, 'GET', `/api/profiles/${profileId}`);
  await afterwardsSettled();
  return res;
}
async function viewedMe(m: TestMember): Promise<ViewedMe> {
  const res = await callAs(t.app, m, 'GET', '/api/me/viewers');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const block = (by: TestMember, id: string) =>
  callAs(t.app, by, 'POST', `/api/profiles/${id}/block`);

describe('GET /api/me/viewers', () => {
  it('needs a session (401)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/viewers' })).statusCode).toBe(401);
  });

  it('records a view when he opens my profile, at most once per 30 seconds, and never my own', async () => {
    const me = await member('Seen');
    const him = await member('Looker');
    expect((await open(him, me.id)).statusCode).toBe(200);
    clock.advance(10 * SECOND);
    await open(him, me.id);
    clock.advance(19 * SECOND);
    await open(him, me.id);
    expect((await viewedMe(me)).viewers).toMatchObject([{ member: { id: him.id }, views: 1 }]);
    clock.advance(PROFILE_VIEWS.repeatAfterSeconds * SECOND);
    await open(him, me.id);
    const list = await viewedMe(me);
    expect(list.viewers).toMatchObject([{ member: { id: him.id }, views: 2 }]);
    expect(list.viewers[0]?.viewedAt).toBe(clock.now().toISOString());
    // Opening my own profile is not a view; neither is a profile that does not exist.
    expect((await open(me, me.id)).statusCode).toBe(200);
    expect((await open(me, 'nobody')).statusCode).toBe(404);
    expect((await viewedMe(me)).total).toBe(1);
    expect((await viewedMe(him)).total).toBe(0);
  });

  it('counts two requests at the same moment as one view', async () => {
    const me = await member('Raced');
    const him = await member('Double tap');
    await Promise.all([open(him, me.id), open(him, me.id), open(him, me.id)]);
    expect((await viewedMe(me)).viewers[0]?.views).toBe(1);
  });

  it('shows the most recent viewer without Plus and counts the rest; all of them with Plus, latest first', async () => {
    const me = await member('Popular');
    const viewers: TestMember[] = [];
    for (let i = 0; i < 3; i++) {
      const v = await member(`Viewer ${i}`);
      viewers.push(v);
      await open(v, me.id);
      clock.advance(5 * SECOND);
    }
    const free = await viewedMe(me);
    expect(free).toMatchObject({ plus: false, total: 3, hiddenCount: 2, days: 7 });
    expect(free.viewers.map((v) => v.member.id)).toEqual([viewers[2]!.id]);
    // A member card: no coordinate, no distance, no e-mail.
    expect(JSON.stringify(free)).not.toMatch(/lat|lng|latitude|longitude|distance|email/i);

    await grantFor(t, me.id, 'plus', { quantity: null, clock, days: 30 });
    const plus = await viewedMe(me);
    expect(plus).toMatchObject({ plus: true, total: 3, hiddenCount: 0 });
    expect(plus.viewers.map((v) => v.member.id)).toEqual(viewers.map((v) => v.id).reverse());
  });

  it('covers the last 7 days only', async () => {
    const me = await member('Week');
    const old = await member('Long ago');
    await open(old, me.id);
    clock.advance(PROFILE_VIEWS.listDays * DAY - SECOND);
    expect((await viewedMe(me)).total).toBe(1);
    clock.advance(2 * SECOND);
    expect(await viewedMe(me)).toMatchObject({ total: 0, viewers: [], hiddenCount: 0 });
  });

  it('without Plus, blocking the newest viewer does not reveal the one before him (issue 35)', async () => {
    const me = await member('Curious');
    const viewers: TestMember[] = [];
    for (let i = 0; i < 3; i++) {
      const v = await member(`Seen by ${i}`);
      viewers.push(v);
      await open(v, me.id);
      clock.advance(5 * SECOND);
    }
    const before = await viewedMe(me);
    expect(before.viewers.map((v) => v.member.id)).toEqual([viewers[2]!.id]);
    expect(before).toMatchObject({ total: 3, hiddenCount: 2 });

    // He blocks the newest: the one before him stays hidden (his one visible viewer is the newest).
    expect((await block(me, viewers[2]!.id)).statusCode).toBe(204);
    const blocked = await viewedMe(me);
    expect(blocked.viewers).toEqual([]);
    expect(blocked).toMatchObject({ total: 2, hiddenCount: 2 });
    expect(JSON.stringify(blocked)).not.toContain(viewers[1]!.id);
    expect(JSON.stringify(blocked)).not.toContain(viewers[0]!.id);

    // Unblocked: as before, nothing more learnt.
    expect((await callAs(t.app, me, 'DELETE', `/api/blocks/${viewers[2]!.id}`)).statusCode).toBe(
      204,
    );
    expect(await viewedMe(me)).toEqual(before);

    // The newest blocking him does not reveal the one before either.
    expect((await block(viewers[2]!, me.id)).statusCode).toBe(204);
    const blockedBy = await viewedMe(me);
    expect(blockedBy.viewers).toEqual([]);
    expect(JSON.stringify(blockedBy)).not.toContain(viewers[1]!.id);
  });

  it('never lists a blocked member, either way, nor records a view between them', async () => {
    const me = await member('Blocker');
    const blocked = await member('Blocked');
    const blockedMe = await member('Blocks me');
    await open(blocked, me.id);
    clock.advance(SECOND);
    await open(blockedMe, me.id);
    expect((await viewedMe(me)).total).toBe(2);
    expect((await block(me, blocked.id)).statusCode).toBe(204);
    expect((await block(blockedMe, me.id)).statusCode).toBe(204);
    await grantFor(t, me.id, 'plus', { quantity: null, clock, days: 30 });
    expect(await viewedMe(me)).toMatchObject({ total: 0, viewers: [], hiddenCount: 0 });
    // Blocked members get a 404 for the profile and no view is recorded, even once unblocked.
    clock.advance(PROFILE_VIEWS.repeatAfterSeconds * SECOND);
    expect((await open(blocked, me.id)).statusCode).toBe(404);
    expect((await open(me, blockedMe.id)).statusCode).toBe(404);
    await callAs(t.app, me, 'DELETE', `/api/blocks/${blocked.id}`);
    expect((await viewedMe(me)).viewers.map((v) => v.viewedAt)).toHaveLength(1);
    expect((await viewedMe(me)).viewers[0]?.views).toBe(1);
    expect((await viewedMe(blockedMe)).total).toBe(0);
  });
});
