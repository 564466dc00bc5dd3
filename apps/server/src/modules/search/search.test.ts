import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post, SearchPage } from '@blaze/contracts';
import { events } from '../../db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const req = (method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const suffix = Math.random().toString(36).slice(2, 7);
async function member(displayName: string, username: string) {
  const m = await signUp(t.app, { displayName, username: `${username}${suffix}` });
  return { id: m.body.user.id as string, cookie: m.cookie };
}
type Member = Awaited<ReturnType<typeof member>>;

async function search(m: Member, q: string, kind = 'members', cursor?: string) {
  const qs = new URLSearchParams({ q, kind, ...(cursor ? { cursor } : {}) });
  const res = await req('GET', `/api/search?${qs}`, m.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchPage;
}
const memberIds = (p: SearchPage) => (p.kind === 'members' ? p.members.map((m) => m.id) : []);
const postIds = (p: SearchPage) => (p.kind === 'posts' ? p.posts.map((x) => x.id) : []);
async function post(author: Member, body: object): Promise<Post> {
  const res = await req('POST', '/api/posts', author.cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const LOCATION_KEYS =
  /latitude|longitude|publicLat|publicLng|distance|"city"|coordinates|lat"|lng"/;

describe('search', () => {
  it("finds 'Marco' from 'marc' by display name or username, without himself or any location", async () => {
    const marco = await member('Marco Rossi', 'mr');
    const other = await member('Bert', 'marcopolo');
    const viewer = await member('Viewer', 'viewer');
    await req('PUT', '/api/me/location', marco.cookie, { latitude: 48.8566, longitude: 2.3522 });
    const page = await search(viewer, 'marc');
    expect(memberIds(page)).toEqual(expect.arrayContaining([marco.id, other.id]));
    expect(memberIds(page)).not.toContain(viewer.id);
    expect(
      page.kind === 'members' && page.members.find((m) => m.id === marco.id)?.displayName,
    ).toBe('Marco Rossi');
    expect(JSON.stringify(page)).not.toMatch(LOCATION_KEYS);
    // A typo still finds him ('Rosi').
    expect(memberIds(await search(viewer, 'Rosi'))).toContain(marco.id);
    // Himself is never among his own results.
    expect(memberIds(await search(marco, 'marco rossi'))).not.toContain(marco.id);
  });

  it('never shows blocked members or their posts, both ways', async () => {
    const blocker = await member('Nico Blocker', 'nicoblocker');
    const blocked = await member('Nico Blocked', 'nicoblocked');
    const bystander = await member('Nico Bystander', 'nicobystander');
    const tag = `nicotag${suffix}`;
    const byBlocker = await post(blocker, { text: `Hello #${tag}` });
    const byBlocked = await post(blocked, { text: `Hello too #${tag}` });
    expect(
      (await req('POST', `/api/profiles/${blocked.id}/block`, blocker.cookie)).statusCode,
    ).toBe(204);

    expect(memberIds(await search(blocker, 'nico'))).not.toContain(blocked.id);
    expect(memberIds(await search(blocked, 'nico'))).not.toContain(blocker.id);
    expect(postIds(await search(blocker, `#${tag}`, 'posts'))).toEqual([byBlocker.id]);
    expect(postIds(await search(blocked, `#${tag}`, 'posts'))).toEqual([byBlocked.id]);
    expect(postIds(await search(blocked, 'Hello', 'posts'))).not.toContain(byBlocker.id);
    // Someone else still finds both.
    expect(memberIds(await search(bystander, 'nico'))).toEqual(
      expect.arrayContaining([blocker.id, blocked.id]),
    );
    expect(postIds(await search(bystander, `#${tag}`, 'posts')).sort()).toEqual(
      [byBlocker.id, byBlocked.id].sort(),
    );
  });

  it('finds a followers-only post only for his followers, by text and by #tag', async () => {
    const author = await member('Olaf', 'olaf');
    const follower = await member('Pablo', 'pablo');
    const stranger = await member('Quinn', 'quinn');
    const word = `zanzibar${suffix}`;
    const p = await post(author, { text: `Trip to ${word} #${word}`, visibility: 'followers' });
    expect(
      (await req('PUT', `/api/profiles/${author.id}/follow`, follower.cookie)).statusCode,
    ).toBe(200);

    expect(postIds(await search(stranger, word, 'posts'))).toEqual([]);
    expect(postIds(await search(stranger, `#${word}`, 'posts'))).toEqual([]);
    expect(postIds(await search(follower, word, 'posts'))).toEqual([p.id]);
    expect(postIds(await search(follower, `#${word.toUpperCase()}`, 'posts'))).toEqual([p.id]);
    expect(postIds(await search(author, word.slice(2, 8), 'posts'))).toEqual([p.id]);
    expect(JSON.stringify(await search(follower, word, 'posts'))).not.toMatch(LOCATION_KEYS);
  });

  it('finds upcoming events by title, venue or city, without a distance', async () => {
    const m = await member('Rene', 'rene');
    await req('PUT', '/api/me/location', m.cookie, { latitude: 52.52, longitude: 13.405 });
    const id = `ev-${suffix}`;
    await t.db.insert(events).values([
      {
        id,
        kind: 'party',
        title: `Kinkfest ${suffix}`,
        venue: 'Berghain',
        city: 'Berlin',
        latitude: 52.511,
        longitude: 13.443,
        startsAt: new Date(Date.now() + 86400_000),
      },
      {
        id: `${id}-past`,
        kind: 'party',
        title: `Kinkfest ${suffix} last year`,
        venue: 'Berghain',
        city: 'Berlin',
        latitude: 52.511,
        longitude: 13.443,
        startsAt: new Date(Date.now() - 30 * 86400_000),
      },
    ]);
    const page = await search(m, `kinkfest ${suffix}`, 'events');
    expect(page.kind === 'events' && page.events.map((e) => e.id)).toEqual([id]);
    expect(page.kind === 'events' && page.events[0]!.distance).toBeNull();
    expect(JSON.stringify(page)).not.toMatch(/latitude|longitude|"lat"|"lng"/);
    const byVenue = await search(m, 'berghain', 'events');
    expect(byVenue.kind === 'events' && byVenue.events.map((e) => e.id)).toContain(id);
  });

  it('pages members with a cursor that never repeats one', async () => {
    const viewer = await member('Seeker', 'seeker');
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) ids.push((await member(`Tomas ${i}`, `tomas${i}x`)).id);
    const first = await search(viewer, `tomas`);
    expect(memberIds(first)).toHaveLength(20);
    const second = await search(viewer, 'tomas', 'members', first.nextCursor!);
    const all = [...memberIds(first), ...memberIds(second)];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(expect.arrayContaining(ids));
  });

  it('limits searches per member, like discovery: the 61st in a minute is refused with 429', async () => {
    const m = await member('Vito', 'vito');
    const other = await member('Walt', 'walt');
    const codes: number[] = [];
    for (let i = 0; i < 61; i++)
      codes.push((await req('GET', `/api/search?q=v${i}`, m.cookie)).statusCode);
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes[60]).toBe(429);
    // Another member has his own bucket.
    expect((await req('GET', '/api/search?q=vito', other.cookie)).statusCode).toBe(200);
  });

  it('refuses bad input with 400 and a signed-out caller with 401', async () => {
    const m = await member('Ugo', 'ugo');
    const bad = [
      '',
      'q=',
      `q=${'x'.repeat(101)}`,
      'q=a&kind=places',
      'q=a&extra=1',
      'q=a&cursor=zz',
    ];
    for (const qs of bad) {
      const res = await req('GET', `/api/search?${qs}`, m.cookie);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().error.code).toBeTruthy();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/search?q=marc' })).statusCode).toBe(401);
  });
});
