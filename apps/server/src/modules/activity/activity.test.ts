import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ActivityItem, ActivityPage, Post, ServerFrame } from '@blaze/contracts';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const req = (method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

let n = 0;
async function member(name: string) {
  n += 1;
  const username = `${name.toLowerCase()}${n}${Date.now() % 100000}`;
  const m = await signUp(t.app, { displayName: name, username });
  return { id: m.body.user.id as string, cookie: m.cookie, username };
}
type Member = Awaited<ReturnType<typeof member>>;

async function post(author: Member, body: object): Promise<Post> {
  const res = await req('POST', '/api/posts', author.cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function activity(m: Member): Promise<ActivityItem[]> {
  const res = await req('GET', '/api/activity', m.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ActivityPage).items;
}
async function unread(m: Member): Promise<number> {
  const res = await req('GET', '/api/activity/unread-count', m.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().unread;
}
const summary = (items: ActivityItem[]) =>
  items.map((i) => `${i.kind}:${i.actor.id}:${i.post?.id ?? ''}`);

describe('activity', () => {
  it("tells him of a like, a comment, a follow and a mention, newest first, with the post's text", async () => {
    const b = await member('Bruno');
    const a = await member('Alex');
    const p = await post(b, { text: 'Sunset at the pier' });

    expect((await req('PUT', `/api/posts/${p.id}/like`, a.cookie)).statusCode).toBe(200);
    const comment = await req('POST', `/api/posts/${p.id}/comments`, a.cookie, {
      text: 'Looks amazing',
    });
    expect(comment.statusCode, comment.body).toBe(201);
    expect((await req('PUT', `/api/profiles/${b.id}/follow`, a.cookie)).statusCode).toBe(200);
    const mention = await post(a, { text: `Dinner with @${b.username} tonight` });

    const items = await activity(b);
    expect(items.map((i) => i.kind)).toEqual(['mention', 'follow', 'comment', 'like']);
    expect(items.every((i) => i.actor.id === a.id && !i.read)).toBe(true);
    expect(items[0]!.post).toEqual({ id: mention.id, text: mention.text });
    expect(items[2]!.comment?.text).toBe('Looks amazing');
    expect(items[3]!.post?.text).toBe('Sunset at the pier');
    expect(JSON.stringify(items)).not.toMatch(/latitude|longitude|distance|"city"/);
    expect(await unread(b)).toBe(4);
    // Nothing of it is his own: Alex's list is empty.
    expect(await activity(a)).toEqual([]);
  });

  it('makes one item of a like, an unlike and a like again, and of a second follow', async () => {
    const b = await member('Bram');
    const a = await member('Aldo');
    const p = await post(b, { text: 'Gym day' });
    for (const method of ['PUT', 'DELETE', 'PUT', 'DELETE', 'PUT'] as const)
      expect((await req(method, `/api/posts/${p.id}/like`, a.cookie)).statusCode).toBe(200);
    for (const method of ['PUT', 'DELETE', 'PUT'] as const)
      expect((await req(method, `/api/profiles/${b.id}/follow`, a.cookie)).statusCode).toBe(200);
    expect(summary(await activity(b))).toEqual([`follow:${a.id}:`, `like:${a.id}:${p.id}`]);
  });

  it('records nothing for his own like, comment or mention', async () => {
    const b = await member('Solo');
    const p = await post(b, { text: `Note to self @${b.username}` });
    await req('PUT', `/api/posts/${p.id}/like`, b.cookie);
    await req('POST', `/api/posts/${p.id}/comments`, b.cookie, { text: 'me again' });
    expect(await activity(b)).toEqual([]);
    expect(await unread(b)).toBe(0);
  });

  it('records nothing between members blocked either way, and hides older items once blocked', async () => {
    const b = await member('Basil');
    const a = await member('Abel');
    const p = await post(b, { text: 'Public post' });
    await req('PUT', `/api/posts/${p.id}/like`, a.cookie);
    expect(await unread(b)).toBe(1);

    // B blocks A: A's like is gone from B's list and count.
    expect((await req('POST', `/api/profiles/${a.id}/block`, b.cookie)).statusCode).toBe(204);
    expect(await activity(b)).toEqual([]);
    expect(await unread(b)).toBe(0);

    // A blocks C: C's mention of A is never recorded, nor A's mention of C.
    const c = await member('Cyril');
    expect((await req('POST', `/api/profiles/${c.id}/block`, a.cookie)).statusCode).toBe(204);
    await post(c, { text: `Hey @${a.username}` });
    await post(a, { text: `Hey @${c.username}` });
    expect(await activity(a)).toEqual([]);
    expect(await activity(c)).toEqual([]);
  });

  it('does not tell a member of a mention in a followers-only post he may not see', async () => {
    const author = await member('Dario');
    const named = await member('Eliot');
    await post(author, { text: `Secret plans with @${named.username}`, visibility: 'followers' });
    expect(await activity(named)).toEqual([]);
  });

  it('records a match for the member liked first', async () => {
    const a = await member('Fabio');
    const b = await member('Gino');
    expect((await req('POST', `/api/profiles/${b.id}/like`, a.cookie)).statusCode).toBe(200);
    expect(await activity(b)).toEqual([]);
    const back = await req('POST', `/api/profiles/${a.id}/like`, b.cookie);
    expect(back.json().matched).toBe(true);
    expect(summary(await activity(a))).toEqual([`match:${b.id}:`]);
  });

  it('marks read all or up to an item, and refuses another member’s item', async () => {
    const b = await member('Hugo');
    const a = await member('Ivo');
    const p1 = await post(b, { text: 'one' });
    const p2 = await post(b, { text: 'two' });
    await req('PUT', `/api/posts/${p1.id}/like`, a.cookie);
    await req('PUT', `/api/posts/${p2.id}/like`, a.cookie);
    const [newest, older] = await activity(b);

    const other = await member('Jonas');
    const theirs = await req('POST', '/api/activity/read', other.cookie, { upToId: newest!.id });
    expect(theirs.statusCode).toBe(404);
    expect(await unread(b)).toBe(2);

    const upTo = await req('POST', '/api/activity/read', b.cookie, { upToId: older!.id });
    expect(upTo.statusCode, upTo.body).toBe(200);
    expect(upTo.json()).toEqual({ unread: 1 });
    expect((await activity(b)).map((i) => i.read)).toEqual([false, true]);

    expect((await req('POST', '/api/activity/read', b.cookie, {})).json()).toEqual({ unread: 0 });
    expect((await activity(b)).every((i) => i.read)).toBe(true);
    // Another member's list never holds B's items.
    expect(await activity(other)).toEqual([]);
  });

  it('refuses bad input with 400 and a signed-out caller with 401', async () => {
    const m = await member('Karl');
    expect(
      (await req('POST', '/api/activity/read', m.cookie, { upToId: 'x', all: true })).statusCode,
    ).toBe(400);
    expect((await req('POST', '/api/activity/read', m.cookie, { upToId: '' })).statusCode).toBe(
      400,
    );
    expect((await req('GET', '/api/activity?cursor=nope', m.cookie)).statusCode).toBe(400);
    expect((await req('GET', '/api/activity?page=2', m.cookie)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/activity' })).statusCode).toBe(401);
  });

  it('pages 20 at a time, newest first, without repeats', async () => {
    const b = await member('Lars');
    const fans = await Promise.all(Array.from({ length: 22 }, (_, i) => member(`Fan${i}x`)));
    for (const f of fans)
      expect((await req('PUT', `/api/profiles/${b.id}/follow`, f.cookie)).statusCode).toBe(200);
    const first = await req('GET', '/api/activity', b.cookie);
    const page1 = first.json() as ActivityPage;
    expect(page1.items).toHaveLength(20);
    const second = await req(
      'GET',
      `/api/activity?cursor=${encodeURIComponent(page1.nextCursor!)}`,
      b.cookie,
    );
    const page2 = second.json() as ActivityPage;
    expect(page2.items).toHaveLength(2);
    expect(page2.nextCursor).toBeNull();
    const actors = [...page1.items, ...page2.items].map((i) => i.actor.id);
    expect(new Set(actors).size).toBe(22);
    expect(actors.reverse()).toEqual(fans.map((f) => f.id));
  });
});

/** His app on the gateway: every frame it got. */
async function connect(m: Member) {
  const { port } = t.app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { headers: { cookie: m.cookie } });
  const frames: ServerFrame[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as ServerFrame));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  await expect.poll(() => frames.some((f) => f.type === 'ready')).toBe(true);
  const activityFrames = () => frames.flatMap((f) => (f.type === 'activity' ? [f] : []));
  return { activityFrames, close: () => ws.close() };
}

describe('activity, live', () => {
  it("sends the recipient's apps the new item and his count, and the new count after a read; nobody else", async () => {
    const b = await member('Leon');
    const a = await member('Milo');
    const p = await post(b, { text: 'Live one' });
    const bApp = await connect(b);
    const aApp = await connect(a);

    await req('PUT', `/api/posts/${p.id}/like`, a.cookie);
    await expect.poll(() => bApp.activityFrames().length).toBe(1);
    const [frame] = bApp.activityFrames();
    expect(frame!.unread).toBe(1);
    expect(frame!.item).toMatchObject({ kind: 'like', actor: { id: a.id }, post: { id: p.id } });

    // A repeat like sends nothing; a read sends the new count (for his other apps' bells).
    await req('DELETE', `/api/posts/${p.id}/like`, a.cookie);
    await req('PUT', `/api/posts/${p.id}/like`, a.cookie);
    await req('POST', '/api/activity/read', b.cookie, {});
    await expect.poll(() => bApp.activityFrames().length).toBe(2);
    expect(bApp.activityFrames()[1]).toEqual({ type: 'activity', item: null, unread: 0 });

    // Blocked: nothing recorded, nothing sent.
    expect((await req('POST', `/api/profiles/${a.id}/block`, b.cookie)).statusCode).toBe(204);
    expect((await req('PUT', `/api/profiles/${b.id}/follow`, a.cookie)).statusCode).toBe(404);
    expect(
      (await req('POST', `/api/posts/${p.id}/comments`, a.cookie, { text: 'still here?' }))
        .statusCode,
    ).toBe(404);
    await new Promise((r) => setTimeout(r, 300));
    expect(bApp.activityFrames()).toHaveLength(2);
    expect(aApp.activityFrames()).toEqual([]);
    bApp.close();
    aApp.close();
  });
});
