import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cityByName, formatDistance, LOCATION_PRIVACY, type NearbyMember } from '@blaze/contracts';
import { profiles } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import { destination, distanceM, gridCell, type Point } from '../../lib/geo.ts';
import { grantFor } from '../../test/entitlements.ts';
import {
  callAs,
  createTestApp,
  newClientId,
  newMember,
  openChat,
  type TestApp,
  type TestMember,
} from '../../test/test-app.ts';

const HOUR = 3_600_000;
const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, { clock });
});
afterAll(async () => t?.close());

const centreOf = (name: string): Point => {
  const c = cityByName(name)!;
  return { lat: c.lat, lng: c.lng };
};
const berlin = centreOf('Berlin');
/** The public grid cell (decision 008) holding a point. */
const publicCell = (p: Point) => gridCell(p, LOCATION_PRIVACY.cellDeg);
const paris = centreOf('Paris');

type Method = Parameters<typeof callAs>[2];
const call = (who: TestMember, method: Method, url: string, payload?: unknown) =>
  callAs(t.app, who, method, url, payload);

/** A member signed up and placed at `p` (none when null), with a display name. */
async function memberAt(p: Point | null, name = 'Member'): Promise<TestMember> {
  const m = await newMember(t.app);
  await call(m, 'PATCH', '/api/profiles/me', { displayName: name, age: 30 });
  if (p) expect((await call(m, 'PUT', '/api/me/location', p)).statusCode).toBe(200);
  return m;
}
const passFor = (m: TestMember, quantity: number | null = 1) =>
  grantFor(t, m.id, 'roam', { quantity, clock });
const plusFor = (m: TestMember) => grantFor(t, m.id, 'plus', { quantity: null, clock });

