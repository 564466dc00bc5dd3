import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventsPage } from '@blaze/contracts';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';
import { DEMO_EVENTS } from './demo-events.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(async () => t?.close());

const get = (cookie: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });

async function memberIn(city: string | null) {
  const m = await signUp(t.app);
  if (city) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/location',
      headers: { cookie: m.cookie },
      payload: { city },
    });
    expect(res.statusCode).toBe(200);
  }
  return m;
}

describe('the demo calendar', () => {
  it('is ordinary events hosted by demo members, some ticketed, some with a capacity and answers', async () => {
    const m = await memberIn(null);
    const page = (await get(m.cookie, '/api/events')).json() as EventsPage;
    expect(page.events).toHaveLength(DEMO_EVENTS.length);
    for (const e of page.events) {
      expect(e.host?.kind).toBe('member');
      expect(e.visibility).toBe('public');
      expect(e.status).toBe('live');
    }
    expect(page.events.some((e) => e.ctaLabel === 'Get Tickets')).toBe(true);
    expect(page.events.some((e) => e.capacity !== null && e.going > 0)).toBe(true);
    for (const e of page.events.filter((x) => x.capacity !== null))
      expect(e.going).toBeLessThan(e.capacity!);
    // Hard Candy starts at 23:00 Berlin time.
    const candy = page.events.find((e) => e.title === 'Hard Candy')!;
    expect(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(candy.startsAt)),
    ).toBe('23:00');
  });
});

describe('GET /api/events', () => {
  it('lists what is on around me, soonest first, with rounded distances', async () => {
    const m = await memberIn('Berlin');
    const res = await get(m.cookie, '/api/events');
    expect(res.statusCode).toBe(200);
    const page = res.json() as EventsPage;
    const berlin = DEMO_EVENTS.filter((e) => e.city === 'Berlin').map((e) => e.title);
    expect(page.radiusKm).toBe(50);
    expect(page.events.map((e) => e.title).sort()).toEqual(berlin.sort());
    const starts = page.events.map((e) => Date.parse(e.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const e of page.events) expect(e.distance).toMatch(/^(\d+ m|\d+\.\d km|\d+ km)$/);

    const parties = (await get(m.cookie, '/api/events?kind=party')).json().events;
    expect(parties.length).toBeGreaterThan(0);
    expect(parties.every((e: { kind: string }) => e.kind === 'party')).toBe(true);
  });

  it('shows every upcoming event, without distances, to a member with no location yet', async () => {
    const m = await memberIn(null);
    const page = (await get(m.cookie, '/api/events')).json();
    expect(page.radiusKm).toBeNull();
    expect(page.events).toHaveLength(DEMO_EVENTS.length);
    expect(page.events.every((e: { distance: string | null }) => e.distance === null)).toBe(true);
  });

  it.each([['?kind=rave'], ['?radiusKm=0'], ['?radiusKm=x'], ['?city=Berlin'], ['?tab=all']])(
    'refuses %s with 400',
    async (qs) => {
      const m = await memberIn(null);
      expect((await get(m.cookie, `/api/events${qs}`)).statusCode).toBe(400);
    },
  );

  it('requires a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(401);
  });
});

describe("the home strip's parties", () => {
  it('counts the parties of the coming week within 25 km', async () => {
    const berlin = DEMO_EVENTS.filter((e) => e.city === 'Berlin' && e.kind === 'party');
    const inBerlin = await memberIn('Berlin');
    const dash = (await get(inBerlin.cookie, '/api/dashboard')).json();
    expect(dash.counts.parties).toBe(berlin.length);
    const elsewhere = await memberIn('Lisbon');
    expect((await get(elsewhere.cookie, '/api/dashboard')).json().counts.parties).toBe(0);
  });
});
