import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Boost, BoostStatus, NearbyMember } from '@blaze/contracts';
import { BOOST, LOCATION_PRIVACY, PROFILE_VIEWS } from '@blaze/contracts';
import { afterwardsSettled } from '../../lib/work-scope.ts';
import { profiles } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import { destination, distanceM, gridCell, type Point } from '../../lib/geo.ts';
import { grantFor } from '../../test/entitlements.ts';
import { profileViewsService } from '../profile-views/profile-views.service.ts';
import {
  callAs,
  createTestApp,
  signUp,
  type TestApp,
  type TestMember,
} from '../../test/test-app.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const clock = manualClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, { clock });
});
afterAll(async () => t?.close());

const lisbon = { lat: 38.7223, lng: -9.1393 };

async function memberAt(p: Point | null, name = 'Member'): Promise<TestMember> {
  const m = await signUp(t.app, { displayName: name });
  const who = { id: m.body.user.id, cookie: m.cookie };
  if (p) expect((await callAs(t.app, who, 'PUT', '/api/me/location', p)).statusCode).toBe(200);
  return who;
}
const boostOf = (m: TestMember) => callAs(t.app, m, 'POST', '/api/me/boost', {});
const status = async (m: TestMember): Promise<BoostStatus> => {
  const res = await callAs(t.app, m, 'GET', '/api/me/boost');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const nearby = async (m: TestMember, qs = ''): Promise<NearbyMember[]> => {
  const res = await callAs(t.app, m, 'GET', `/api/discover/nearby${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().members;
};
const idsOf = (members: NearbyMember[]) => members.map((m) => m.id);
const boostGrant = (m: TestMember, quantity = 1) => grantFor(t, m.id, 'boost', { quantity, clock });

describe('POST /api/me/boost', () => {
  it('needs a session (401)', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/me/boost' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/boost' })).statusCode).toBe(401);
  });

  it('refuses without a Boost (403 NO_ALLOWANCE) and leaves nothing running', async () => {
    const m = await memberAt(destination(lisbon, 5_000, 1));
    const res = await boostOf(m);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('NO_ALLOWANCE');
    expect(await status(m)).toMatchObject({ current: null, recent: [], left: 0 });
  });

  it('runs 30 minutes, one at a time (409 while one runs, nothing used), then another can start', async () => {
    const m = await memberAt(destination(lisbon, 6_000, 2));
    await boostGrant(m, 2);
    expect((await status(m)).left).toBe(2);
    const started = await boostOf(m);
    expect(started.statusCode, started.body).toBe(201);
    const boost: Boost = started.json();
    expect(Date.parse(boost.endsAt) - Date.parse(boost.startedAt)).toBe(BOOST.minutes * MINUTE);
    expect(boost.startedAt).toBe(clock.now().toISOString());
    expect(boost.active).toBe(true);

    const again = await boostOf(m);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('BOOST_RUNNING');
    const during = await status(m);
    expect(during).toMatchObject({ left: 1, minutes: BOOST.minutes });
    expect(during.current?.id).toBe(boost.id);

    clock.advance(BOOST.minutes * MINUTE);
    const after = await status(m);
    expect(after.current).toBeNull();
    expect(after.recent[0]).toMatchObject({ id: boost.id, active: false });
    expect((await boostOf(m)).statusCode).toBe(201);
    expect((await status(m)).left).toBe(0);
    clock.advance(BOOST.minutes * MINUTE);
    expect((await boostOf(m)).statusCode).toBe(403);
  });

  it('starts one boost when two taps arrive at once', async () => {
    const m = await memberAt(destination(lisbon, 7_000, 3));
    await boostGrant(m, 2);
    const codes = (await Promise.all([boostOf(m), boostOf(m)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409]);
    expect((await status(m)).left).toBe(1);
    clock.advance(BOOST.minutes * MINUTE);
  });

  it('refuses a member nobody can list (no location, or hidden) with 422, and uses nothing', async () => {
    const nowhere = await memberAt(null);
    await boostGrant(nowhere);
    const res = await boostOf(nowhere);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('LOCATION_REQUIRED');
    const hidden = await memberAt(destination(lisbon, 8_000, 4));
    await boostGrant(hidden);
    const off = await callAs(t.app, hidden, 'PATCH', '/api/profiles/me', {
      locationVisible: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await boostOf(hidden)).statusCode).toBe(422);
    for (const m of [nowhere, hidden])
      expect(await status(m)).toMatchObject({ left: 1, current: null });
  });

  it.each([
    ['a length', { minutes: 600 }],
    ['a price', { price: 0 }],
    ['a member', { userId: 'someone' }],
  ])('refuses a body with %s (400), and uses nothing', async (_label, body) => {
    const m = await memberAt(null);
    await boostGrant(m);
    const res = await callAs(t.app, m, 'POST', '/api/me/boost', body);
    expect(res.statusCode).toBe(400);
    expect((await status(m)).left).toBe(1);
  });
});

describe('GET /api/me/boosts/:id', () => {
  it("shows my own boost, and refuses another member's (404) and an unknown id (404)", async () => {
    const owner = await memberAt(destination(lisbon, 600_000, 5));
    const other = await memberAt(null);
    await boostGrant(owner);
    const boost: Boost = (await boostOf(owner)).json();
    const mine = await callAs(t.app, owner, 'GET', `/api/me/boosts/${boost.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().id).toBe(boost.id);
    const theirs = await callAs(t.app, other, 'GET', `/api/me/boosts/${boost.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe('NOT_FOUND');
    expect((await callAs(t.app, other, 'GET', '/api/me/boosts/nope')).statusCode).toBe(404);
    clock.advance(BOOST.minutes * MINUTE);
  });
});

describe('boosted members in the nearby lists', () => {
  it('puts a boosted member far within the radius first, not for a viewer outside his radius, until it ends', async () => {
    const here = destination(lisbon, 60_000, 0.5);
    const viewer = await memberAt(here, 'Viewer');
    for (let i = 0; i < 12; i++) await memberAt(destination(here, 500 + i * 400, i), `Near ${i}`);
    const boosted = await memberAt(destination(here, 21_000, 2), 'Boosted');
    // Outside a 25 km radius of him, and one whose 10 km radius leaves him out.
    const farViewer = await memberAt(destination(here, 50_000, 2.5), 'Far');
    const narrowViewer = await memberAt(destination(here, 300, 4), 'Narrow');

    const before = await nearby(viewer, '?radiusKm=25&limit=10');
    expect(before).toHaveLength(10);
    expect(idsOf(before)).not.toContain(boosted.id);

    await boostGrant(boosted);
    expect((await boostOf(boosted)).statusCode).toBe(201);
    const during = await nearby(viewer, '?radiusKm=25&limit=10');
    expect(during[0]).toMatchObject({ id: boosted.id, isBoosted: true });
    expect(during[0]?.distance).toMatch(/^2[12] km$/);
    expect(during.slice(1).every((m) => !m.isBoosted)).toBe(true);
    expect(during).toHaveLength(10);
    expect(idsOf(await nearby(narrowViewer, '?radiusKm=10'))).not.toContain(boosted.id);
    const farList = await nearby(farViewer, '?radiusKm=25');
    expect(idsOf(farList)).not.toContain(boosted.id);
    // The swipe deck and the quick mode ('available') put him first too.
    expect((await nearby(viewer, '?radiusKm=25&sort=available'))[0]?.id).toBe(boosted.id);
    expect((await nearby(viewer, '?radiusKm=25&unswiped=true'))[0]?.id).toBe(boosted.id);

    clock.advance(BOOST.minutes * MINUTE - 1_000);
    expect((await nearby(viewer, '?radiusKm=25'))[0]?.id).toBe(boosted.id);
    clock.advance(1_000);
    const after = await nearby(viewer, '?radiusKm=25&limit=10');
    expect(idsOf(after)).not.toContain(boosted.id);
    expect(after.every((m) => !m.isBoosted)).toBe(true);
  });

  it('pages through boosted members then everyone else: none lost, none repeated, the same order as one long page', async () => {
    const here = destination(lisbon, 140_000, 1.2);
    const viewer = await memberAt(here, 'Pager');
    const around: TestMember[] = [];
    for (let i = 0; i < 27; i++) {
      const m = await memberAt(destination(here, 600 + i * 850, i), `Around ${i}`);
      if (i % 4 === 0)
        await t.db.update(profiles).set({ hideDistance: true }).where(eq(profiles.id, m.id));
      around.push(m);
    }
    // Boosted: near and far, one hiding his distance, one who blocked the viewer (never listed).
    const boostedIds = [];
    for (const i of [25, 3, 16, 8]) {
      await boostGrant(around[i]!);
      expect((await boostOf(around[i]!)).statusCode).toBe(201);
      boostedIds.push(around[i]!.id);
    }
    const blocker = around[16]!;
    expect(
      (await callAs(t.app, blocker, 'POST', `/api/profiles/${viewer.id}/block`)).statusCode,
    ).toBe(204);
    const visibleBoosted = boostedIds.filter((id) => id !== blocker.id);

    const whole = await nearby(viewer, '?radiusKm=25&limit=100');
    expect(whole.length).toBe(26);
    // The boosted members first (by coarse distance, then id), then the rest, the blocker nowhere.
    expect(new Set(idsOf(whole.slice(0, 3)))).toEqual(new Set(visibleBoosted));
    expect(whole.slice(0, 3).every((m) => m.isBoosted)).toBe(true);
    expect(whole.slice(3).some((m) => m.isBoosted)).toBe(false);
    expect(idsOf(whole)).not.toContain(blocker.id);

    for (const limit of [10, 11]) {
      const paged: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await callAs(
          t.app,
          viewer,
          'GET',
          `/api/discover/nearby?radiusKm=25&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        const page: { members: NearbyMember[]; nextCursor: string | null } = res.json();
        if (page.nextCursor) expect(page.members).toHaveLength(limit);
        paged.push(...idsOf(page.members));
        cursor = page.nextCursor;
      } while (cursor);
      expect(paged).toEqual(idsOf(whole));
      expect(new Set(paged).size).toBe(paged.length);
    }
    clock.advance(BOOST.minutes * MINUTE);
  });

  it('orders boosted members by rounded distance only: two in one cell come by id, not by who is nearer', async () => {
    const here = destination(lisbon, 220_000, 2.2);
    const viewer = await memberAt(here, 'Orderer');
    // Both in one public cell ~12 km away (one public point, one rounded distance); one of them truly
    // 150 m nearer the viewer.
    const centre = gridCell(destination(here, 12_000, 1), LOCATION_PRIVACY.cellDeg).centre;
    const a = await memberAt(centre, 'A');
    const nearer = destination(
      centre,
      150,
      Math.atan2(here.lng - centre.lng, here.lat - centre.lat),
    );
    expect(distanceM(here, nearer)).toBeLessThan(distanceM(here, centre));
    const b = await memberAt(nearer, 'B');
    for (const m of [a, b]) {
      await boostGrant(m);
      expect((await boostOf(m)).statusCode).toBe(201);
    }
    const top = (await nearby(viewer, '?radiusKm=25')).slice(0, 2);
    expect(top[0]?.distance).toBe(top[1]?.distance);
    expect(idsOf(top)).toEqual([a.id, b.id].sort());
    expect(top.every((m) => m.isBoosted)).toBe(true);
    clock.advance(BOOST.minutes * MINUTE);
  });
});

