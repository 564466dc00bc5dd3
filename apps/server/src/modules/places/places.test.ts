import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  CHECK_IN_HOURS,
  type CheckIn,
  type MyBusiness,
  type VenueCreateBody,
  type VenueDetail,
  type VenuePage,
} from '@blaze/contracts';
import { eq } from 'drizzle-orm';
import { checkIns, venues } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import { destination, type Point } from '../../lib/geo.ts';
import {
  callAs,
  createTestApp,
  multipartFile,
  newMember,
  signUp,
  uniqueEmail,
  type TestApp,
  type TestMember,
} from '../../test/test-app.ts';
import { photosService } from '../photos/photos.service.ts';
import { profilesService } from '../profiles/profiles.service.ts';
import { blocksService } from '../blocks/blocks.service.ts';
import { safetyService } from '../safety/safety.service.ts';
import { mediaStorages } from '../media/media.service.ts';
import { DEMO_VENUES } from './demo-venues.ts';
import { placesService } from './places.service.ts';

/** The demo calendar's venues and points (modules/events/demo-events.ts), which events find by name. */
const DEMO_CALENDAR_VENUES: Array<[string, string, number, number]> = [
  ['Halle am Kanal', 'Berlin', 52.4937, 13.4242],
  ['Motzstraße 12', 'Berlin', 52.4996, 13.3512],
  ['Rooftop Mitte', 'Berlin', 52.5306, 13.4114],
  ['Soho Basement', 'London', 51.5136, -0.1318],
  ['Vauxhall Arches', 'London', 51.4854, -0.1239],
  ['West Village Loft', 'New York', 40.7359, -74.0036],
  ['Chelsea Terrace', 'New York', 40.7448, -73.9867],
  ['Castro Hall', 'San Francisco', 37.7609, -122.435],
  ['SoMa Warehouse', 'San Francisco', 37.7749, -122.4124],
  ['Oxford Street Club', 'Sydney', -33.8797, 151.2155],
  ['Bondi Beach Bar', 'Sydney', -33.8915, 151.2767],
  ['Steam Works Berlin', 'Berlin', 52.5024, 13.3602],
  ['Old Compton Cabaret', 'London', 51.5129, -0.1312],
];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Friday 2026-12-04, 12:00 in Berlin (11:00 UTC). */
const FRIDAY_NOON_BERLIN = new Date('2026-12-04T11:00:00Z');
const clock = manualClock(FRIDAY_NOON_BERLIN);
const adminEmail = uniqueEmail('admin');
let t: TestApp;
let admin: TestMember;
let owner: TestMember;

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [adminEmail] }, {}, { clock });
  const a = await signUp(t.app, { email: adminEmail });
  admin = { id: a.body.user.id, cookie: a.cookie };
});
// Each test's venues come from its own business (venue writes are limited per member and minute).
beforeEach(async () => {
  owner = await businessMember();
});
afterAll(async () => t?.close());

type Method = Parameters<typeof callAs>[2];
const call = (who: TestMember, method: Method, url: string, payload?: unknown) =>
  callAs(t.app, who, method, url, payload);

/** Each test's venues sit at their own spot in Berlin, a few km apart. */
let spot = 0;
const newSpot = (): Point => destination({ lat: 52.52, lng: 13.405 }, 1500 * ++spot, spot * 0.9);

/** The places service over the test app's database and clock, as app.ts builds it. */
function placesOfTestApp() {
  const { publicStorage, privateStorage } = mediaStorages(t.config.mediaDir, t.config.s3);
  const blocks = blocksService(t.db);
  const profiles = profilesService(t.db, blocks, () => '');
  return placesService({
    db: t.db,
    clock,
    profiles,
    photos: photosService({
      db: t.db,
      profiles,
      publicStorage,
      privateStorage,
      secret: 'x'.repeat(32),
    }),
    safety: safetyService(t.db, blocks, profiles),
    isAdmin: async () => false,
    staff: { audit: async () => {}, assertMayActOn: async () => {} },
  });
}

async function memberAt(p: Point | null): Promise<TestMember> {
  const m = await newMember(t.app);
  await call(m, 'PATCH', '/api/profiles/me', { displayName: 'Member', age: 30 });
  if (p) expect((await call(m, 'PUT', '/api/me/location', p)).statusCode).toBe(200);
  return m;
}

