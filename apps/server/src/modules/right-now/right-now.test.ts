import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { EntitlementsSummary, MyRightNow, RightNowPage, RightNowPost } from '@blaze/contracts';
import { RIGHT_NOW_LIFETIME_MINUTES, RIGHT_NOW_TEXT_MAX } from '@blaze/contracts';
import { profiles, reports } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import { destination, type Point } from '../../lib/geo.ts';
import { grantFor } from '../../test/entitlements.ts';
import { createTestApp, multipartFile, signUp, type TestApp } from '../../test/test-app.ts';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, { clock });
});
afterAll(async () => t?.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Member = { id: string; cookie: string };
const req = (method: Method, url: string, m: Member, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: m.cookie }, ...(payload ? { payload } : {}) });

/** Each test its own place, far from the others, so lists only hold its own members. */
let places = 0;
const newPlace = (): Point => destination({ lat: 48.2, lng: 16.37 }, 300_000 * ++places, 1.1);

async function memberAt(p: Point | null, profile: Record<string, unknown> = {}): Promise<Member> {
  const m = await signUp(t.app);
  const member = { id: m.body.user.id, cookie: m.cookie };
  if (Object.keys(profile).length)
    expect((await req('PATCH', '/api/profiles/me', member, profile)).statusCode).toBe(200);
  if (p) expect((await req('PUT', '/api/me/location', member, p)).statusCode).toBe(200);
  return member;
}

const post = (m: Member, body: object = { text: 'Up for it now', suits: ['hosting'] }) =>
  req('POST', '/api/right-now', m, body);

