import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOCATION_PRIVACY } from '@blaze/contracts';
import { profiles } from '../../db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { destination, distanceM, type Point } from './geo.ts';

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
  it('stores the position, names the city offline, and keeps a public point 200..500 m away', async () => {
    const m = await memberAt(null);
    const res = await put(m.cookie, destination(berlin, 3_000, 1));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ city: 'Berlin', country: 'Germany' });
    expect(res.body).not.toMatch(/lat|lng/);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, m.id));
    const offset = distanceM(
      { lat: row!.latitude!, lng: row!.longitude! },
      { lat: row!.publicLat!, lng: row!.publicLng! },
    );
    expect(offset).toBeGreaterThanOrEqual(LOCATION_PRIVACY.minOffsetM - 1);
    expect(offset).toBeLessThanOrEqual(LOCATION_PRIVACY.maxOffsetM + 1);
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
    expect(res.body).not.toMatch(/"(lat|lng|latitude|longitude|publicLat|publicLng)"/);
    const mine = res.json().members.find((m: { id: string }) => m.id === near.id);
    expect(mine.distance).toMatch(/^(\d+ m|\d+\.\d km|\d+ km)$/);
  });

  it('hides the distance of members who hide it', async () => {
    const here = destination(berlin, 45_000, 2);
    const me = await memberAt(here);
    const shy = await memberAt(destination(here, 2_000, 1));
    await t.db.update(profiles).set({ hideDistance: true }).where(eq(profiles.id, shy.id));
    const m = (await nearby(me.cookie)).json().members.find((x: { id: string }) => x.id === shy.id);
    expect(m.distance).toBeNull();
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
  });

  it.each([
    ['?limit=101'],
    ['?minAge=50&maxAge=30'],
    ['?radiusKm=far'],
    ['?types=pilot'],
    ['?lat=52.5'],
    ['?cursor=abc'],
  ])('refuses %s with 400', async (qs) => {
    const me = await memberAt(destination(berlin, 10_000, 6));
    const res = await nearby(me.cookie, qs);
    expect(res.statusCode, qs).toBe(400);
  });

  it('pages with an opaque cursor', async () => {
    const here = destination(berlin, 120_000, 1);
    const me = await memberAt(here);
    for (let i = 0; i < 3; i++) await memberAt(destination(here, 1_000 + i * 300, i));
    const first = (await nearby(me.cookie, '?limit=2')).json();
    expect(first.members).toHaveLength(2);
    expect(first.nextCursor).toBeTruthy();
    const second = (await nearby(me.cookie, `?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.members).toHaveLength(1);
    expect(second.members[0].id).not.toBe(first.members[0].id);
  });
});

describe('trilateration', () => {
  it("keeps an attacker's best estimate at least 150 m (median) from each member's true point", async () => {
    const centre = destination(berlin, 150_000, 3.5);
    const victims: Array<{ id: string; truth: Point }> = [];
    for (let i = 0; i < 12; i++) {
      const truth = destination(centre, 400 + i * 350, (i * 2 * Math.PI) / 12);
      victims.push({ id: (await memberAt(truth)).id, truth });
    }
    const attacker = await memberAt(centre);
    // As many vantage points as the per-member limits allow in one burst (20 location updates a minute).
    const readings = new Map<string, Array<{ from: Point; max: number; min: number }>>();
    for (let k = 0; k < 19; k++) {
      const from = destination(centre, 500 + (k % 4) * 1_500, (k * 2 * Math.PI) / 19);
      const moved = await put(attacker.cookie, from);
      if (moved.statusCode === 429) break;
      const page = (await nearby(attacker.cookie, '?radiusKm=25&limit=100')).json();
      for (const m of page.members as Array<{ id: string; distance: string }>) {
        const metres = m.distance.endsWith(' km')
          ? Number(m.distance.replace(' km', '')) * 1000
          : Number(m.distance.replace(' m', ''));
        const step = metres <= 1_000 ? 250 : metres <= 10_000 ? 500 : 1_000;
        const list = readings.get(m.id) ?? [];
        list.push({ from, max: metres, min: metres - step });
        readings.set(m.id, list);
      }
    }
    // The attacker's best estimate: the centre of all points consistent with every rounded reading.
    const errors = victims.map((v) => {
      const obs = readings.get(v.id) ?? [];
      expect(obs.length).toBeGreaterThan(5);
      let sumLat = 0;
      let sumLng = 0;
      let n = 0;
      let best = { p: centre, cost: Infinity };
      for (let dx = -6_000; dx <= 6_000; dx += 50) {
        for (let dy = -6_000; dy <= 6_000; dy += 50) {
          const p = destination(destination(centre, dy, 0), dx, Math.PI / 2);
          let cost = 0;
          for (const o of obs) {
            const d = distanceM(o.from, p);
            cost += d > o.max ? (d - o.max) ** 2 : d < o.min ? (o.min - d) ** 2 : 0;
          }
          if (cost === 0) {
            sumLat += p.lat;
            sumLng += p.lng;
            n++;
          }
          if (cost < best.cost) best = { p, cost };
        }
      }
      const estimate = n ? { lat: sumLat / n, lng: sumLng / n } : best.p;
      return distanceM(estimate, v.truth);
    });
    errors.sort((a, b) => a - b);
    const median = errors[Math.floor(errors.length / 2)]!;
    expect(median).toBeGreaterThanOrEqual(150);
  }, 120_000);
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
