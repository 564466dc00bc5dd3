import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DataMode,
  EventsPage,
  FeedPage,
  ListingPage,
  NearbyPage,
  SearchPage,
  VenuePage,
} from '@blaze/contracts';
import { profiles, venues } from '../../db/schema.ts';
import {
  callAs,
  createTestApp,
  signUp,
  type TestApp,
  type TestMember,
} from '../../test/test-app.ts';

// Data modes (issue 18, decision 038): one app that seeded the demo community, as `npm start` does.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
}, 120_000);
afterAll(async () => t?.close());

const BERLIN = { lat: 52.52, lng: 13.405 };

async function member(): Promise<TestMember> {
  const m = await signUp(t.app);
  return { id: m.body.user.id, cookie: m.cookie };
}
async function inBerlin(): Promise<TestMember> {
  const m = await member();
  const res = await callAs(t.app, m, 'PUT', '/api/me/location', BERLIN);
  expect(res.statusCode, res.body).toBe(200);
  return m;
}
async function modeOf(m: TestMember): Promise<DataMode> {
  const res = await callAs(t.app, m, 'GET', '/api/me/data-mode');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { mode: DataMode }).mode;
}
async function switchTo(m: TestMember, mode: DataMode): Promise<void> {
  const res = await callAs(t.app, m, 'PUT', '/api/me/data-mode', { mode });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ mode });
}
async function get<T>(m: TestMember, url: string): Promise<T> {
  const res = await callAs(t.app, m, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}
const demoIds = async () =>
  new Set(
    (await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.isDemo, true))).map(
      (r) => r.id,
    ),
  );
async function aDemoMemberIn(city: string) {
  const [row] = await t.db
    .select({ id: profiles.id, username: profiles.username })
    .from(profiles)
    .where(and(eq(profiles.isDemo, true), eq(profiles.city, city)))
    .limit(1);
  return row!;
}
const nearby = (m: TestMember) =>
  get<NearbyPage>(m, '/api/discover/nearby?radiusKm=50&minAge=18&maxAge=99&limit=50');

describe('the data-mode setting', () => {
  it('needs a session (401)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/data-mode' })).statusCode).toBe(401);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/me/data-mode',
      payload: { mode: 'demo' },
    });
    expect(put.statusCode).toBe(401);
  });

  it("is 'demo' for a new member where the demo community was seeded, 'production' where not", async () => {
    expect(await modeOf(await member())).toBe('demo');
    const plain = await createTestApp({ seedDemo: false });
    try {
      const m = await signUp(plain.app);
      const res = await callAs(
        plain.app,
        { id: m.body.user.id, cookie: m.cookie },
        'GET',
        '/api/me/data-mode',
      );
      expect(res.json()).toEqual({ mode: 'production' });
    } finally {
      await plain.close();
    }
  });

  it('takes only one of the three modes, and nothing else in the body (400)', async () => {
    const m = await member();
    for (const payload of [
      { mode: 'DEMO' },
      { mode: 'staging' },
      {},
      { mode: 'demo', userId: 'someone-else' },
      { mode: 'production', isDemo: true },
    ]) {
      const res = await callAs(t.app, m, 'PUT', '/api/me/data-mode', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: expect.any(String) } });
    }
    expect(await modeOf(m)).toBe('demo');
    await switchTo(m, 'testing');
    expect(await modeOf(m)).toBe('testing');
    // His setting is his alone.
    const other = await member();
    expect(await modeOf(other)).toBe('demo');
  });
});