/** A member with an approved business account. */
async function businessMember(): Promise<TestMember> {
  const m = await memberAt(null);
  const applied = await call(m, 'PUT', '/api/me/business', application);
  expect(applied.statusCode, applied.body).toBe(200);
  const ok = await call(admin, 'POST', `/api/admin/places/businesses/${m.id}/review`, {
    decision: 'approve',
  });
  expect(ok.statusCode, ok.body).toBe(200);
  return m;
}

const application = {
  businessName: 'Nightlife GmbH',
  kind: 'venue',
  contactEmail: 'hello@nightlife.example',
  contactPhone: '+49 30 1234',
  website: 'https://nightlife.example',
  note: 'We run two bars in Schöneberg.',
};

const venueBody = (p: Point, extra: Partial<VenueCreateBody> = {}): VenueCreateBody => ({
  name: 'Test Bar',
  category: 'bar',
  address: 'Teststraße 1',
  city: 'Berlin',
  country: 'Germany',
  latitude: p.lat,
  longitude: p.lng,
  timeZone: 'Europe/Berlin',
  hours: [{ day: 5, opens: '22:00', closes: '04:00' }],
  tags: ['leather', 'bears'],
  links: [{ label: 'Website', url: 'https://bar.example' }],
  description: 'A bar for tests.',
  ...extra,
});