async function nearbyOf(m: TestMember, qs = ''): Promise<NearbyMember[]> {
  const res = await call(m, 'GET', `/api/discover/nearby${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().members;
}
async function exploreOf(m: TestMember, city: string, qs = ''): Promise<NearbyMember[]> {
  const res = await call(m, 'GET', `/api/discover/explore?city=${encodeURIComponent(city)}${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().members;
}
const find = (list: NearbyMember[], m: TestMember) => list.find((x) => x.id === m.id);
const roamTo = (m: TestMember, city: string, hours = 168) =>
  call(m, 'POST', '/api/roams', { city, hours });
const roamsLeft = async (m: TestMember) =>
  (await call(m, 'GET', '/api/me/entitlements')).json().roam.left as number;
const storedPoint = async (m: TestMember) => {
  const [row] = await t.db.select().from(profiles).where(eq(profiles.id, m.id));
  return row!;
};

describe('Roam', () => {
  it('refuses without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/roam' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/roams',
      payload: { city: 'Paris', hours: 24 },
    });
    expect(res.statusCode).toBe(401);
  });

  it('shows him in the roamed city with his home city and never at home, keeps his true point, and ends by itself after 7 days', async () => {
    const roamer = await memberAt(destination(berlin, 2_000, 1), 'Roamer');
    const atHome = await memberAt(destination(berlin, 2_600, 2), 'Neighbour');
    const local = await memberAt(destination(paris, 3_200, 1), 'Local');
    await passFor(roamer);
    expect(find(await nearbyOf(atHome), roamer)).toBeDefined();

    const started = await roamTo(roamer, 'Paris', 168);
    expect(started.statusCode, started.body).toBe(201);
    const roam = started.json();
    expect(roam).toMatchObject({ city: 'Paris', visitingFrom: 'Berlin', active: true });
    expect(Date.parse(roam.endsAt) - Date.parse(roam.startsAt)).toBe(168 * HOUR);
    expect(await roamsLeft(roamer)).toBe(0);

    // Members in Paris see him at the city's centre, at its rounded distance, with the label.
    const seen = find(await nearbyOf(local), roamer);
    expect(seen).toMatchObject({
      visitingFrom: 'Berlin',
      distance: formatDistance(distanceM(destination(paris, 3_200, 1), paris)),
      area: paris,
    });
    const profile = (await call(local, 'GET', `/api/profiles/${roamer.id}`)).json();
    expect(profile).toMatchObject({ visitingFrom: 'Berlin', distance: '3.5 km' });
    // ...and at home he is gone.
    expect(find(await nearbyOf(atHome), roamer)).toBeUndefined();
    const fromHome = (await call(atHome, 'GET', `/api/profiles/${roamer.id}`)).json();
    expect(fromHome.visitingFrom).toBe('Berlin');
    expect(fromHome.distance).toMatch(/^\d{3} km$/);

    // His own searches are around Paris while he roams.
    const mine = await call(roamer, 'GET', '/api/discover/nearby');
    expect(find(mine.json().members, local)).toBeDefined();
    expect(find(mine.json().members, atHome)).toBeUndefined();
    expect(distanceM(mine.json().origin, paris)).toBeLessThan(500);

    // He can message the locals: no distance rule stands in the way.
    const chat = await openChat(t.app, roamer, local);
    const sent = await call(roamer, 'POST', `/api/conversations/${chat}/messages`, {
      clientId: newClientId(),
      kind: 'text',
      text: 'In town next week, any tips?',
    });
    expect(sent.statusCode, sent.body).toBe(201);

    // His device keeps updating his true point; his public point stays in Paris.
    const moved = destination(berlin, 4_000, 3);
    expect((await call(roamer, 'PUT', '/api/me/location', moved)).statusCode).toBe(200);
    const row = await storedPoint(roamer);
    expect({ lat: row.latitude, lng: row.longitude }).toEqual(moved);
    expect({ lat: row.publicLat, lng: row.publicLng }).toEqual(paris);
    expect(find(await nearbyOf(local), roamer)).toBeDefined();
    expect(find(await nearbyOf(atHome), roamer)).toBeUndefined();

    // Seven days later it has ended by itself: home again, on the cell of his true point, no label.
    clock.advance(168 * HOUR + 1_000);
    expect(find(await nearbyOf(local), roamer)).toBeUndefined();
    const back = find(await nearbyOf(atHome), roamer);
    expect(back).toMatchObject({ visitingFrom: null, area: publicCell(moved).centre });
    const state = (await call(roamer, 'GET', '/api/roam')).json();
    expect(state).toMatchObject({ current: null, homeCity: 'Berlin' });
    expect((await call(roamer, 'GET', `/api/roams/${roam.id}`)).json()).toMatchObject({
      active: false,
      endedEarly: false,
    });
  });

  it('refuses a roam without a pass or Plus (403 NO_ALLOWANCE) and moves nothing', async () => {
    const m = await memberAt(destination(berlin, 1_500, 4), 'No Pass');
    const local = await memberAt(destination(paris, 2_000, 4), 'Parisian');
    const res = await roamTo(m, 'Paris', 24);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('NO_ALLOWANCE');
    expect((await call(m, 'GET', '/api/roam')).json()).toMatchObject({
      current: null,
      allowance: { unlimited: false, left: 0 },
    });
    expect(find(await nearbyOf(local), m)).toBeUndefined();
    expect((await storedPoint(m)).publicLat).toBe(
      publicCell(destination(berlin, 1_500, 4)).centre.lat,
    );
  });

  it('ends when he ends it, at once; with Plus he can roam again, and one roam runs at a time', async () => {
    const m = await memberAt(destination(berlin, 1_000, 5), 'Plus Roamer');
    const neighbour = await memberAt(destination(berlin, 1_800, 5), 'Next Door');
    const local = await memberAt(destination(paris, 1_000, 5), 'Parigot');
    await plusFor(m);
    expect((await call(m, 'GET', '/api/roam')).json().allowance).toEqual({
      unlimited: true,
      left: 0,
    });
    const first = (await roamTo(m, 'Paris', 1)).json();
    const again = await roamTo(m, 'Lisbon', 24);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ROAM_ACTIVE');
    expect((await call(m, 'GET', '/api/roam')).json().current).toMatchObject({
      id: first.id,
      city: 'Paris',
    });

    const ended = await call(m, 'POST', `/api/roams/${first.id}/end`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ active: false, endedEarly: true });
    expect(find(await nearbyOf(local), m)).toBeUndefined();
    expect(find(await nearbyOf(neighbour), m)).toMatchObject({ visitingFrom: null });
    // Ending it twice changes nothing.
    expect((await call(m, 'POST', `/api/roams/${first.id}/end`)).json()).toMatchObject({
      endedEarly: true,
    });
    expect((await roamTo(m, 'Lisbon', 24)).statusCode).toBe(201);
  });

  it("refuses another member's roam id (404) on every route and leaves his roam running", async () => {
    const owner = await memberAt(destination(berlin, 3_000, 6), 'Owner');
    const other = await memberAt(destination(berlin, 3_500, 6), 'Other');
    const local = await memberAt(destination(paris, 2_500, 6), 'Voisin');
    await passFor(owner);
    const roam = (await roamTo(owner, 'Paris')).json();
    for (const [method, url] of [
      ['GET', `/api/roams/${roam.id}`],
      ['POST', `/api/roams/${roam.id}/end`],
      ['GET', '/api/roams/no-such-roam'],
      ['POST', '/api/roams/no-such-roam/end'],
    ] as const) {
      const res = await call(other, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect(find(await nearbyOf(local), owner)).toMatchObject({ visitingFrom: 'Berlin' });
  });

  it('holds blocks both ways while he roams', async () => {
    const roamer = await memberAt(destination(berlin, 5_000, 0.5), 'Blocked Roamer');
    const blocker = await memberAt(destination(paris, 1_200, 2), 'Blocker');
    const blocked = await memberAt(destination(paris, 1_400, 2), 'Blocked');
    await passFor(roamer);
    expect((await roamTo(roamer, 'Paris')).statusCode).toBe(201);
    expect((await call(blocker, 'POST', `/api/profiles/${roamer.id}/block`)).statusCode).toBe(204);
    expect((await call(roamer, 'POST', `/api/profiles/${blocked.id}/block`)).statusCode).toBe(204);
    expect(find(await nearbyOf(blocker), roamer)).toBeUndefined();
    expect(find(await nearbyOf(blocked), roamer)).toBeUndefined();
    const his = await nearbyOf(roamer);
    expect(find(his, blocker)).toBeUndefined();
    expect(find(his, blocked)).toBeUndefined();
    expect((await call(blocker, 'GET', `/api/profiles/${roamer.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['an unknown city', { city: 'Atlantis', hours: 24 }],
    ['more than 7 days', { city: 'Paris', hours: 169 }],
    ['no time at all', { city: 'Paris', hours: 0 }],
    ['part of an hour', { city: 'Paris', hours: 1.5 }],
    ['an unknown field', { city: 'Paris', hours: 24, homeCity: 'Nowhere' }],
    ['no city', { hours: 24 }],
  ])('refuses %s with 400 and takes no pass', async (_label, body) => {
    const m = await memberAt(destination(berlin, 900, 1), 'Bad Input');
    await passFor(m);
    const res = await call(m, 'POST', '/api/roams', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(await roamsLeft(m)).toBe(1);
  });

  it('gives the pass back when he cannot be placed: no location (422), or the city he is in (409)', async () => {
    const nowhere = await memberAt(null, 'Nowhere Man');
    await passFor(nowhere);
    const res = await roamTo(nowhere, 'Paris');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('LOCATION_REQUIRED');
    expect(await roamsLeft(nowhere)).toBe(1);

    const berliner = await memberAt(destination(berlin, 3_000, 2), 'Berliner');
    await passFor(berliner);
    const same = await roamTo(berliner, 'Berlin');
    expect(same.statusCode).toBe(409);
    expect(same.json().error.code).toBe('ALREADY_THERE');
    expect(await roamsLeft(berliner)).toBe(1);
  });

  it("shows his Right Now in the roamed city with the label, and his Right Now list is the roamed city's", async () => {
    const roamer = await memberAt(destination(berlin, 2_400, 1.2), 'Roaming Now');
    const local = await memberAt(destination(paris, 1_700, 1.2), 'Paris Now');
    const atHome = await memberAt(destination(berlin, 2_900, 1.2), 'Berlin Now');
    await passFor(roamer);
    expect((await roamTo(roamer, 'Paris', 24)).statusCode).toBe(201);
    const post = (text: string, m: TestMember) =>
      call(m, 'POST', '/api/right-now', { text, suits: ['can_travel'] });
    expect((await post('Landed, free tonight', roamer)).statusCode).toBe(201);
    expect((await post('Hosting in the Marais', local)).statusCode).toBe(201);
    const authorsFor = async (m: TestMember) => {
      const res = await call(m, 'GET', '/api/right-now');
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().posts as Array<{ member: NearbyMember | null }>).map((p) => p.member);
    };
    const seenInParis = (await authorsFor(local)).find((m) => m?.id === roamer.id);
    expect(seenInParis).toMatchObject({ visitingFrom: 'Berlin', distance: '2.0 km' });
    expect((await authorsFor(atHome)).some((m) => m?.id === roamer.id)).toBe(false);
    expect((await authorsFor(roamer)).some((m) => m?.id === local.id)).toBe(true);
  });

  it("labels a roamer far from every listed city 'another city'", async () => {
    const remote = await memberAt({ lat: 64.1466, lng: -21.9426 }, 'Reykjavik');
    const local = await memberAt(destination(paris, 2_200, 5.5), 'Local Two');
    await passFor(remote);
    expect((await roamTo(remote, 'Paris', 24)).json().visitingFrom).toBe('another city');
    expect(find(await nearbyOf(local), remote)?.visitingFrom).toBe('another city');
  });

  it("names his home by his home cell: a move inside it across Berlin's 60 km line shows in no label", async () => {
    // Two points of one cell, 59.7 and 60.3 km from Berlin's centre: by his true point, one would be
    // 'Berlin' and the other 'another city', telling which part of his cell he is in.
    const sides = (bearing: number) => [59_700, 60_300].map((m) => destination(berlin, m, bearing));
    const cellOf = (p: Point) => JSON.stringify(publicCell(p).centre);
    let bearing = 5.1;
    while (cellOf(sides(bearing)[0]!) !== cellOf(sides(bearing)[1]!)) bearing += 0.001;
    const [inside, outside] = sides(bearing) as [Point, Point];
    expect(publicCell(inside).centre).toEqual(publicCell(outside).centre);
    const roamer = await memberAt(outside, 'Edge Roamer');
    const local = await memberAt(destination(paris, 2_800, 4.4), 'Local Three');
    await passFor(roamer);
    const started = await roamTo(roamer, 'Paris', 24);
    expect(started.statusCode, started.body).toBe(201);
    const label = started.json().visitingFrom;
    const seen = async () => ({
      listed: find(await nearbyOf(local), roamer)?.visitingFrom,
      profile: (await call(local, 'GET', `/api/profiles/${roamer.id}`)).json().visitingFrom,
    });
    expect(await seen()).toEqual({ listed: label, profile: label });
    expect((await call(roamer, 'PUT', '/api/me/location', inside)).statusCode).toBe(200);
    expect(await seen()).toEqual({ listed: label, profile: label });
    await call(roamer, 'POST', `/api/roams/${started.json().id}/end`);
  });
});

describe('Explore', () => {
  it("lists a city's members with distances from its centre and does not move him", async () => {
    const explorer = await memberAt(destination(berlin, 1_000, 2.5), 'Explorer');
    const neighbour = await memberAt(destination(berlin, 1_600, 2.5), 'Kiez');
    const at = destination(paris, 6_200, 3);
    const local = await memberAt(at, 'Marais');
    // From the centre to his public point (his grid cell's centre), rounded like every distance.
    const seen = find(await exploreOf(explorer, 'Paris'), local);
    expect(seen).toMatchObject({
      distance: formatDistance(distanceM(paris, publicCell(at).centre)),
      area: publicCell(at).centre,
      visitingFrom: null,
    });
    const res = await call(explorer, 'GET', '/api/discover/explore?city=Paris');
    expect(distanceM(res.json().origin, paris)).toBeLessThan(500);
    expect(res.body).not.toMatch(/"(latitude|longitude|publicLat|publicLng)"/);
    // He stays where he is: at home for his neighbours, nowhere in Paris.
    expect(find(await nearbyOf(neighbour), explorer)).toBeDefined();
    expect(find(await nearbyOf(local), explorer)).toBeUndefined();
    expect(find(await exploreOf(local, 'Paris'), explorer)).toBeUndefined();
    const row = await storedPoint(explorer);
    expect({ lat: row.publicLat, lng: row.publicLng }).toEqual(
      publicCell(destination(berlin, 1_000, 2.5)).centre,
    );
    // Looking needs no location of his own.
    const nowhere = await memberAt(null, 'Armchair Traveller');
    expect(find(await exploreOf(nowhere, 'Paris'), local)).toBeDefined();
  });

  it("applies discovery's filters and blocks both ways", async () => {
    const explorer = await memberAt(destination(berlin, 2_200, 4), 'Filter Fan');
    const young = await memberAt(destination(paris, 1_100, 4), 'Young');
    await call(young, 'PATCH', '/api/profiles/me', { age: 22 });
    const blocker = await memberAt(destination(paris, 1_300, 4), 'Shy');
    const blocked = await memberAt(destination(paris, 1_500, 4), 'Rude');
    await call(blocker, 'POST', `/api/profiles/${explorer.id}/block`);
    await call(explorer, 'POST', `/api/profiles/${blocked.id}/block`);
    const all = await exploreOf(explorer, 'Paris');
    expect(find(all, young)).toBeDefined();
    expect(find(all, blocker)).toBeUndefined();
    expect(find(all, blocked)).toBeUndefined();
    expect(find(await exploreOf(explorer, 'Paris', '&minAge=25'), young)).toBeUndefined();
  });

  it("puts the city's boosted members first, as nearby does", async () => {
    const explorer = await memberAt(destination(berlin, 2_600, 5), 'Boost Watcher');
    const near = await memberAt(destination(paris, 600, 5), 'Close By');
    const boosted = await memberAt(destination(paris, 9_000, 5), 'Boosted Far');
    await grantFor(t, boosted.id, 'boost', { quantity: 1, clock });
    expect((await call(boosted, 'POST', '/api/me/boost', {})).statusCode).toBe(201);
    const list = await exploreOf(explorer, 'Paris');
    expect(list[0]).toMatchObject({ id: boosted.id, isBoosted: true });
    expect(find(list, near)).toMatchObject({ isBoosted: false });
  });

  it.each([
    ['an unknown city', '?city=Atlantis'],
    ['no city', ''],
    ['an unknown parameter', '?city=Paris&lat=48.8'],
    ['a bad age range', '?city=Paris&minAge=40&maxAge=30'],
  ])('refuses %s with 400', async (_label, qs) => {
    const m = await memberAt(destination(berlin, 700, 1), 'Bad Explorer');
    const res = await call(m, 'GET', `/api/discover/explore${qs}`);
    expect(res.statusCode).toBe(400);
  });
});
