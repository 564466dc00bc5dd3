import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DISCOVERY_LIMITS, ROAM_UNKNOWN_HOME } from '@blaze/contracts';
import { dataFixes, profiles } from '../../db/schema.ts';
import { createPeerNode, createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { destination, distanceM, mapArea, type Point } from '../../lib/geo.ts';
import { cityCentre, nearestCity, publicCell } from './geo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const berlin = { lat: 52.52, lng: 13.405 };
const put = (cookie: string, p: Point) =>
  t.app.inject({ method: 'PUT', url: '/api/me/location', headers: { cookie }, payload: p });
const nearby = (cookie: string, qs = '') =>
  t.app.inject({ method: 'GET', url: `/api/discover/nearby${qs}`, headers: { cookie } });

async function memberAt(p: Point | null, profile: Record<string, unknown> = {}) {
  const m = await signUp(t.app);
  if (Object.keys(profile).length) {
    await t.app.inject({
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: { cookie: m.cookie },
      payload: profile,
    });
  }
  if (p) expect((await put(m.cookie, p)).statusCode).toBe(200);
  return { ...m, id: m.body.user.id };
}

describe('PUT /api/me/location', () => {
  it('stores the position, names the city offline, and puts him on the centre of his grid cell', async () => {
    const m = await memberAt(null);
    const at = destination(berlin, 3_000, 1);
    const res = await put(m.cookie, at);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ city: 'Berlin', country: 'Germany' });
    expect(res.body).not.toMatch(/lat|lng/);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, m.id));
    expect({ lat: row!.publicLat, lng: row!.publicLng }).toEqual(publicCell(at).centre);
  });

  it('keeps the same public point for small moves, so repeated readings cannot average it away', async () => {
    const m = await memberAt(berlin);
    const [before] = await t.db.select().from(profiles).where(eq(profiles.id, m.id));
    await put(m.cookie, destination(berlin, 120, 2));
    const [after] = await t.db.select().from(profiles).where(eq(profiles.id, m.id));
    expect([after!.publicLat, after!.publicLng]).toEqual([before!.publicLat, before!.publicLng]);
  });

  it('refuses impossible jumps (spoofed scanning) with 429', async () => {
    const m = await memberAt(berlin);
    const res = await put(m.cookie, { lat: 40.7128, lng: -74.006 });
    expect(res.statusCode).toBe(429);
  });

  it.each([
    ['a latitude out of range', { lat: 91, lng: 0 }],
    ['a missing longitude', { lat: 10 }],
    ['an unknown field', { lat: 1, lng: 1, spoof: true }],
  ])('refuses %s with 400', async (_label, body) => {
    const m = await memberAt(null);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/location',
      headers: { cookie: m.cookie },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/discover/nearby', () => {
  it('needs my own location first (422)', async () => {
    const m = await memberAt(null);
    const res = await nearby(m.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('LOCATION_REQUIRED');
  });

  it('lists members around me with coarse distances and never a coordinate; hidden, blocked and location-less never appear', async () => {
    const here = destination(berlin, 30_000, 4);
    const me = await memberAt(here, { age: 30 });
    const near = await memberAt(destination(here, 1_200, 0.3), { age: 28, displayName: 'Near' });
    const far = await memberAt(destination(here, 60_000, 0.3), { age: 28 });
    const hidden = await memberAt(destination(here, 900, 2), { locationVisible: false });
    const blocked = await memberAt(destination(here, 700, 3));
    const blocker = await memberAt(destination(here, 800, 1));
    const noLocation = await memberAt(null);
    await t.app.inject({
      method: 'POST',
      url: `/api/profiles/${blocked.id}/block`,
      headers: { cookie: me.cookie },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/profiles/${me.id}/block`,
      headers: { cookie: blocker.cookie },
    });

    const res = await nearby(me.cookie);
    expect(res.statusCode).toBe(200);
    const ids = res.json().members.map((m: { id: string }) => m.id);
    expect(ids).toContain(near.id);
    for (const absent of [me.id, far.id, hidden.id, blocked.id, blocker.id, noLocation.id])
      expect(ids).not.toContain(absent);
    expect(res.body).not.toMatch(/"(latitude|longitude|publicLat|publicLng)"/);
    const mine = res.json().members.find((m: { id: string }) => m.id === near.id);
    expect(mine.distance).toMatch(/^(\d+ m|\d+\.\d km|\d+ km)$/);
    // The only coordinates in a reply are map cells: his is the cell of his public point, never finer.
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, near.id));
    expect(mine.area).toEqual({ lat: row!.publicLat, lng: row!.publicLng });
    expect(res.json().origin).toEqual(mapArea(here));
    const coordinates = [...res.body.matchAll(/"(lat|lng)":(-?[\d.]+)/g)].map((m) => Number(m[2]));
    expect(coordinates).toHaveLength(4);

    // The same search by another member (the same kept statement) applies his rules, not mine.
    const theirs = (await nearby(near.cookie)).json().members.map((m: { id: string }) => m.id);
    expect(theirs).toEqual(expect.arrayContaining([me.id, blocked.id, blocker.id]));
    expect(theirs).not.toContain(near.id);
    const mineAgain = (await nearby(me.cookie)).json().members.map((m: { id: string }) => m.id);
    expect(mineAgain).not.toContain(blocked.id);
    expect(mineAgain).not.toContain(blocker.id);
  });

  it('hides the distance of members who hide it', async () => {
    const here = destination(berlin, 45_000, 2);
    const me = await memberAt(here);
    const shy = await memberAt(destination(here, 2_000, 1));
    await t.db.update(profiles).set({ hideDistance: true }).where(eq(profiles.id, shy.id));
    const m = (await nearby(me.cookie)).json().members.find((x: { id: string }) => x.id === shy.id);
    expect(m.distance).toBeNull();
    expect(m.area).toBeNull();
  });

  it('lets a member hide his distance and his location from his own settings', async () => {
    const here = destination(berlin, 47_000, 2.2);
    const me = await memberAt(here);
    const shy = await memberAt(destination(here, 2_000, 1));
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/profiles/me',
        headers: { cookie: shy.cookie },
        payload,
      });
    expect((await patch({ hideDistance: true })).json().hideDistance).toBe(true);
    const listed = (await nearby(me.cookie))
      .json()
      .members.find((x: { id: string }) => x.id === shy.id);
    expect(listed).toMatchObject({ distance: null, area: null });
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/profiles/${shy.id}`,
      headers: { cookie: me.cookie },
    });
    expect(profile.json().distance).toBeNull();
    await patch({ locationVisible: false });
    const ids = (await nearby(me.cookie)).json().members.map((x: { id: string }) => x.id);
    expect(ids).not.toContain(shy.id);
  });

  it("shows a member's rounded distance on his profile, never a coordinate", async () => {
    const here = destination(berlin, 52_000, 2.9);
    const me = await memberAt(here);
    const other = await memberAt(destination(here, 3_000, 1));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/profiles/${other.id}`,
      headers: { cookie: me.cookie },
    });
    expect(res.json().distance).toMatch(/^\d+\.\d km$/);
    expect(res.body).not.toMatch(/"(lat|lng|latitude|longitude|publicLat|publicLng|area)"/);
  });

  it('never shows or filters by the age of a member who hides it', async () => {
    const here = destination(berlin, 55_000, 3.3);
    const me = await memberAt(here);
    const coy = await memberAt(destination(here, 1_500, 1), {
      age: 41,
      privacySettings: { showAge: false },
    });
    const listed = (await nearby(me.cookie))
      .json()
      .members.find((x: { id: string }) => x.id === coy.id);
    expect(listed.age).toBeNull();
    const band = (await nearby(me.cookie, '?minAge=40&maxAge=42')).json().members;
    expect(band.map((x: { id: string }) => x.id)).not.toContain(coy.id);
  });

  it('filters by age, type and online in SQL', async () => {
    const here = destination(berlin, 80_000, 5);
    const me = await memberAt(here);
    const young = await memberAt(destination(here, 1_000, 0), { age: 21 });
    const older = await memberAt(destination(here, 1_000, 1), { age: 45 });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: older.cookie },
    });
    const ids = async (qs: string) =>
      (await nearby(me.cookie, qs)).json().members.map((m: { id: string }) => m.id);
    expect(await ids('?minAge=40&maxAge=50')).toEqual([older.id]);
    expect(await ids('?onlineOnly=true')).toEqual([young.id]);
    expect(await ids('?types=escort')).toEqual([]);
    expect((await ids('?types=dating')).sort()).toEqual([young.id, older.id].sort());
    await t.db
      .update(profiles)
      .set({ createdAt: new Date(Date.now() - 30 * 24 * 3600 * 1000) })
      .where(eq(profiles.id, older.id));
    expect(await ids('?newOnly=true')).toEqual([young.id]);
  });

  it("puts who is online first in the quick mode ('available')", async () => {
    const here = destination(berlin, 85_000, 5.5);
    const me = await memberAt(here);
    const closeButAway = await memberAt(destination(here, 600, 0));
    const farButOnline = await memberAt(destination(here, 9_000, 1));
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: closeButAway.cookie },
    });
    const order = async (qs: string) =>
      (await nearby(me.cookie, qs)).json().members.map((m: { id: string }) => m.id);
    expect(await order('')).toEqual([closeButAway.id, farButOnline.id]);
    expect(await order('?sort=available')).toEqual([farButOnline.id, closeButAway.id]);
    const away = (await nearby(me.cookie)).json().members[0];
    expect(away.lastActive).toMatch(/:[0-5][05]:00\.000Z$/);
  });

  it.each([
    ['?limit=101'],
    ['?minAge=50&maxAge=30'],
    ['?radiusKm=far'],
    ['?types=pilot'],
    ['?lat=52.5'],
    ['?cursor=abc'],
    ['?radiusKm=2.5'],
    ['?radiusKm=501'],
    ['?sort=closest'],
    ['?onlineOnly=yes'],
  ])('refuses %s with 400', async (qs) => {
    const me = await memberAt(destination(berlin, 10_000, 6));
    const res = await nearby(me.cookie, qs);
    expect(res.statusCode, qs).toBe(400);
  });
});

/** What an attacker knows of one victim: annuli (min < d <= max) around the points he stood at. */
type Reading = { from: Point; min: number; max: number };

/** The centre of every point consistent with all readings (or the least-inconsistent one). */
function bestEstimate(readings: Reading[], around: Point, extra?: (p: Point) => boolean): Point {
  let sumLat = 0;
  let sumLng = 0;
  let n = 0;
  let best = { p: around, cost: Infinity };
  for (let dx = -6_000; dx <= 6_000; dx += 50) {
    for (let dy = -6_000; dy <= 6_000; dy += 50) {
      const p = destination(destination(around, dy, 0), dx, Math.PI / 2);
      let cost = 0;
      for (const o of readings) {
        const d = distanceM(o.from, p);
        cost += d > o.max ? (d - o.max) ** 2 : d <= o.min ? (o.min - d) ** 2 : 0;
      }
      if (extra && !extra(p)) cost += 1e6;
      if (cost === 0) {
        sumLat += p.lat;
        sumLng += p.lng;
        n++;
      }
      if (cost < best.cost) best = { p, cost };
    }
  }
  return n ? { lat: sumLat / n, lng: sumLng / n } : best.p;
}

const metresOf = (distance: string) =>
  distance.endsWith(' km')
    ? Number(distance.replace(' km', '')) * 1000
    : Number(distance.replace(' m', ''));

describe('trilateration', () => {
  it("keeps an attacker's best estimate at least 150 m (median) from each member's true point", async () => {
    const centre = destination(berlin, 150_000, 3.5);
    const victims: Array<{ id: string; truth: Point }> = [];
    for (let i = 0; i < 12; i++) {
      const truth = destination(centre, 400 + i * 350, (i * 2 * Math.PI) / 12);
      victims.push({ id: (await memberAt(truth)).id, truth });
    }
    const attacker = await memberAt(centre);
    const readings = new Map<string, Reading[]>();
    const areas = new Map<string, Point>();
    const note = (id: string, r: Reading) => readings.set(id, [...(readings.get(id) ?? []), r]);
    // As many vantage points as the per-member limits allow in one minute: 20 location updates, and
    // 60 searches (a full list, then two radius probes, at each vantage point).
    let searches = 0;
    for (let k = 0; k < 19; k++) {
      const from = destination(centre, 500 + (k % 4) * 1_500, (k * 2 * Math.PI) / 19);
      const moved = await put(attacker.cookie, from);
      if (moved.statusCode === 429) break;
      const page = await nearby(attacker.cookie, '?radiusKm=25&limit=100');
      searches++;
      const seen = new Set<string>();
      for (const m of page.json().members as Array<{ id: string; distance: string; area: Point }>) {
        // Distances: rounded up to their step.
        const max = metresOf(m.distance);
        const step = max <= 1_000 ? 250 : max <= 10_000 ? 500 : 1_000;
        note(m.id, { from, min: max - step, max });
        areas.set(m.id, m.area);
        seen.add(m.id);
      }
      // Radius drop-offs: who is still listed within 2 km and within 4 km of this point.
      for (const radiusKm of [2, 4]) {
        const probe = await nearby(attacker.cookie, `?radiusKm=${radiusKm}&limit=100`);
        searches++;
        if (probe.statusCode === 429) continue;
        const inside = new Set(probe.json().members.map((m: { id: string }) => m.id));
        for (const id of seen) {
          note(
            id,
            inside.has(id)
              ? { from, min: -1, max: radiusKm * 1000 }
              : { from, min: radiusKm * 1000, max: Infinity },
          );
        }
      }
    }
    expect(searches).toBeGreaterThan(50);
    const errors = victims.map((v) => {
      const obs = readings.get(v.id) ?? [];
      expect(obs.length).toBeGreaterThan(15);
      // The map marker as one more constraint: he must be somewhere in (or next to) its cell.
      const area = areas.get(v.id)!;
      return distanceM(
        bestEstimate(obs, centre, (p) => distanceM(p, area) < 650),
        v.truth,
      );
    });
    errors.sort((a, b) => a - b);
    const median = errors[Math.floor(errors.length / 2)]!;
    expect(median).toBeGreaterThanOrEqual(150);
  }, 120_000);

  it('cannot average his public point over repeated visits home (the same cell every time)', async () => {
    const home = destination(berlin, 170_000, 1.2);
    const work = destination(home, 6_000, 2.4);
    const victim = await memberAt(home);
    const sightings: Point[] = [];
    const publicPoint = async () => {
      const [row] = await t.db.select().from(profiles).where(eq(profiles.id, victim.id));
      return { lat: row!.publicLat!, lng: row!.publicLng! };
    };
    sightings.push(await publicPoint());
    // Nine evenings at home, each after a day at work; GPS jitter of up to 40 m each time.
    for (let day = 1; day <= 9; day++) {
      expect((await put(victim.cookie, destination(work, 30, day))).statusCode).toBe(200);
      expect((await put(victim.cookie, destination(home, (day * 13) % 40, day))).statusCode).toBe(
        200,
      );
      sightings.push(await publicPoint());
    }
    // Every visit gives the same public point, his cell's centre, so the average is no better than one.
    expect(sightings.every((p) => p.lat === sightings[0]!.lat && p.lng === sightings[0]!.lng)).toBe(
      true,
    );
    expect(sightings[0]).toEqual(publicCell(home).centre);
  });

  it('shows a home near an edge in one cell every evening, whichever way he came home', async () => {
    // 100 m inside the north edge of his cell: within the margin of the cell beyond it. Were the cell he
    // shows at home the last one he kept, a day north of home would show him in the next cell for the
    // evening and a day south in his own: a watcher who sees both knows his home is within the margin
    // of their shared edge, a band much narrower than a cell.
    const cell = publicCell(destination(berlin, 190_000, 2.2));
    const home = { lat: cell.north - 100 / 111_195, lng: (cell.west + cell.east) / 2 };
    const victim = await memberAt(home);
    const publicPoint = async () => {
      const [row] = await t.db.select().from(profiles).where(eq(profiles.id, victim.id));
      return { lat: row!.publicLat!, lng: row!.publicLng! };
    };
    const evenings = [await publicPoint()];
    for (const [day, bearing] of [0, Math.PI, 0, Math.PI, 0.3, Math.PI - 0.3].entries()) {
      // A day out, beyond the margin of the cell on that side, then home (GPS jitter of up to 30 m).
      expect((await put(victim.cookie, destination(home, 700, bearing))).statusCode).toBe(200);
      expect((await put(victim.cookie, destination(home, (day * 11) % 30, day))).statusCode).toBe(
        200,
      );
      evenings.push(await publicPoint());
    }
    expect(new Set(evenings.map((p) => JSON.stringify(p))).size).toBe(1);
    expect(evenings[0]).toEqual(cell.centre);
  });
});

/** Local metres east (x) and north (y) of an origin, and back: enough for a few km. */
const M_PER_DEG = (6_371_000 * Math.PI) / 180;
const toPlane = (o: Point, p: Point) => ({
  x: (p.lng - o.lng) * M_PER_DEG * Math.cos((o.lat * Math.PI) / 180),
  y: (p.lat - o.lat) * M_PER_DEG,
});
const fromPlane = (o: Point, q: { x: number; y: number }): Point => ({
  lat: o.lat + q.y / M_PER_DEG,
  lng: o.lng + q.x / (M_PER_DEG * Math.cos((o.lat * Math.PI) / 180)),
});

/**
 * The centre of a circle of known radius through two points: of the two candidates, the one nearer the
 * guess.
 */
function centreOf(o: Point, a: Point, b: Point, radius: number): Point {
  const [p, q] = [toPlane(o, a), toPlane(o, b)];
  const mid = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
  const half = Math.hypot(q.x - p.x, q.y - p.y) / 2;
  const h = Math.sqrt(Math.max(radius ** 2 - half ** 2, 0));
  const unit = { x: -(q.y - p.y) / (2 * half), y: (q.x - p.x) / (2 * half) };
  const candidates = [1, -1].map((s) => ({ x: mid.x + s * h * unit.x, y: mid.y + s * h * unit.y }));
  const nearer = candidates.sort((u, v) => Math.hypot(u.x, u.y) - Math.hypot(v.x, v.y))[0]!;
  return fromPlane(o, nearer);
}

type Listed = { id: string; distance: string | null; area: Point | null };

/**
 * The attacker of issue 12: accounts of his own (each within the per-member limits: 20 moves and 60
 * searches a minute), that move to a point and search from it.
 */
function attacker() {
  let account: { cookie: string; moves: number } | null = null;
  return async (from: Point, qs: string): Promise<Listed[]> => {
    if (!account || account.moves >= DISCOVERY_LIMITS.locationUpdatesPerMinute)
      account = { cookie: (await signUp(t.app)).cookie, moves: 0 };
    account.moves++;
    expect((await put(account.cookie, from)).statusCode).toBe(200);
    const res = await nearby(account.cookie, qs);
    expect(res.statusCode).toBe(200);
    return res.json().members;
  };
}

/**
 * Binary searches for the edge of the 5 km radius around a victim, along two bearings from a rough
 * guess (within 1.4 km of him): two points on a circle of known radius give its centre, the point
 * the server filters on.
 */
async function edgeSearch(probe: ReturnType<typeof attacker>, id: string, guess: Point) {
  const edge: Point[] = [];
  for (const bearing of [0, Math.PI / 2]) {
    let [inside, outside] = [3_500, 6_500];
    for (let step = 0; step < 6; step++) {
      const mid = (inside + outside) / 2;
      const listed = await probe(destination(guess, mid, bearing), '?radiusKm=5&limit=100');
      if (listed.some((m) => m.id === id)) inside = mid;
      else outside = mid;
    }
    edge.push(destination(guess, (inside + outside) / 2, bearing));
  }
  return centreOf(guess, edge[0]!, edge[1]!, 5_000);
}

describe('trilateration by boundary searches and a known point (issue 12)', () => {
  it("keeps the attacker's best estimate at least 150 m (median) from each member's home", async () => {
    const centre = cityCentre('Berlin')!.point;
    const probe = attacker();
    const errors: number[] = [];
    for (let i = 0; i < 8; i++) {
      // Homes around the city centre, half of them hiding their distance.
      const bearing = 0.2 + ((i * 0.37) % 1.9);
      const home = destination(centre, 900 + ((i * 397) % 1_500), bearing);
      const victim = await memberAt(home);
      const hides = i % 2 === 1;
      if (hides)
        await t.db.update(profiles).set({ hideDistance: true }).where(eq(profiles.id, victim.id));
      const guess = destination(home, 700, i * 1.7);
      const publicHome = await edgeSearch(probe, victim.id, guess);
      const seen = await probe(guess, '?radiusKm=5&limit=100');
      const marker = seen.find((m) => m.id === victim.id)?.area ?? null;

      // A true point he is known to have been at: the city centre he picks (city mode), or a place he was
      // seen (900 m from home). With a per-member translation, it decodes his home exactly.
      const known = i % 4 < 2 ? centre : destination(home, 900, bearing + Math.PI);
      const moved = await put(
        victim.cookie,
        i % 4 < 2 ? ({ city: 'Berlin' } as unknown as Point) : known,
      );
      expect(moved.statusCode).toBe(200);
      const publicKnown = await edgeSearch(probe, victim.id, destination(known, 700, i * 1.7));
      const shift = { lat: publicKnown.lat - known.lat, lng: publicKnown.lng - known.lng };
      const decoded = { lat: publicHome.lat - shift.lat, lng: publicHome.lng - shift.lng };

      const estimates = [publicHome, decoded, ...(marker ? [marker] : [])];
      errors.push(Math.min(...estimates.map((e) => distanceM(e, home))));
    }
    errors.sort((a, b) => a - b);
    expect(errors[Math.floor(errors.length / 2)]).toBeGreaterThanOrEqual(150);
  }, 120_000);

  it('shows nothing of a move inside his cell: the same distances, markers and radius edges', async () => {
    const area = destination(berlin, 420_000, 0.9);
    const cell = publicCell(area);
    const at = (fLat: number, fLng: number) => ({
      lat: cell.south + fLat * (cell.north - cell.south),
      lng: cell.west + fLng * (cell.east - cell.west),
    });
    const victim = await memberAt(at(0.1, 0.1));
    const viewers = await Promise.all([0, 2, 4].map((b) => memberAt(destination(area, 2_600, b))));
    const view = async () => {
      const seen = [];
      for (const v of viewers) {
        const listed = (await nearby(v.cookie, '?radiusKm=3')).json().members;
        const profile = await t.app.inject({
          method: 'GET',
          url: `/api/profiles/${victim.id}`,
          headers: { cookie: v.cookie },
        });
        seen.push(
          listed.find((m: { id: string }) => m.id === victim.id) ?? null,
          profile.json().distance,
        );
      }
      return JSON.stringify(seen);
    };
    const before = await view();
    // From one corner of his cell to the other: more than a kilometre.
    expect(distanceM(at(0.1, 0.1), at(0.9, 0.9))).toBeGreaterThan(800);
    expect((await put(victim.cookie, at(0.9, 0.9))).statusCode).toBe(200);
    expect(await view()).toBe(before);
  });

  it.each([
    ["Berlin's 60 km line (Berlin on one side, no listed city on the other)", 'Berlin', null],
    ['the line between Miami and Fort Lauderdale', 'Miami', 'Fort Lauderdale'],
  ])(
    'names his city by his cell, so a move inside it across %s shows nowhere',
    async (_line, cityA, cityB) => {
      // Two points of one cell, one on each side of the line: the attacker knows the grid and the city
      // list, so a city line that follows the true point tells him which part of the cell he is in.
      const a = cityCentre(cityA)!.point;
      const sides = (shift: number): [Point, Point] => {
        if (cityB === null) {
          const bearing = 3.5 + shift / 10_000;
          return [destination(a, 59_700, bearing), destination(a, 60_300, bearing)];
        }
        const b = cityCentre(cityB)!.point;
        const half = distanceM(a, b) / 2;
        const axis = Math.atan2((b.lng - a.lng) * Math.cos((a.lat * Math.PI) / 180), b.lat - a.lat);
        const mid = destination(destination(a, half, axis), shift, axis + Math.PI / 2);
        return [destination(mid, 300, axis + Math.PI), destination(mid, 300, axis)];
      };
      const sameCell = ([p, q]: [Point, Point]) =>
        JSON.stringify(publicCell(p).centre) === JSON.stringify(publicCell(q).centre);
      let shift = 0;
      while (!sameCell(sides(shift))) shift += 100;
      const [nearA, farA] = sides(shift);

      const victim = await memberAt(farA);
      const neighbour = await memberAt(nearA);
      const viewer = await memberAt(destination(farA, 2_000, 1));
      const seen = async (m: { id: string }) => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/profiles/${m.id}`,
          headers: { cookie: viewer.cookie },
        });
        expect(res.statusCode).toBe(200);
        const { city, country, distance, visitingFrom } = res.json();
        return { city, country, distance, visitingFrom };
      };
      const before = await seen(victim);
      // Two members in one cell, one on each side of the line, look the same...
      expect(await seen(neighbour)).toEqual(before);
      // ...and so does his move across it.
      expect((await put(victim.cookie, nearA)).statusCode).toBe(200);
      expect(await seen(victim)).toEqual(before);
      expect((await put(victim.cookie, farA)).statusCode).toBe(200);
      expect(await seen(victim)).toEqual(before);
    },
  );

  it('pages in coarse bands, then an order unrelated to position, and never fewer than the minimum', async () => {
    const here = destination(berlin, 440_000, 1.9);
    const me = await memberAt(here);
    const hidden = [];
    for (let i = 0; i < 5; i++) {
      const m = await memberAt(null);
      await t.db.update(profiles).set({ hideDistance: true }).where(eq(profiles.id, m.id));
      hidden.push(m);
    }
    // The hidden members in the order of their ids; the first one lives farthest away.
    hidden.sort((a, b) => (a.id < b.id ? -1 : 1));
    for (const [i, m] of hidden.entries())
      expect((await put(m.cookie, destination(here, 4_200 - i * 650, i))).statusCode).toBe(200);
    for (let i = 0; i < 7; i++) await memberAt(destination(here, 1_200 + i * 450, 3 + i));

    const order: string[] = [];
    let cursor: string | null = null;
    let first = true;
    do {
      const qs: string = `?radiusKm=5&limit=1${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await nearby(me.cookie, qs)).json();
      if (first) expect(page.members.length).toBe(DISCOVERY_LIMITS.minPageSize);
      first = false;
      order.push(...page.members.map((m: { id: string }) => m.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(order).toHaveLength(12);
    expect(new Set(order).size).toBe(12);
    // Within their 5 km band, the order says nothing about who is nearer.
    const ids = hidden.map((m) => m.id);
    expect(order.filter((id) => ids.includes(id))).toEqual(ids);
    // Hidden members are matched by their band, never by the exact radius.
    const within1Km = (await nearby(me.cookie, '?radiusKm=1')).json().members;
    expect(within1Km.map((m: { id: string }) => m.id).sort()).toEqual([...ids].sort());
  });

  it('gives the same order page by page as in one long page, hidden members and far bands included', async () => {
    const here = destination(berlin, 480_000, 3.1);
    const me = await memberAt(here);
    for (let i = 0; i < 26; i++) {
      const m = await memberAt(destination(here, 600 + i * 900, i));
      if (i % 3 === 0)
        await t.db.update(profiles).set({ hideDistance: true }).where(eq(profiles.id, m.id));
    }
    const ids = (res: { json: () => { members: Array<{ id: string }> } }) =>
      res.json().members.map((m) => m.id);
    const whole = ids(await nearby(me.cookie, '?radiusKm=25&limit=100'));
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await nearby(
        me.cookie,
        `?radiusKm=25&limit=10${cursor ? `&cursor=${cursor}` : ''}`,
      );
      paged.push(...ids(page));
      cursor = page.json().nextCursor;
    } while (cursor);
    expect(whole.length).toBeGreaterThan(20);
    expect(paged).toEqual(whole);
  });

  it('fills every page when the nearest members are blocked either way, in the same order as one long page', async () => {
    const here = destination(berlin, 500_000, 4.2);
    const me = await memberAt(here);
    const around = [];
    for (let i = 0; i < 26; i++) around.push(await memberAt(destination(here, 600 + i * 900, i)));
    const block = (by: { cookie: string }, id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/profiles/${id}/block`,
        headers: { cookie: by.cookie },
      });
    // The six nearest: three I blocked, three who blocked me. The page bound must not count them.
    for (const m of around.slice(0, 3)) expect((await block(me, m.id)).statusCode).toBe(204);
    for (const m of around.slice(3, 6)) expect((await block(m, me.id)).statusCode).toBe(204);
    const ids = (res: { json: () => { members: Array<{ id: string }> } }) =>
      res.json().members.map((m) => m.id);
    const whole = ids(await nearby(me.cookie, '?radiusKm=25&limit=100'));
    expect(whole.length).toBeGreaterThan(15);
    for (const m of around.slice(0, 6)) expect(whole).not.toContain(m.id);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await nearby(
        me.cookie,
        `?radiusKm=25&limit=10${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const members = ids(page);
      cursor = page.json().nextCursor;
      if (cursor) expect(members).toHaveLength(10);
      paged.push(...members);
    } while (cursor);
    expect(paged).toEqual(whole);
  });

  it('keeps a member near the edge of his cell in it while his position jitters across the edge', async () => {
    const area = destination(berlin, 460_000, 2.6);
    const cell = publicCell(area);
    const edge = (metres: number) =>
      destination({ lat: (cell.south + cell.north) / 2, lng: cell.west }, metres, Math.PI / 2);
    const viewer = await memberAt(destination(area, 3_000, 1));
    const victim = await memberAt(edge(30));
    const seen = async () =>
      (await nearby(viewer.cookie)).json().members.find((m: { id: string }) => m.id === victim.id);
    const before = await seen();
    for (const metres of [-40, 20, -60, 35]) {
      expect((await put(victim.cookie, edge(metres))).statusCode).toBe(200);
      expect(await seen()).toEqual(before);
    }
  });
});

describe('public points of members stored before the grid', () => {
  it('places them anew at start-up: device members on their cell, city members on their city', async () => {
    const home = destination(berlin, 490_000, 0.4);
    const device = await memberAt(home);
    const city = await memberAt(null);
    expect((await put(city.cookie, { city: 'Hamburg' } as unknown as Point)).statusCode).toBe(200);
    // What migration 0009 leaves of a point placed by the old per-member offset.
    for (const id of [device.id, city.id])
      await t.db
        .update(profiles)
        .set({ publicLat: null, publicLng: null, publicCells: [] })
        .where(eq(profiles.id, id));
    // A database from before the rule: the fix not yet recorded as run on it.
    await t.db.delete(dataFixes).where(eq(dataFixes.name, 'names-by-public-point'));
    const restarted = await createPeerNode(t);
    await restarted.close();
    const publicOf = async (id: string) => {
      const [row] = await t.db.select().from(profiles).where(eq(profiles.id, id));
      return { lat: row!.publicLat, lng: row!.publicLng };
    };
    expect(await publicOf(device.id)).toEqual(publicCell(home).centre);
    expect(await publicOf(city.id)).toEqual(cityCentre('Hamburg')!.point);
  });
});

describe('city names of members stored before they were named by their cell', () => {
  it('renames them at start-up by their cell, roamers included, and leaves picked cities alone', async () => {
    // Points whose own listed city is not their cell's: across Berlin's 60 km line, and between Miami
    // and Fort Lauderdale. Before decision 008's naming rule, such a member was named by his true point.
    const across = (from: Point, to: Point | null, bearing: number) => {
      for (let m = 0; m < 200_000; m += 25) {
        const p = to
          ? destination(from, distanceM(from, to) / 2 - 1_000 + m / 100, bearing)
          : destination(from, 59_000 + m / 100, bearing);
        if (nearestCity(p)?.city !== nearestCity(publicCell(p).centre)?.city) return p;
      }
      throw new Error('no cell cut by the line');
    };
    const miami = cityCentre('Miami')!.point;
    const lauderdale = cityCentre('Fort Lauderdale')!.point;
    const toLauderdale = Math.atan2(
      (lauderdale.lng - miami.lng) * Math.cos((miami.lat * Math.PI) / 180),
      lauderdale.lat - miami.lat,
    );
    const points = [
      across(cityCentre('Berlin')!.point, null, 3.5),
      across(miami, lauderdale, toLauderdale),
    ];
    const viewer = await memberAt(null);
    const seen = async (id: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/profiles/${id}`,
        headers: { cookie: viewer.cookie },
      });
      expect(res.statusCode).toBe(200);
      const { city, country, visitingFrom } = res.json();
      return { city, country, visitingFrom };
    };
    const checks: Array<() => Promise<void>> = [];
    for (const p of points) {
      const neighbour = await memberAt(publicCell(p).centre);
      const victim = await memberAt(p);
      const roamer = await memberAt(p);
      // What the old rule stored: the listed city near his true point.
      const old = nearestCity(p);
      const oldName = { city: old?.city ?? null, country: old?.country ?? null };
      await t.db.update(profiles).set(oldName).where(eq(profiles.id, victim.id));
      const rome = cityCentre('Rome')!.point;
      await t.db
        .update(profiles)
        .set({
          ...oldName,
          publicLat: rome.lat,
          publicLng: rome.lng,
          roamingUntil: new Date(Date.now() + 86_400_000),
          roamHomeCity: oldName.city,
        })
        .where(eq(profiles.id, roamer.id));
      const cellName = await seen(neighbour.id);
      expect((await seen(victim.id)).city).not.toEqual(cellName.city);
      checks.push(async () => {
        expect(await seen(victim.id)).toEqual(cellName);
        const roaming = await seen(roamer.id);
        expect(roaming.visitingFrom).toBe(cellName.city ?? ROAM_UNKNOWN_HOME);
        expect(await seen(neighbour.id)).toEqual(cellName);
      });
    }
    const picked = await memberAt(null);
    expect((await put(picked.cookie, { city: 'Hamburg' } as unknown as Point)).statusCode).toBe(
      200,
    );
    const pickedBefore = await seen(picked.id);

    // A database from before the rule: the fix not yet recorded as run on it.
    await t.db.delete(dataFixes).where(eq(dataFixes.name, 'names-by-public-point'));
    const restarted = await createPeerNode(t);
    await restarted.close();
    for (const check of checks) await check();
    expect(await seen(picked.id)).toEqual(pickedBefore);
    // Once is enough: a second start changes nothing (and, recorded, does not run it again).
    const again = await createPeerNode(t);
    await again.close();
    for (const check of checks) await check();
  });
});