describe('what each mode shows', () => {
  it('nearby: the demo members in demo mode, tagged Sample; none in production or testing', async () => {
    const m = await inBerlin();
    const demo = await demoIds();
    const shown = (await nearby(m)).members;
    expect(shown.some((c) => demo.has(c.id))).toBe(true);
    for (const c of shown) expect(c.sample === true).toBe(demo.has(c.id));
    await switchTo(m, 'production');
    expect((await nearby(m)).members.filter((c) => demo.has(c.id))).toEqual([]);
    await switchTo(m, 'testing');
    expect((await nearby(m)).members.filter((c) => demo.has(c.id))).toEqual([]);
    await switchTo(m, 'demo');
    expect((await nearby(m)).members.filter((c) => demo.has(c.id)).length).toBe(
      shown.filter((c) => demo.has(c.id)).length,
    );
  });

  it('a real member stays in every mode', async () => {
    const real = await inBerlin();
    const m = await inBerlin();
    for (const mode of ['production', 'testing', 'demo'] as const) {
      await switchTo(m, mode);
      expect((await nearby(m)).members.map((c) => c.id)).toContain(real.id);
      const found = await get<NearbyPage>(real, '/api/discover/nearby?radiusKm=50');
      // The other way round too: a member's own mode decides only what he sees.
      expect(found.members.filter((c) => c.id === m.id).length).toBe(1);
    }
  });

  it('search and the profile by id: found in demo mode, absent and 404 in production and testing', async () => {
    const m = await member();
    const him = await aDemoMemberIn('Berlin');
    const search = () =>
      get<SearchPage>(m, `/api/search?kind=members&q=${encodeURIComponent(him.username)}`);
    const found = await search();
    expect(found.kind === 'members' && found.members.find((r) => r.id === him.id)).toMatchObject({
      sample: true,
    });
    const profile = await callAs(t.app, m, 'GET', `/api/profiles/${him.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: him.id, sample: true });
    for (const mode of ['production', 'testing'] as const) {
      await switchTo(m, mode);
      const none = await search();
      expect(none.kind === 'members' && none.members.map((r) => r.id)).not.toContain(him.id);
      const gone = await callAs(t.app, m, 'GET', `/api/profiles/${him.id}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
      expect((await callAs(t.app, m, 'GET', `/api/profiles/${him.id}/posts`)).statusCode).not.toBe(
        200,
      );
    }
  });

  it('the feed: the demo posts and sponsored cards in demo mode, posts tagged Sample; none in production', async () => {
    const m = await member();
    const demo = await demoIds();
    const authors = async () =>
      (await get<FeedPage>(m, '/api/feed?tab=feed')).items.flatMap((i) =>
        i.kind === 'post' ? [i.post.author] : [],
      );
    const sponsored = async () =>
      (await get<FeedPage>(m, '/api/feed?tab=feed')).items.filter((i) => i.kind === 'sponsored');
    const before = await authors();
    expect(before.length).toBeGreaterThan(0);
    for (const a of before) expect(a.sample === true).toBe(demo.has(a.id));
    expect((await sponsored()).length).toBeGreaterThan(0);
    await switchTo(m, 'production');
    expect((await authors()).filter((a) => demo.has(a.id))).toEqual([]);
    // The demo sponsors' cards are sample data too.
    expect(await sponsored()).toEqual([]);
  });

  it('venues: the demo venues in demo mode, tagged Sample; gone from lists and by id in production', async () => {
    const m = await member();
    const [demoVenue] = await t.db
      .select({ id: venues.id })
      .from(venues)
      .where(eq(venues.isDemo, true))
      .limit(1);
    expect(demoVenue).toBeDefined();
    const list = await get<VenuePage>(m, '/api/venues');
    expect(list.venues.length).toBeGreaterThan(0);
    expect(list.venues.every((v) => v.sample === true)).toBe(true);
    expect((await callAs(t.app, m, 'GET', `/api/venues/${demoVenue!.id}`)).statusCode).toBe(200);
    await switchTo(m, 'production');
    expect((await get<VenuePage>(m, '/api/venues')).venues).toEqual([]);
    expect((await callAs(t.app, m, 'GET', `/api/venues/${demoVenue!.id}`)).statusCode).toBe(404);
  });

  it('listings and events: the demo ones in demo mode only', async () => {
    const m = await inBerlin();
    const listings = () => get<ListingPage>(m, '/api/marketplace/listings');
    const events = () => get<EventsPage>(m, '/api/events?tab=near&radiusKm=500');
    const shown = (await listings()).listings;
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((l) => l.sample === true)).toBe(true);
    expect((await events()).events.length).toBeGreaterThan(0);
    await switchTo(m, 'production');
    expect((await listings()).listings).toEqual([]);
    expect((await events()).events).toEqual([]);
  });

  it('blocks still hold in demo mode', async () => {
    const m = await inBerlin();
    const shown = (await nearby(m)).members.filter((c) => c.sample);
    const him = shown[0]!;
    expect(
      (await callAs(t.app, m, 'POST', `/api/profiles/${him.id}/block`)).statusCode,
    ).toBeLessThan(300);
    expect((await nearby(m)).members.map((c) => c.id)).not.toContain(him.id);
    expect((await callAs(t.app, m, 'GET', `/api/profiles/${him.id}`)).statusCode).toBe(404);
    // And a real member he blocks stays hidden whatever the mode.
    const real = await inBerlin();
    expect(
      (await callAs(t.app, m, 'POST', `/api/profiles/${real.id}/block`)).statusCode,
    ).toBeLessThan(300);
    for (const mode of ['demo', 'production'] as const) {
      await switchTo(m, mode);
      expect((await nearby(m)).members.map((c) => c.id)).not.toContain(real.id);
    }
  });

  it('the demo community sees itself: two demo members share a group a member in demo mode starts', async () => {
    const m = await inBerlin();
    const [first, second] = (await nearby(m)).members.filter((c) => c.sample);
    const group = { name: 'Demo crew', userIds: [first!.id, second!.id] };
    const res = await callAs(t.app, m, 'POST', '/api/conversations', group);
    expect(res.statusCode, res.body).toBeLessThan(300);
    // Outside demo mode the demo members are as blocked: no group with them.
    await switchTo(m, 'production');
    const refused = await callAs(t.app, m, 'POST', '/api/conversations', group);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
  });
});
