import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ListingPage, RightNowPage, VenueDetail } from '@blaze/contracts';
import { listings, photos, profiles, rightNowPosts, venues } from '../../db/schema.ts';
import { createPeerNode, createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { DEMO_MEMBERS } from './demo-members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { SEED_DEMO: 'true' });
}, 120_000);
afterAll(async () => t?.close());

const demoCards = async (cookie: string) => {
  const rows = await t.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.isDemo, true));
  return Promise.all(
    rows.map(async ({ id }) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/profiles/${id}`,
        headers: { cookie },
      });
      return res.json() as { id: string; avatarUrl: string | null; photos: string[] };
    }),
  );
};

it('gives every demo member his avatar as a public photo that is served', async () => {
  const { cookie } = await signUp(t.app);
  const cards = await demoCards(cookie);
  expect(cards).toHaveLength(DEMO_MEMBERS.length);
  for (const card of cards) {
    expect(card.avatarUrl).toMatch(/^\/media\/photos\//);
    expect(card.photos).toEqual([card.avatarUrl]);
  }
  const file = await t.app.inject({ method: 'GET', url: cards[0]!.avatarUrl! });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('image/webp');
});

it('gives a demo member whose avatar migration 0010 could not keep his photo back on the next start', async () => {
  const { cookie } = await signUp(t.app);
  const [demo] = await t.db.select().from(profiles).where(eq(profiles.isDemo, true)).limit(1);
  // What 0010 leaves of a demo member seeded before: no photo row, no avatar, no photo ids.
  await t.db.delete(photos).where(eq(photos.ownerId, demo!.id));
  await t.db
    .update(profiles)
    .set({ avatarPhotoId: null, photoIds: [] })
    .where(eq(profiles.id, demo!.id));
  const restarted = await createPeerNode(t, { seedDemo: true });
  await restarted.close();
  const card = (await demoCards(cookie)).find((c) => c.id === demo!.id)!;
  expect(card.avatarUrl).toMatch(/^\/media\/photos\//);
  expect((await t.app.inject({ method: 'GET', url: card.avatarUrl! })).statusCode).toBe(200);
});

it('keeps a few demo members live in Right Now, so a newcomer in their city sees who is available', async () => {
  const live = await t.db
    .select({ authorId: rightNowPosts.authorId, city: profiles.city })
    .from(rightNowPosts)
    .innerJoin(profiles, eq(profiles.id, rightNowPosts.authorId));
  expect(live.length).toBeGreaterThan(2);
  const { cookie } = await signUp(t.app);
  const city = live[0]!.city!;
  const moved = await t.app.inject({
    method: 'PUT',
    url: '/api/me/location',
    headers: { cookie },
    payload: { city },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  const res = await t.app.inject({ method: 'GET', url: '/api/right-now', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json() as RightNowPage;
  expect(page.posts.map((p) => p.member?.id)).toContain(live[0]!.authorId);
});

it('seeds the demo marketplace once, in the demo cities, with photos a newcomer there sees', async () => {
  const rows = await t.db
    .select({ city: listings.city, title: listings.title })
    .from(listings)
    .where(eq(listings.isDemo, true));
  // 15 to 30 plausible listings; the restart in the test above seeded none twice.
  expect(rows.length).toBeGreaterThanOrEqual(15);
  expect(rows.length).toBeLessThanOrEqual(30);
  expect(new Set(rows.map((r) => r.title)).size).toBe(rows.length);
  expect(new Set(rows.map((r) => r.city)).size).toBeGreaterThan(2);
  const { cookie } = await signUp(t.app);
  const city = rows[0]!.city;
  await t.app.inject({
    method: 'PUT',
    url: '/api/me/location',
    headers: { cookie },
    payload: { city },
  });
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/marketplace/listings?nearKm=25',
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json() as ListingPage;
  expect(page.listings.length).toBeGreaterThan(0);
  expect(page.listings.every((l) => l.city === city)).toBe(true);
  const photo = page.listings.find((l) => l.photo)?.photo;
  expect(
    (await t.app.inject({ method: 'GET', url: photo!.url, headers: { cookie } })).statusCode,
  ).toBe(200);
});

it("checks a few demo members in at their city's venues for everyone to see, never at the centre bars", async () => {
  const { cookie } = await signUp(t.app);
  await t.app.inject({
    method: 'PUT',
    url: '/api/me/location',
    headers: { cookie },
    payload: { city: 'Berlin' },
  });
  const berlin = await t.db.select({ id: venues.id }).from(venues).where(eq(venues.city, 'Berlin'));
  const seen = new Map<string, VenueDetail['checkIns']>();
  for (const { id } of berlin) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/venues/${id}`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    seen.set(id, (res.json() as VenueDetail).checkIns);
  }
  const crowd = [...seen.values()].reduce((n, c) => n + c.count, 0);
  expect(crowd).toBeGreaterThan(0);
  // Shown to everyone who opens the venue: each counted member is listed, by name and photo only.
  for (const c of seen.values()) expect(c.members.length).toBe(c.count);
  // Spree Corner, the bar by Berlin's centre, is left to real members (a newcomer checks in there).
  expect(seen.get('demo-venue-berlin-spree-corner')?.count).toBe(0);
});