describe('the jump rule over a window', () => {
  it('refuses 49 km hops chained past the 50 km rule', async () => {
    const start = destination(berlin, 480_000, 3.1);
    const m = await memberAt(start);
    expect((await put(m.cookie, destination(start, 49_000, Math.PI / 2))).statusCode).toBe(200);
    const chained = await put(m.cookie, destination(start, 98_000, Math.PI / 2));
    expect(chained.statusCode).toBe(429);
    expect(chained.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/in about \d+ minutes?\.$/),
    });
    // Back within 50 km of every recent point is fine.
    expect((await put(m.cookie, destination(start, 30_000, Math.PI / 2))).statusCode).toBe(200);
  });
});

describe('the home strip', () => {
  it('counts members within 25 km once I share my location', async () => {
    const here = destination(berlin, 200_000, 2.5);
    const me = await memberAt(null);
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie: me.cookie } })
    ).json();
    expect(before.counts.nearby).toBeNull();
    await put(me.cookie, here);
    await memberAt(destination(here, 3_000, 1));
    await memberAt(destination(here, 10_000, 2));
    await memberAt(destination(here, 40_000, 2));
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie: me.cookie } })
    ).json();
    expect(after.counts.nearby).toBe(2);
  });
});

describe('PUT /api/me/location with a city', () => {
  it('places a member who would rather not share his position at the centre of the city he picks', async () => {
    const m = await memberAt(null);
    const res = await put(m.cookie, { city: 'Sydney' } as unknown as Point);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ city: 'Sydney', country: 'Australia', source: 'city' });
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, m.id));
    expect(
      distanceM({ lat: row!.latitude!, lng: row!.longitude! }, { lat: -33.8688, lng: 151.2093 }),
    ).toBeLessThan(1);
    expect(row!.publicLat).not.toBeNull();
  });

  it('refuses a city that is not on the list (400) and a far city too soon (429)', async () => {
    const m = await memberAt(null);
    expect((await put(m.cookie, { city: 'Atlantis' } as unknown as Point)).statusCode).toBe(400);
    expect((await put(m.cookie, { city: 'London' } as unknown as Point)).statusCode).toBe(200);
    const jump = await put(m.cookie, { city: 'Sydney' } as unknown as Point);
    expect(jump.statusCode).toBe(429);
    expect(jump.json().error.message).toMatch(/about \d+ hours/);
  });
});

