import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_CHANGES_MAX,
  CITY_NAMES,
  DISCOVERY_LIMITS,
  SEARCHES_PER_MINUTE,
} from '@blaze/contracts';
import {
  createTestApp,
  GOOD_PASSWORD,
  sessionCookie,
  signUp,
  uniqueEmail,
  type TestApp,
} from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const PRESENCE_MAX = 30;
const beat = (cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/me/presence',
    headers: { cookie },
    payload: { online: true },
  });

describe('a per-member limit is per member', () => {
  it('gives no fresh bucket to a padded cookie, a repeated cookie or a second session of the same member', async () => {
    const email = uniqueEmail('bucket');
    const { cookie } = await signUp(t.app, { email, password: GOOD_PASSWORD });
    for (let i = 0; i < PRESENCE_MAX; i += 1) expect((await beat(cookie)).statusCode).toBe(204);

    const secondSession = sessionCookie(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email, password: GOOD_PASSWORD },
      }),
    );
    const disguises = [
      `  ${cookie}`,
      `${cookie}  `,
      `${cookie}; theme=dark`,
      `theme=dark; ${cookie}`,
      `${cookie}; ${cookie}`,
      secondSession,
    ];
    const statuses = await Promise.all(disguises.map(async (c) => (await beat(c)).statusCode));
    expect(statuses).toEqual(disguises.map(() => 429));

    const other = await signUp(t.app);
    expect((await beat(other.cookie)).statusCode).toBe(204);
  });
});

describe("a route's own limit behind the session guard", () => {
  it("is the member's: a neighbour on his address cannot use it up, nor a new address refill it", async () => {
    const [pest, victim, target] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const report = (cookie: string, address: string, id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/profiles/${id}/report`,
        headers: { cookie },
        payload: { reason: 'spam' },
        remoteAddress: address,
      });
    // Twenty reports an hour; the pest files his from the wifi he shares with the victim.
    for (let i = 0; i < 20; i += 1)
      expect((await report(pest.cookie, '192.0.2.7', target.body.user.id)).statusCode).toBe(201);
    expect((await report(pest.cookie, '192.0.2.7', target.body.user.id)).statusCode).toBe(429);
    expect((await report(pest.cookie, '198.51.100.8', target.body.user.id)).statusCode).toBe(429);
    expect((await report(victim.cookie, '192.0.2.7', pest.body.user.id)).statusCode).toBe(201);
  });
});

describe('a bucket named on several routes', () => {
  it('is one bucket: the searches of nearby, explore, stats and Right Now count together', async () => {
    const { cookie } = await signUp(t.app);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    for (let i = 0; i < DISCOVERY_LIMITS.searchesPerMinute; i += 1)
      expect((await get('/api/discover/nearby')).statusCode).not.toBe(429);
    const others = [
      `/api/discover/explore?city=${encodeURIComponent(CITY_NAMES[0])}`,
      '/api/discover/stats',
      '/api/right-now',
    ];
    const statuses = await Promise.all(others.map(async (url) => (await get(url)).statusCode));
    expect(statuses).toEqual(others.map(() => 429));
  });
});

describe('every change that checks his password or a code', () => {
  it('shares one bucket of ten tries, not ten on each of its routes', async () => {
    const { cookie } = await signUp(t.app, {
      email: uniqueEmail('change'),
      password: GOOD_PASSWORD,
    });
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    for (let i = 0; i < ACCOUNT_CHANGES_MAX; i += 1)
      expect((await post('/api/account/email/confirm', { code: '000000' })).statusCode).not.toBe(
        429,
      );
    const guess = await post('/api/account/two-factor', { password: GOOD_PASSWORD });
    expect(guess.statusCode).toBe(429);
  });
});

describe('HEAD', () => {
  it("gets no bucket of its own beside a GET route's limit: the API answers no HEAD", async () => {
    const { cookie } = await signUp(t.app);
    const search = (method: 'GET' | 'HEAD') =>
      t.app.inject({ method, url: '/api/search?q=ab', headers: { cookie } });
    for (let i = 0; i < SEARCHES_PER_MINUTE; i += 1)
      expect((await search('GET')).statusCode).toBe(200);
    expect((await search('GET')).statusCode).toBe(429);
    // A HEAD ran the same search and sent its length, counted apart from the GETs.
    expect((await search('HEAD')).statusCode).toBe(404);
  });
});

describe('behind a load balancer', () => {
  it("keys per-address limits on the address the balancer saw, not on the client's own X-Forwarded-For", async () => {
    // operations.md tells operators behind a balancer to set TRUST_PROXY=true.
    const behind = await createTestApp(
      { rateLimit: { signInMax: 10, signUpMax: 1000, globalMax: 5 } },
      { TRUST_PROXY: 'true' },
    );
    try {
      const codes: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const res = await behind.app.inject({
          method: 'GET',
          url: '/api/no-such-route',
          // The attacker writes the first entry; the balancer appends the address it really saw.
          headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.9` },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([404, 404, 404, 404, 404, 429, 429]);
    } finally {
      await behind.close();
    }
  });
});