async function createVenue(by: TestMember, body: VenueCreateBody): Promise<VenueDetail> {
  const res = await call(by, 'POST', '/api/venues', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function approvedVenue(p: Point, extra: Partial<VenueCreateBody> = {}, by = owner) {
  const v = await createVenue(by, venueBody(p, extra));
  const ok = await call(admin, 'POST', `/api/admin/places/venues/${v.id}/review`, {
    decision: 'approve',
  });
  expect(ok.statusCode, ok.body).toBe(200);
  return v;
}

const venueOf = async (who: TestMember, id: string) => {
  const res = await call(who, 'GET', `/api/venues/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as VenueDetail;
};
const listOf = async (who: TestMember, qs = '') => {
  const res = await call(who, 'GET', `/api/venues${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as VenuePage;
};
const checkIn = (who: TestMember, venueId: string, visibility: string) =>
  call(who, 'POST', `/api/venues/${venueId}/check-in`, { visibility });
const shownAt = async (who: TestMember, venueId: string) => {
  const v = await venueOf(who, venueId);
  return { count: v.checkIns.count, ids: v.checkIns.members.map((m) => m.id) };
};

describe('venues and business accounts', () => {
  it('refuses without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/venues'],
      ['GET', '/api/venues/x'],
      ['POST', '/api/venues/x/check-in'],
      ['GET', '/api/me/business'],
    ] as const)
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  });

  it('needs an approved business account to add a venue; the member sees the outcome', async () => {
    const m = await memberAt(null);
    const p = newSpot();
    expect((await call(m, 'POST', '/api/venues', venueBody(p))).statusCode).toBe(403);
    await call(m, 'PUT', '/api/me/business', application);
    expect((await call(m, 'POST', '/api/venues', venueBody(p))).statusCode).toBe(403);
    await call(admin, 'POST', `/api/admin/places/businesses/${m.id}/review`, {
      decision: 'reject',
      note: 'Tell us which venue you run.',
    });
    const mine = (await call(m, 'GET', '/api/me/business')).json() as MyBusiness;
    expect(mine.account).toMatchObject({
      status: 'rejected',
      reviewNote: 'Tell us which venue you run.',
    });
    // He applies again: pending again, without the old note.
    await call(m, 'PUT', '/api/me/business', { ...application, note: 'Spree Corner, Mitte.' });
    expect(((await call(m, 'GET', '/api/me/business')).json() as MyBusiness).account).toMatchObject(
      {
        status: 'pending',
        reviewNote: null,
      },
    );
  });

  it('an admin cannot approve his own business application (issue 35): 403 STAFF_RANK, still pending', async () => {
    const applied = await call(admin, 'PUT', '/api/me/business', application);
    expect(applied.statusCode, applied.body).toBe(200);
    const own = await call(admin, 'POST', `/api/admin/places/businesses/${admin.id}/review`, {
      decision: 'approve',
    });
    expect(own.statusCode, own.body).toBe(403);
    expect(own.json().error.code).toBe('STAFF_RANK');
    expect((await call(admin, 'GET', '/api/me/business')).json().account).toMatchObject({
      status: 'pending',
    });
  });

  it('admin routes are a 404 for members', async () => {
    const m = await memberAt(null);
    const v = await createVenue(owner, venueBody(newSpot()));
    const cases: Array<[Method, string, unknown]> = [
      ['GET', '/api/admin/places/queue', undefined],
      ['POST', `/api/admin/places/businesses/${m.id}/review`, { decision: 'approve' }],
      ['POST', `/api/admin/places/venues/${v.id}/review`, { decision: 'approve' }],
      ['POST', '/api/admin/places/claims/nope/review', { decision: 'approve' }],
    ];
    for (const who of [m, owner])
      for (const [method, url, body] of cases)
        expect((await call(who, method, url, body)).statusCode, url).toBe(404);
    const queue = await call(admin, 'GET', '/api/admin/places/queue');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().venues.map((x: { id: string }) => x.id)).toContain(v.id);
  });

  it('a pending venue is invisible to others and shown to its owner with the review', async () => {
    const p = newSpot();
    const other = await memberAt(p);
    const v = await createVenue(owner, venueBody(p, { name: 'Pending Place' }));
    expect(v).toMatchObject({ status: 'pending', isOwn: true });
    expect((await call(other, 'GET', `/api/venues/${v.id}`)).statusCode).toBe(404);
    expect((await listOf(other)).venues.map((x) => x.id)).not.toContain(v.id);
    await call(admin, 'POST', `/api/admin/places/venues/${v.id}/review`, {
      decision: 'reject',
      note: 'The address is missing a house number.',
    });
    expect(await venueOf(owner, v.id)).toMatchObject({
      status: 'rejected',
      reviewNote: 'The address is missing a house number.',
    });
    expect((await call(other, 'GET', `/api/venues/${v.id}`)).statusCode).toBe(404);
    // He fixes it: pending again; approved, everyone sees it, without the review fields.
    const fixed = await call(owner, 'PATCH', `/api/venues/${v.id}`, { address: 'Teststraße 12' });
    expect(fixed.json()).toMatchObject({ status: 'pending', reviewNote: null });
    await call(admin, 'POST', `/api/admin/places/venues/${v.id}/review`, { decision: 'approve' });
    const seen = await venueOf(other, v.id);
    expect(seen).toMatchObject({
      name: 'Pending Place',
      status: null,
      reviewNote: null,
      isOwn: false,
    });
    expect((await listOf(other)).venues[0]?.id).toBe(v.id);
    // Hours change at once; a new name goes back to review.
    const hours = await call(owner, 'PATCH', `/api/venues/${v.id}`, {
      hours: [{ day: 1, opens: '18:00', closes: '23:00' }],
    });
    expect(hours.json().status).toBe('approved');
    const renamed = await call(owner, 'PATCH', `/api/venues/${v.id}`, { name: 'Something Else' });
    expect(renamed.json().status).toBe('pending');
    expect((await call(other, 'GET', `/api/venues/${v.id}`)).statusCode).toBe(404);
  });

  it("refuses another member's venue on every route that changes it; deleting hides it", async () => {
    const p = newSpot();
    const v = await approvedVenue(p);
    const other = await businessMember();
    expect(
      (await call(other, 'PATCH', `/api/venues/${v.id}`, { name: 'Mine now' })).statusCode,
    ).toBe(404);
    expect((await call(other, 'DELETE', `/api/venues/${v.id}`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `/api/venues/${v.id}/claim`, {})).statusCode).toBe(409);
    expect((await call(other, 'PATCH', '/api/venues/nope', { name: 'x' })).statusCode).toBe(404);
    expect((await venueOf(other, v.id)).name).toBe('Test Bar');
    expect((await call(owner, 'DELETE', `/api/venues/${v.id}`)).statusCode).toBe(204);
    expect((await call(other, 'GET', `/api/venues/${v.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/venues/${v.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/api/venues/${v.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 and a clear message', async () => {
    const p = newSpot();
    const cases: Array<[object, RegExp]> = [
      [venueBody(p, { category: 'brothel' as never }), /category/i],
      [venueBody(p, { description: 'x'.repeat(5 * 1024 * 1024) }), /description.*2,000 characters/],
      [venueBody(p, { hours: [{ day: 1, opens: '25:00', closes: '02:00' }] }), /24-hour/],
      [venueBody(p, { hours: [{ day: 7, opens: '20:00', closes: '02:00' }] }), /Sunday/],
      [venueBody(p, { links: [{ label: 'Go', url: 'javascript:alert(1)' }] }), /https:\/\//],
      [venueBody(p, { links: [{ label: 'Go', url: 'ftp://files.example' }] }), /https:\/\//],
      [venueBody(p, { timeZone: 'Mars/Olympus' }), /time zone/],
      [venueBody(p, { hourExceptions: [{ date: '2026-13-01', closed: true }] }), /date/],
      [{ ...venueBody(p), ownerId: 'someone' }, /nrecognized|ownerId/],
      [{ ...venueBody(p), status: 'approved' }, /nrecognized|status/],
      [venueBody(p, { name: '' }), /venue name/],
    ];
    for (const [body, message] of cases) {
      const res = await call(owner, 'POST', '/api/venues', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(res.json().error.message, JSON.stringify(body).slice(0, 200)).toMatch(message);
    }
    expect((await call(owner, 'GET', '/api/venues?category=brothel')).statusCode).toBe(400);
    const v = await createVenue(owner, venueBody(p));
    expect((await call(owner, 'PATCH', `/api/venues/${v.id}`, {})).statusCode).toBe(400);
    const apply = await call(owner, 'PUT', '/api/me/business', { ...application, kind: 'cartel' });
    expect(apply.statusCode).toBe(400);
  });

  it('venue photos go through the photo pipeline; another business cannot reuse them', async () => {
    const jpeg = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#ff2d87' },
    })
      .jpeg()
      .toBuffer();
    const m = await memberAt(null);
    const theirs = multipartFile(jpeg);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/venue-photos',
      headers: { cookie: m.cookie, ...theirs.headers },
      payload: theirs.payload,
    });
    expect(refused.statusCode).toBe(403);
    const file = multipartFile(jpeg);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/venue-photos',
      headers: { cookie: owner.cookie, ...file.headers },
      payload: file.payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const photo = up.json();
    expect(photo.url).toMatch(/^\/media\/places\/[\w-]+\/display\.webp$/);
    const other = await businessMember();
    const stolen = await call(
      other,
      'POST',
      '/api/venues',
      venueBody(newSpot(), { photoIds: [photo.id] }),
    );
    expect(stolen.statusCode).toBe(400);
    const v = await approvedVenue(newSpot(), { photoIds: [photo.id] });
    expect((await venueOf(other, v.id)).photos.map((x) => x.id)).toEqual([photo.id]);
    expect((await venueOf(other, v.id)).cover?.id).toBe(photo.id);
  });

  it('a business claims a house venue; once an admin approves, he runs it', async () => {
    const p = newSpot();
    const id = `house-${spot}`;
    await t.db.insert(venues).values({
      id,
      name: 'House Bar',
      category: 'bar',
      city: 'Berlin',
      latitude: p.lat,
      longitude: p.lng,
      timeZone: 'Europe/Berlin',
      status: 'approved',
    });
    const m = await memberAt(null);
    expect((await call(m, 'POST', `/api/venues/${id}/claim`, {})).statusCode).toBe(403);
    const biz = await businessMember();
    const rival = await businessMember();
    expect((await venueOf(biz, id)).claimable).toBe(true);
    const claim = await call(biz, 'POST', `/api/venues/${id}/claim`, { note: 'I own it.' });
    expect(claim.statusCode, claim.body).toBe(201);
    expect((await call(biz, 'POST', `/api/venues/${id}/claim`, {})).statusCode).toBe(409);
    const rivalClaim = (await call(rival, 'POST', `/api/venues/${id}/claim`, {})).json();
    // Nobody but an admin decides; then he edits it and the rival's claim is turned down.
    expect(
      (
        await call(biz, 'POST', `/api/admin/places/claims/${claim.json().id}/review`, {
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(biz, 'PATCH', `/api/venues/${id}`, { description: 'Ours' })).statusCode,
    ).toBe(404);
    const ok = await call(admin, 'POST', `/api/admin/places/claims/${claim.json().id}/review`, {
      decision: 'approve',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call(biz, 'PATCH', `/api/venues/${id}`, { hours: [] })).statusCode).toBe(200);
    expect((await venueOf(biz, id)).isOwn).toBe(true);
    const rivals = (await call(rival, 'GET', '/api/me/business')).json() as MyBusiness;
    expect(rivals.claims.find((c) => c.id === rivalClaim.id)).toMatchObject({ status: 'rejected' });
    const late = await call(admin, 'POST', `/api/admin/places/claims/${rivalClaim.id}/review`, {
      decision: 'approve',
    });
    expect(late.statusCode).toBe(409);
  });

  it('reports a venue into the one report store; not his own, not a pending one', async () => {
    const p = newSpot();
    const v = await approvedVenue(p);
    const m = await memberAt(p);
    const res = await call(m, 'POST', `/api/venues/${v.id}/report`, { reason: 'spam' });
    expect(res.statusCode, res.body).toBe(201);
    expect(
      (await call(owner, 'POST', `/api/venues/${v.id}/report`, { reason: 'spam' })).statusCode,
    ).toBe(400);
    const pending = await createVenue(owner, venueBody(p));
    expect(
      (await call(m, 'POST', `/api/venues/${pending.id}/report`, { reason: 'spam' })).statusCode,
    ).toBe(404);
  });
});

describe('open now in the venue’s time zone', () => {
  it('counts a night past midnight and a dated exception, in lists and on the page alike', async () => {
    const p = newSpot();
    const v = await approvedVenue(p, {
      name: 'Night Owl',
      // Fridays 22:00 to 04:00 and Saturdays 22:00 to 04:00; closed Saturday 5 December 2026.
      hours: [
        { day: 5, opens: '22:00', closes: '04:00' },
        { day: 6, opens: '22:00', closes: '04:00' },
      ],
      hourExceptions: [{ date: '2026-12-05', closed: true }],
    });
    // The same weekly hours without exceptions (the list's fast path, `open_week`).
    const weekly = await approvedVenue(destination(p, 50, 2), {
      name: 'Night Owl Weekly',
      hours: [
        { day: 5, opens: '22:00', closes: '04:00' },
        { day: 6, opens: '22:00', closes: '04:00' },
      ],
    });
    const m = await memberAt(p);
    const at = async (iso: string) => {
      clock.set(new Date(iso));
      const page = await venueOf(m, v.id);
      const listed = (await listOf(m, '?openNow=true&radiusKm=1')).venues.map((x) => x.id);
      // The SQL filter and the page's own rule agree, on both paths.
      expect(listed.includes(v.id), iso).toBe(page.opening.openNow);
      const weeklyPage = await venueOf(m, weekly.id);
      expect(listed.includes(weekly.id), iso).toBe(weeklyPage.opening.openNow);
      return page.opening;
    };
    try {
      // Friday 12:00 Berlin: closed, opens 22:00 today.
      expect(await at('2026-12-04T11:00:00Z')).toEqual({
        openNow: false,
        closesAt: null,
        opensAt: { time: '22:00', inDays: 0, weekday: 5 },
      });
      // Friday 23:30: open until 04:00.
      expect(await at('2026-12-04T22:30:00Z')).toMatchObject({ openNow: true, closesAt: '04:00' });
      // Saturday 02:30 Berlin (01:30 UTC): still Friday's night, though Saturday is an exception.
      expect(await at('2026-12-05T01:30:00Z')).toMatchObject({ openNow: true, closesAt: '04:00' });
      // Saturday 04:30: closed; Saturday night is off, so the next opening is Friday's.
      expect(await at('2026-12-05T03:30:00Z')).toMatchObject({
        openNow: false,
        opensAt: { time: '22:00', inDays: 6, weekday: 5 },
      });
      // Saturday 23:00: the exception keeps it shut.
      expect((await at('2026-12-05T22:00:00Z')).openNow).toBe(false);
      // Saturday 12 December 23:00: open as usual.
      expect((await at('2026-12-12T22:00:00Z')).openNow).toBe(true);
    } finally {
      clock.set(FRIDAY_NOON_BERLIN);
    }
  });

  it('reads each venue in its own zone: the same instant is night in Sydney and morning in Berlin', async () => {
    const p = newSpot();
    const berlin = await approvedVenue(p, {
      name: 'Zone Berlin',
      hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '20:00', closes: '23:00' })),
    });
    const sydney = await approvedVenue(destination(p, 100, 1), {
      name: 'Zone Sydney',
      timeZone: 'Australia/Sydney',
      hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '20:00', closes: '23:00' })),
    });
    const m = await memberAt(p);
    clock.set(new Date('2026-12-04T10:00:00Z')); // 11:00 in Berlin, 21:00 in Sydney
    try {
      const open = (await listOf(m, '?openNow=true&radiusKm=1')).venues.map((x) => x.id);
      expect(open).toContain(sydney.id);
      expect(open).not.toContain(berlin.id);
      expect((await venueOf(m, berlin.id)).opening.opensAt).toEqual({
        time: '20:00',
        inDays: 0,
        weekday: 5,
      });
    } finally {
      clock.set(FRIDAY_NOON_BERLIN);
    }
  });
});

describe('venues near me', () => {
  it('lists nearest first with filters and keyset pages; text search covers names, cities and tags', async () => {
    const p = newSpot();
    const m = await memberAt(p);
    const near = await approvedVenue(destination(p, 200, 0), {
      name: 'Alpha Sauna',
      category: 'sauna',
      tags: ['steam'],
    });
    const mid = await approvedVenue(destination(p, 900, 1), { name: 'Beta Bar' });
    const far = await approvedVenue(destination(p, 4000, 2), { name: 'Gamma Bar', tags: ['drag'] });
    const list = await listOf(m, '?radiusKm=5');
    const ids = list.venues.map((x) => x.id);
    expect(ids.indexOf(near.id)).toBeLessThan(ids.indexOf(mid.id));
    expect(ids.indexOf(mid.id)).toBeLessThan(ids.indexOf(far.id));
    expect(list.fromMe).toBe(true);
    expect(list.venues.find((x) => x.id === near.id)?.distanceM).toBe(200);
    expect((await listOf(m, '?radiusKm=1')).venues.map((x) => x.id)).not.toContain(far.id);
    expect((await listOf(m, '?radiusKm=5&category=sauna')).venues.map((x) => x.id)).toEqual([
      near.id,
    ]);
    expect((await listOf(m, '?q=drag&radiusKm=5')).venues.map((x) => x.id)).toEqual([far.id]);
    expect((await listOf(m, '?q=Beta')).venues.map((x) => x.id)).toContain(mid.id);
    // Pages: every approved venue once, in order.
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: VenuePage = await listOf(m, cursor ? `?cursor=${cursor}` : '');
      seen.push(...page.venues.map((x) => x.id));
      cursor = page.nextCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([near.id, mid.id, far.id]));
    expect((await call(m, 'GET', '/api/venues?cursor=garbage')).statusCode).toBe(400);
    // Without a location: by name, no distance.
    const nowhere = await memberAt(null);
    const byName = await listOf(nowhere, '?q=Alpha Sauna');
    expect(byName.fromMe).toBe(false);
    expect(byName.venues[0]).toMatchObject({ id: near.id, distanceM: null });
  });
});

describe('check-ins', () => {
  it('refuses a check-in beyond 500 m, without a location, and at a pending venue', async () => {
    const p = newSpot();
    const v = await approvedVenue(p);
    const far = await memberAt(destination(p, 650, 1));
    const res = await checkIn(far, v.id, 'everyone');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'TOO_FAR' });
    expect(res.json().error.message).toMatch(/within 500 m of Test Bar/);
    expect(
      (await call(far, 'GET', '/api/check-in/venues'))
        .json()
        .venues.map((x: { id: string }) => x.id),
    ).not.toContain(v.id);
    expect((await venueOf(far, v.id)).withinReach).toBe(false);
    const near = await memberAt(destination(p, 450, 1));
    expect(
      (await call(near, 'GET', '/api/check-in/venues'))
        .json()
        .venues.map((x: { id: string }) => x.id),
    ).toContain(v.id);
    expect((await venueOf(near, v.id)).withinReach).toBe(true);
    expect((await checkIn(near, v.id, 'everyone')).statusCode).toBe(201);
    expect((await checkIn(near, v.id, 'friends')).statusCode).toBe(400);
    expect((await checkIn(await memberAt(null), v.id, 'everyone')).statusCode).toBe(422);
    const pending = await createVenue(owner, venueBody(p));
    expect((await checkIn(near, pending.id, 'everyone')).statusCode).toBe(404);
    expect((await checkIn(near, 'nope', 'everyone')).statusCode).toBe(404);
  });

  it('honours the three choices for a member at the venue, one elsewhere and one blocked', async () => {
    const p = newSpot();
    const v = await approvedVenue(p);
    const atVenue = await memberAt(destination(p, 100, 1));
    const elsewhere = await memberAt(destination(p, 3000, 1));
    const blocked = await memberAt(destination(p, 120, 2));
    const [a, b, c] = [
      await memberAt(destination(p, 50, 0)),
      await memberAt(destination(p, 60, 3)),
      await memberAt(destination(p, 70, 4)),
    ];
    expect((await checkIn(atVenue, v.id, 'nobody')).statusCode).toBe(201);
    expect((await checkIn(blocked, v.id, 'everyone')).statusCode).toBe(201);
    expect((await call(blocked, 'POST', `/api/profiles/${a.id}/block`)).statusCode).toBe(204);
    expect((await checkIn(a, v.id, 'venue')).statusCode).toBe(201);
    expect((await checkIn(b, v.id, 'everyone')).statusCode).toBe(201);
    expect((await checkIn(c, v.id, 'nobody')).statusCode).toBe(201);

    // At the venue: sees 'venue' (a) and 'everyone' (b, blocked), never 'nobody' (c); all five counted.
    const there = await shownAt(atVenue, v.id);
    expect(there.ids.sort()).toEqual([a.id, b.id, blocked.id].sort());
    expect(there.count).toBe(5);
    // Elsewhere: only 'everyone'; the count is everyone's.
    const away = await shownAt(elsewhere, v.id);
    expect(away.ids.sort()).toEqual([b.id, blocked.id].sort());
    expect(away.count).toBe(5);
    // Blocked either way: neither listed nor counted for the other.
    const blockedView = await shownAt(blocked, v.id);
    expect(blockedView.ids).not.toContain(a.id);
    expect(blockedView.count).toBe(4);
    const aView = await shownAt(a, v.id);
    expect(aView.ids).not.toContain(blocked.id);
    expect(aView.count).toBe(4);
    // Cards carry a name and a photo, never a place or a distance.
    const raw = (await call(elsewhere, 'GET', `/api/venues/${v.id}`)).json();
    for (const member of raw.checkIns.members)
      expect(Object.keys(member).sort()).toEqual(
        ['avatarUrl', 'displayName', 'id', 'isCreator', 'isVerified', 'username'].sort(),
      );
  });

  it('lasts 3 hours by the clock, one at a time; checking out ends it', async () => {
    const p = newSpot();
    const v1 = await approvedVenue(p, { name: 'First Bar' });
    const v2 = await approvedVenue(destination(p, 200, 1), { name: 'Second Bar' });
    const me = await memberAt(destination(p, 100, 0));
    const viewer = await memberAt(destination(p, 2000, 0));
    const first = (await checkIn(me, v1.id, 'everyone')).json() as CheckIn;
    expect(new Date(first.endsAt).getTime() - new Date(first.startedAt).getTime()).toBe(
      CHECK_IN_HOURS * HOUR,
    );
    expect((await call(me, 'GET', '/api/me/check-in')).json().checkIn).toMatchObject({
      venueId: v1.id,
      venueName: 'First Bar',
    });
    // Elsewhere ends the first.
    expect((await checkIn(me, v2.id, 'everyone')).statusCode).toBe(201);
    expect((await shownAt(viewer, v1.id)).count).toBe(0);
    expect(await shownAt(viewer, v2.id)).toEqual({ count: 1, ids: [me.id] });
    expect((await venueOf(me, v2.id)).checkedInHere).toBe(true);
    try {
      clock.advance(CHECK_IN_HOURS * HOUR - MINUTE);
      expect((await shownAt(viewer, v2.id)).count).toBe(1);
      clock.advance(2 * MINUTE);
      expect(await shownAt(viewer, v2.id)).toEqual({ count: 0, ids: [] });
      expect((await call(me, 'GET', '/api/me/check-in')).json().checkIn).toBeNull();
      expect((await call(me, 'DELETE', '/api/me/check-in')).statusCode).toBe(404);
      expect((await checkIn(me, v1.id, 'venue')).statusCode).toBe(201);
      expect((await call(me, 'DELETE', '/api/me/check-in')).statusCode).toBe(204);
      expect((await call(me, 'GET', '/api/me/check-in')).json().checkIn).toBeNull();
      expect((await shownAt(viewer, v1.id)).count).toBe(0);
      // Where he was is forgotten a day after each check-in ended.
      const places = placesOfTestApp();
      const mine = () => t.db.select().from(checkIns).where(eq(checkIns.memberId, me.id));
      expect(await mine()).toHaveLength(3);
      // The first ended 3 hours before the other two.
      clock.advance(24 * HOUR - 5 * MINUTE);
      await places.pruneCheckIns();
      expect(await mine()).toHaveLength(2);
      clock.advance(10 * MINUTE);
      await places.pruneCheckIns();
      expect(await mine()).toHaveLength(0);
    } finally {
      clock.set(FRIDAY_NOON_BERLIN);
    }
  });
});

describe('ports for other modules', () => {
  it('venueRef, venueByName and ownsVenue answer for approved venues only', async () => {
    const p = newSpot();
    const v = await approvedVenue(p, { name: 'Port Bar' });
    const pending = await createVenue(owner, venueBody(p, { name: 'Port Pending' }));
    const places = placesOfTestApp();
    expect(await places.venueRef(v.id)).toMatchObject({
      id: v.id,
      name: 'Port Bar',
      timeZone: 'Europe/Berlin',
      ownerId: owner.id,
    });
    expect(await places.venueRef(pending.id)).toBeNull();
    expect((await places.venueByName('port bar', 'Berlin'))?.id).toBe(v.id);
    expect(await places.venueByName('Port Pending', 'Berlin')).toBeNull();
    expect(await places.ownsVenue(owner.id, v.id)).toBe(true);
    expect(await places.ownsVenue(admin.id, v.id)).toBe(false);

    // The demo venues: once, idempotent, and every venue of the demo calendar at its own point.
    expect(await places.ensureDemoVenues()).toBe(DEMO_VENUES.length);
    expect(await places.ensureDemoVenues()).toBe(0);
    for (const [name, city, lat, lng] of DEMO_CALENDAR_VENUES) {
      const ref = await places.venueByName(name, city);
      expect(ref, name).toMatchObject({ latitude: lat, longitude: lng, ownerId: null });
    }
    const m = await memberAt({ lat: 52.52, lng: 13.405 });
    // A demo venue is sample data: only a member in demo mode sees it (decision 038).
    const demoBar = '/api/venues/demo-venue-berlin-spree-corner';
    expect((await call(m, 'GET', demoBar)).statusCode).toBe(404);
    expect((await call(m, 'PUT', '/api/me/data-mode', { mode: 'demo' })).statusCode).toBe(200);
    const bar = await venueOf(m, 'demo-venue-berlin-spree-corner');
    expect(bar.sample).toBe(true);
    expect(bar).toMatchObject({ withinReach: true, claimable: true });
    expect(bar.photos).toHaveLength(1);
  });

  it('admins get a 404 for ids that do not exist', async () => {
    const body = { decision: 'approve' };
    for (const url of [
      '/api/admin/places/businesses/nope/review',
      '/api/admin/places/venues/nope/review',
      '/api/admin/places/claims/nope/review',
    ])
      expect((await call(admin, 'POST', url, body)).statusCode, url).toBe(404);
    expect(
      (await call(admin, 'POST', '/api/admin/places/venues/x/review', { decision: 'maybe' }))
        .statusCode,
    ).toBe(400);
  });
});