describe('boost results', () => {
  it('counts the profile views during a boost against the same length of time before it', async () => {
    const m = await memberAt(destination(lisbon, 700_000, 5.5), 'Counted');
    const viewers = [];
    for (let i = 0; i < 4; i++) viewers.push(await memberAt(null, `Viewer ${i}`));
    // Each view is recorded once the profile is out: wait for it before the clock moves on.
    const view = async (v: TestMember) => {
      const res = await callAs(t.app, v, 'GET', `/api/profiles/${m.id}`);
      await afterwardsSettled();
      return res;
    };
    // Before: one view 40 minutes ahead of the boost (outside the window), one 10 minutes ahead.
    expect((await view(viewers[0]!)).statusCode).toBe(200);
    clock.advance(30 * MINUTE);
    await view(viewers[1]!);
    clock.advance(10 * MINUTE);
    await boostGrant(m);
    const boost: Boost = (await boostOf(m)).json();
    clock.advance(5 * MINUTE);
    for (const v of viewers.slice(1)) await view(v);
    clock.advance(MINUTE);
    await view(viewers[3]!);
    clock.advance(SECOND);
    // While it runs: so far (6 minutes) against the 6 minutes before it.
    expect((await status(m)).current?.result).toEqual({ viewsDuring: 4, viewsBefore: 0 });
    clock.advance(BOOST.minutes * MINUTE);
    await view(viewers[0]!);
    const done = await callAs(t.app, m, 'GET', `/api/me/boosts/${boost.id}`);
    expect(done.json()).toMatchObject({
      active: false,
      result: { viewsDuring: 4, viewsBefore: 1 },
    });

    // Views are pruned after 30 days; the ended boost keeps its result.
    clock.advance((PROFILE_VIEWS.keepDays + 1) * 86_400_000);
    const views = profileViewsService({
      db: t.db,
      profiles: { cardsByIds: async () => new Map() },
      hasPlus: async () => false,
      clock,
    });
    expect(await views.prune()).toBeGreaterThanOrEqual(6);
    expect((await status(m)).recent[0]).toMatchObject({
      id: boost.id,
      result: { viewsDuring: 4, viewsBefore: 1 },
    });
  });
});