async function goLive(m: Member, body?: object): Promise<RightNowPost> {
  const res = await post(m, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function list(m: Member, qs = ''): Promise<RightNowPage> {
  const res = await req('GET', `/api/right-now${qs}`, m);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const listedIds = async (m: Member, qs = '') => (await list(m, qs)).posts.map((p) => p.member?.id);

async function publicPhoto(m: Member): Promise<string> {
  const bytes = await sharp({
    create: { width: 300, height: 400, channels: 3, background: '#3a6' },
  })
    .jpeg()
    .toBuffer();
  const { payload, headers } = multipartFile(bytes);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/photos?album=public',
    payload,
    headers: { ...headers, cookie: m.cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe('POST /api/right-now', () => {
  it('goes live for 60 minutes with his text, what suits him and a photo of his public album', async () => {
    const me = await memberAt(newPlace());
    const photoId = await publicPhoto(me);
    const live = await goLive(me, {
      text: '  Hosting in the centre, door code on request ',
      suits: ['hosting', 'at_venue'],
      photoId,
    });
    expect(live).toMatchObject({
      text: 'Hosting in the centre, door code on request',
      suits: ['hosting', 'at_venue'],
      isOwn: true,
      member: null,
    });
    expect(live.photo?.id).toBe(photoId);
    expect(live.photo?.url).toMatch(/^\/media\/photos\//);
    expect(new Date(live.endsAt).getTime() - new Date(live.createdAt).getTime()).toBe(
      RIGHT_NOW_LIFETIME_MINUTES * MINUTE,
    );
    const mine = (await req('GET', '/api/right-now/mine', me)).json() as MyRightNow;
    expect(mine.post?.id).toBe(live.id);
  });

  it('keeps one live at a time: a second post while one is live is a 409', async () => {
    const me = await memberAt(newPlace());
    const first = await goLive(me);
    const again = await post(me);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'RIGHT_NOW_LIVE' });
    expect(again.json().error.message).toMatch(/End it first/);
    expect(((await req('GET', '/api/right-now/mine', me)).json() as MyRightNow).post?.id).toBe(
      first.id,
    );
  });

  it('refuses bad input with a 400 and a clear message', async () => {
    const me = await memberAt(newPlace());
    const cases: Array<[object, RegExp]> = [
      [{ text: '', suits: ['hosting'] }, /Say what you are up for/],
      [{ text: 'x'.repeat(RIGHT_NOW_TEXT_MAX + 1), suits: ['hosting'] }, /140 characters/],
      [{ text: 'Hi', suits: [] }, /at least one/],
      [{ text: 'Hi', suits: ['sauna'] }, /suits/],
      [{ text: 'Hi', suits: ['hosting', 'hosting'] }, /once/],
      [{ text: 'Hi', suits: ['hosting'], endsAt: '2099-01-01' }, /endsAt|nrecognized/],
      [{ text: 'Hi' }, /suits/],
    ];
    for (const [body, message] of cases) {
      const res = await post(me, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message, JSON.stringify(body)).toMatch(message);
    }
    expect(((await req('GET', '/api/right-now/mine', me)).json() as MyRightNow).post).toBeNull();
  });

  it("refuses another member's photo or a private one, and needs a location first", async () => {
    const me = await memberAt(newPlace());
    const other = await memberAt(newPlace());
    const theirs = await publicPhoto(other);
    const res = await post(me, { text: 'Hi', suits: ['hosting'], photoId: theirs });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toMatch(/public album/);
    expect((await post(me, { text: 'Hi', suits: ['hosting'], photoId: 'nope' })).statusCode).toBe(
      404,
    );
    const nowhere = await memberAt(null);
    const located = await post(nowhere);
    expect(located.statusCode).toBe(422);
    expect(located.json().error.code).toBe('LOCATION_REQUIRED');
  });
});

async function allowance(m: Member): Promise<EntitlementsSummary['rightNow']> {
  const res = await req('GET', '/api/me/entitlements', m);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as EntitlementsSummary).rightNow;
}

/** Posts, then ends it at once, so the next post is not refused as 'one live at a time'. */
async function postAndEnd(m: Member) {
  const res = await post(m);
  if (res.statusCode === 201)
    expect((await req('DELETE', `/api/right-now/${res.json().id}`, m)).statusCode).toBe(204);
  return res;
}

describe('the allowance: 2 free a rolling 24 hours, then a pack or Plus', () => {
  it('takes one free post each time, refuses the third with the offer, and gives one back 24 hours after the first', async () => {
    const me = await memberAt(newPlace());
    expect(await allowance(me)).toMatchObject({ freeLeft: 2, freePerDay: 2, packLeft: 0 });
    expect((await postAndEnd(me)).statusCode).toBe(201);
    expect((await allowance(me)).freeLeft).toBe(1);
    clock.advance(2 * HOUR);
    expect((await postAndEnd(me)).statusCode).toBe(201);
    expect((await allowance(me)).freeLeft).toBe(0);

    const third = await post(me);
    expect(third.statusCode).toBe(403);
    expect(third.json().error.code).toBe('NO_ALLOWANCE');
    expect(third.json().error.message).toMatch(/No free Right Now posts left/);
    expect(((await req('GET', '/api/right-now/mine', me)).json() as MyRightNow).post).toBeNull();

    // 24 hours after the first, one free post again (the second still counts for 2 more hours).
    clock.advance(22 * HOUR - MINUTE);
    expect((await post(me)).statusCode).toBe(403);
    clock.advance(MINUTE);
    expect((await allowance(me)).freeLeft).toBe(1);
    expect((await postAndEnd(me)).statusCode).toBe(201);
    expect((await post(me)).statusCode).toBe(403);
  });

  it('uses a Right Now pack once the free ones are spent, and Plus without limit', async () => {
    const packed = await memberAt(newPlace());
    await postAndEnd(packed);
    await postAndEnd(packed);
    await grantFor(t, packed.id, 'right_now', { quantity: 5, clock });
    expect((await postAndEnd(packed)).statusCode).toBe(201);
    expect(await allowance(packed)).toMatchObject({ freeLeft: 0, packLeft: 4 });

    const plus = await memberAt(newPlace());
    await grantFor(t, plus.id, 'plus', { quantity: null, days: 30, clock });
    for (let i = 0; i < 4; i++) expect((await postAndEnd(plus)).statusCode).toBe(201);
    expect(await allowance(plus)).toMatchObject({ unlimited: true, packLeft: 0 });
  });

  it('takes nothing for a refused post: bad input, a photo not his, one already live, or two at once', async () => {
    const me = await memberAt(newPlace());
    const other = await memberAt(newPlace());
    expect((await post(me, { text: '', suits: ['hosting'] })).statusCode).toBe(400);
    const theirs = await publicPhoto(other);
    expect((await post(me, { text: 'Hi', suits: ['hosting'], photoId: theirs })).statusCode).toBe(
      404,
    );
    expect((await allowance(me)).freeLeft).toBe(2);
    const live = await goLive(me);
    expect((await post(me)).statusCode).toBe(409);
    expect((await allowance(me)).freeLeft).toBe(1);
    expect((await req('DELETE', `/api/right-now/${live.id}`, me)).statusCode).toBe(204);

    // Two at once: one goes live, the other is refused and gives its use back.
    const fresh = await memberAt(newPlace());
    const both = await Promise.all([post(fresh), post(fresh)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await allowance(fresh)).freeLeft).toBe(1);
  });
});

describe('GET /api/right-now', () => {
  it('lists who is available now near me, nearest first by rounded distance, with no coordinates', async () => {
    const here = newPlace();
    const me = await memberAt(here, { age: 30 });
    const near = await memberAt(destination(here, 600, 0.2), { age: 25 });
    const mid = await memberAt(destination(here, 3_300, 1.2), { age: 40 });
    const far = await memberAt(destination(here, 60_000, 2), { age: 30 });
    const notLive = await memberAt(destination(here, 900, 2));
    for (const m of [mid, near, far, me]) await goLive(m);
    expect(notLive).toBeTruthy();

    const page = await list(me);
    expect(page.posts.map((p) => p.member?.id)).toEqual([near.id, mid.id]);
    expect(page.posts[0]).toMatchObject({ isOwn: false, suits: ['hosting'] });
    expect(page.posts[0]!.member?.distance).toMatch(/^(\d+ m|\d+\.\d km|\d+ km)$/);
    expect(page.posts[1]!.member?.distance).toMatch(/^\d\.\d km$/);
    const raw = (await req('GET', '/api/right-now?radiusKm=100', me)).body;
    expect(raw).not.toMatch(/"(lat|lng|latitude|longitude|publicLat|publicLng|area|origin)"/);
    // The radius filter and the age filter.
    expect(await listedIds(me, '?radiusKm=100')).toEqual([near.id, mid.id, far.id]);
    expect(await listedIds(me, '?minAge=35&maxAge=50')).toEqual([mid.id]);
    // The one who posted sees the others, never himself.
    expect(await listedIds(near)).toEqual([me.id, mid.id]);
  });

  it('leaves out members who hide their location or their age when filtering by age', async () => {
    const here = newPlace();
    const me = await memberAt(here);
    const hidden = await memberAt(destination(here, 700, 1), { age: 30 });
    const ageless = await memberAt(destination(here, 800, 2), { age: 30 });
    await goLive(hidden);
    await goLive(ageless);
    await t.db.update(profiles).set({ locationVisible: false }).where(eq(profiles.id, hidden.id));
    await t.db
      .update(profiles)
      .set({ privacySettings: { showAge: false } })
      .where(eq(profiles.id, ageless.id));
    expect(await listedIds(me)).toEqual([ageless.id]);
    expect(await listedIds(me, '?minAge=20&maxAge=40')).toEqual([]);
  });

  it('pages at least 10 at a time in one fixed order, and shows no distance for a member who hides his', async () => {
    const here = newPlace();
    const me = await memberAt(here);
    const others: Member[] = [];
    for (let i = 0; i < 12; i++)
      others.push(await memberAt(destination(here, 300 + i * 700, i * 0.5)));
    for (const m of others) await goLive(m);
    const shy = others[3]!;
    await t.db.update(profiles).set({ hideDistance: true }).where(eq(profiles.id, shy.id));

    const whole = await list(me);
    expect(whole.posts).toHaveLength(12);
    expect(whole.nextCursor).toBeNull();
    const first = await list(me, '?limit=1');
    expect(first.posts).toHaveLength(10);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(me, `?limit=1&cursor=${first.nextCursor}`);
    expect(second.posts).toHaveLength(2);
    expect([...first.posts, ...second.posts].map((p) => p.id)).toEqual(
      whole.posts.map((p) => p.id),
    );
    const hidden = whole.posts.find((p) => p.member?.id === shy.id);
    expect(hidden?.member?.distance).toBeNull();
  });

  it('drops the photo from his post once he deletes it from his album', async () => {
    const here = newPlace();
    const me = await memberAt(here);
    const viewer = await memberAt(destination(here, 400, 1));
    const photoId = await publicPhoto(me);
    const live = await goLive(me, { text: 'With a photo', suits: ['hosting'], photoId });
    expect((await list(viewer)).posts[0]?.photo?.id).toBe(photoId);
    expect((await req('DELETE', `/api/photos/${photoId}`, me)).statusCode).toBe(204);
    const after = await list(viewer);
    expect(after.posts[0]?.id).toBe(live.id);
    expect(after.posts[0]?.photo).toBeNull();
  });

  it('needs my location (422) and refuses bad filters (400)', async () => {
    const nowhere = await memberAt(null);
    expect((await req('GET', '/api/right-now', nowhere)).statusCode).toBe(422);
    const me = await memberAt(newPlace());
    for (const qs of ['?minAge=40&maxAge=30', '?radiusKm=0', '?cursor=bogus', '?sort=exact'])
      expect((await req('GET', `/api/right-now${qs}`, me)).statusCode, qs).toBe(400);
  });
});

describe('expiry and ending early', () => {
  it('ends by itself after 60 minutes, and he can post again then', async () => {
    const here = newPlace();
    const me = await memberAt(here);
    const viewer = await memberAt(destination(here, 500, 1));
    const live = await goLive(me);
    clock.advance(RIGHT_NOW_LIFETIME_MINUTES * MINUTE - 1_000);
    expect(await listedIds(viewer)).toEqual([me.id]);
    clock.advance(1_000);
    expect(await listedIds(viewer)).toEqual([]);
    expect((await req('GET', `/api/right-now/${live.id}`, viewer)).statusCode).toBe(404);
    expect(((await req('GET', '/api/right-now/mine', me)).json() as MyRightNow).post).toBeNull();
    expect((await req('DELETE', `/api/right-now/${live.id}`, me)).statusCode).toBe(404);
    await goLive(me);
  });

  it('ends early when he asks, and only his own', async () => {
    const here = newPlace();
    const me = await memberAt(here);
    const other = await memberAt(destination(here, 500, 1));
    const live = await goLive(me);
    const refused = await req('DELETE', `/api/right-now/${live.id}`, other);
    expect(refused.statusCode).toBe(404);
    expect(await listedIds(other)).toEqual([me.id]);
    expect((await req('DELETE', `/api/right-now/${live.id}`, me)).statusCode).toBe(204);
    expect(await listedIds(other)).toEqual([]);
    expect(((await req('GET', '/api/right-now/mine', me)).json() as MyRightNow).post).toBeNull();
    expect((await req('DELETE', `/api/right-now/${live.id}`, me)).statusCode).toBe(404);
    await goLive(me);
  });
});

describe('blocks, ids and reports', () => {
  it('hides posts both ways between blocked members, in the list and by id', async () => {
    const here = newPlace();
    const me = await memberAt(here);
    const blocked = await memberAt(destination(here, 500, 1));
    const blocker = await memberAt(destination(here, 700, 2));
    const friend = await memberAt(destination(here, 900, 3));
    const mine = await goLive(me);
    const hisBlocked = await goLive(blocked);
    const hisBlocker = await goLive(blocker);
    await goLive(friend);
    expect((await req('POST', `/api/profiles/${blocked.id}/block`, me)).statusCode).toBe(204);
    expect((await req('POST', `/api/profiles/${me.id}/block`, blocker)).statusCode).toBe(204);

    expect(await listedIds(me)).toEqual([friend.id]);
    expect(await listedIds(blocked)).not.toContain(me.id);
    expect(await listedIds(blocker)).not.toContain(me.id);
    for (const [viewer, id] of [
      [me, hisBlocked.id],
      [me, hisBlocker.id],
      [blocked, mine.id],
      [blocker, mine.id],
    ] as const) {
      expect((await req('GET', `/api/right-now/${id}`, viewer)).statusCode).toBe(404);
      const report = await req('POST', `/api/right-now/${id}/report`, viewer, { reason: 'spam' });
      expect(report.statusCode).toBe(404);
    }
    const seen = await req('GET', `/api/right-now/${mine.id}`, friend);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ id: mine.id, isOwn: false, member: { id: me.id } });
    expect(seen.body).not.toMatch(/"(lat|lng|area)"/);
  });

  it("refuses another member's id on every route that changes it, and unknown ids", async () => {
    const here = newPlace();
    const me = await memberAt(here);
    const other = await memberAt(destination(here, 500, 1));
    const theirs = await goLive(other);
    expect((await req('DELETE', `/api/right-now/${theirs.id}`, me)).statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', '/api/right-now/unknown-id'],
      ['DELETE', '/api/right-now/unknown-id'],
      ['POST', '/api/right-now/unknown-id/report'],
    ] as const) {
      const res = await req(method, url, me, method === 'POST' ? { reason: 'spam' } : undefined);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    // Still live for him.
    expect(((await req('GET', '/api/right-now/mine', other)).json() as MyRightNow).post?.id).toBe(
      theirs.id,
    );
  });

  it('takes a report into the one report store with a copy of the words', async () => {
    const here = newPlace();
    const me = await memberAt(here);
    const other = await memberAt(destination(here, 500, 1));
    const theirs = await goLive(other, { text: 'Something to report', suits: ['can_travel'] });
    const own = await goLive(me);
    expect(
      (await req('POST', `/api/right-now/${own.id}/report`, me, { reason: 'spam' })).statusCode,
    ).toBe(400);
    expect(
      (await req('POST', `/api/right-now/${theirs.id}/report`, me, { reason: 'nope' })).statusCode,
    ).toBe(400);
    const res = await req('POST', `/api/right-now/${theirs.id}/report`, me, {
      reason: 'spam',
      details: 'Selling things',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(reports).where(eq(reports.id, res.json().id));
    expect(row).toMatchObject({
      reporterId: me.id,
      reportedId: other.id,
      targetKind: 'right_now',
      targetId: theirs.id,
      reason: 'spam',
      status: 'open',
    });
    expect(row!.evidence).toContain('Something to report');
  });

  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/right-now'],
      ['POST', '/api/right-now'],
      ['GET', '/api/right-now/mine'],
    ] as const)
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
  });
});