describe('favourites', () => {
  const fav = (method: 'POST' | 'DELETE', cookie: string, id: string) =>
    t.app.inject({ method, url: `/api/profiles/${id}/favourite`, headers: { cookie } });
  const list = async (cookie: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/discover/favourites', headers: { cookie } })
    ).json().members as Array<{ id: string; distance: string | null; isFavourite: boolean }>;

  it('keeps my favourites wherever they are, counts them on the home strip, and drops blocked ones', async () => {
    const here = destination(berlin, 250_000, 1.5);
    const me = await memberAt(here);
    const near = await memberAt(destination(here, 2_000, 1));
    const farAway = await memberAt({ lat: -33.87, lng: 151.21 });
    const unplaced = await memberAt(null);
    for (const m of [near, farAway, unplaced])
      expect((await fav('POST', me.cookie, m.id)).json()).toEqual({ favourite: true });
    expect((await fav('POST', me.cookie, near.id)).statusCode).toBe(200);

    const members = await list(me.cookie);
    expect(members.map((m) => m.id).sort()).toEqual([near.id, farAway.id, unplaced.id].sort());
    expect(members.every((m) => m.isFavourite)).toBe(true);
    expect(members.find((m) => m.id === near.id)!.distance).toMatch(/km$/);
    expect(members.find((m) => m.id === unplaced.id)!.distance).toBeNull();
    const listed = (await nearby(me.cookie))
      .json()
      .members.find((x: { id: string }) => x.id === near.id);
    expect(listed.isFavourite).toBe(true);
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/profiles/${near.id}`,
      headers: { cookie: me.cookie },
    });
    expect(profile.json().isFavourite).toBe(true);

    const dash = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie: me.cookie } })
      ).json();
    expect((await dash()).counts.favourites).toBe(3);
    await t.app.inject({
      method: 'POST',
      url: `/api/profiles/${me.id}/block`,
      headers: { cookie: farAway.cookie },
    });
    expect((await list(me.cookie)).map((m) => m.id)).not.toContain(farAway.id);
    expect((await dash()).counts.favourites).toBe(2);
    expect((await fav('DELETE', me.cookie, near.id)).json()).toEqual({ favourite: false });
    expect((await list(me.cookie)).map((m) => m.id)).toEqual([unplaced.id]);
  });

  it('refuses myself (400), unknown and blocking members (404), and strangers without a session (401)', async () => {
    const me = await memberAt(null);
    const blocker = await memberAt(null);
    await t.app.inject({
      method: 'POST',
      url: `/api/profiles/${me.id}/block`,
      headers: { cookie: blocker.cookie },
    });
    expect((await fav('POST', me.cookie, me.id)).statusCode).toBe(400);
    expect((await fav('POST', me.cookie, 'nobody-here')).statusCode).toBe(404);
    expect((await fav('POST', me.cookie, blocker.id)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/profiles/${me.id}/favourite`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the swipe deck', () => {
  it('leaves out whoever I liked or passed, until I start over', async () => {
    const here = destination(berlin, 300_000, 0.5);
    const me = await memberAt(here);
    const [a, b, c] = [
      await memberAt(destination(here, 1_000, 0)),
      await memberAt(destination(here, 2_000, 1)),
      await memberAt(destination(here, 3_000, 2)),
    ];
    const deck = async () =>
      (await nearby(me.cookie, '?unswiped=true')).json().members.map((m: { id: string }) => m.id);
    expect((await deck()).sort()).toEqual([a!.id, b!.id, c!.id].sort());
    await t.app.inject({
      method: 'POST',
      url: `/api/profiles/${a!.id}/like`,
      headers: { cookie: me.cookie },
    });
    const pass = await t.app.inject({
      method: 'POST',
      url: `/api/profiles/${b!.id}/pass`,
      headers: { cookie: me.cookie },
    });
    expect(pass.json()).toEqual({ passed: true });
    expect(await deck()).toEqual([c!.id]);
    expect((await nearby(me.cookie)).json().members).toHaveLength(3);
    const over = await t.app.inject({
      method: 'DELETE',
      url: '/api/discover/passes',
      headers: { cookie: me.cookie },
    });
    expect(over.json()).toEqual({ cleared: 1 });
    expect((await deck()).sort()).toEqual([b!.id, c!.id].sort());
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/profiles/${me.id}/pass`,
      headers: { cookie: me.cookie },
    });
    expect(self.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/profiles/nobody/pass',
      headers: { cookie: me.cookie },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/discover/stats', () => {
  const stats = (cookie: string, qs = '') =>
    t.app.inject({ method: 'GET', url: `/api/discover/stats${qs}`, headers: { cookie } });

  it('counts who is around and how they describe themselves, from the same rules as the list', async () => {
    const here = destination(berlin, 350_000, 4.2);
    const me = await memberAt(here);
    await memberAt(destination(here, 1_000, 0), {
      age: 23,
      bodyType: 'slim',
      sexualPosition: ['vers', 'oral'],
      lookingFor: ['dating'],
    });
    await memberAt(destination(here, 4_000, 1), {
      age: 38,
      bodyType: 'bear',
      sexualPosition: ['top'],
      lookingFor: ['dating', 'friends'],
    });
    await memberAt(destination(here, 5_000, 2), { age: 38, privacySettings: { showAge: false } });
    await memberAt(destination(here, 7_000, 3), { locationVisible: false, bodyType: 'cub' });
    await memberAt(destination(here, 60_000, 3), { bodyType: 'cub' });

    const res = await stats(me.cookie);
    expect(res.statusCode).toBe(200);
    const s = res.json();
    const count = (list: Array<{ value: string; count: number }>, value: string) =>
      list.find((b) => b.value === value)?.count;
    expect(s).toMatchObject({ radiusKm: 25, total: 3, online: 3, new: 3 });
    expect(count(s.ages, '18–24')).toBe(1);
    expect(count(s.ages, '35–44')).toBe(1);
    expect(count(s.bodyTypes, 'slim')).toBe(1);
    expect(count(s.bodyTypes, 'cub')).toBe(0);
    expect(count(s.positions, 'vers')).toBe(1);
    expect(count(s.positions, 'top')).toBe(1);
    expect(count(s.lookingFor, 'dating')).toBe(2);
    expect(s.bodyTypes.map((b: { value: string }) => b.value)).toEqual([
      'slim',
      'average',
      'athletic',
      'muscular',
      'bear',
      'cub',
    ]);
    expect(
      (await stats(me.cookie, '?radiusKm=100'))
        .json()
        .bodyTypes.find((b: { value: string }) => b.value === 'cub').count,
    ).toBe(1);
    expect((await stats(me.cookie, '?minAge=30&maxAge=40')).json().total).toBe(1);
  });

  it.each([['?radiusKm=0'], ['?minAge=60&maxAge=20'], ['?unswiped=true'], ['?x=1']])(
    'refuses %s with 400',
    async (qs) => {
      const me = await memberAt(destination(berlin, 360_000, 1));
      expect((await stats(me.cookie, qs)).statusCode).toBe(400);
    },
  );

  it('needs my location (422) and a session (401)', async () => {
    const me = await memberAt(null);
    expect((await stats(me.cookie)).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/discover/stats' })).statusCode).toBe(
      401,
    );
  });
});

describe('map settings', () => {
  it('names no tile server by default, so the app draws its own plain map', async () => {
    const m = await memberAt(null);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/discover/map-settings',
      headers: { cookie: m.cookie },
    });
    expect(res.json()).toEqual({ tileUrl: null, attribution: null, maxZoom: 16 });
  });
});
