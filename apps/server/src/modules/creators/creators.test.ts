import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq, sql } from 'drizzle-orm';
import type { CreatorStats, FeedPage, Post } from '@blaze/contracts';
import { follows, postViews, stories, storyViews } from '../../db/schema.ts';
import { createTestApp, multipartFile, signUp, type TestApp } from '../../test/test-app.ts';
import { lastDays } from './creators.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const req = (method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function member(name: string) {
  const m = await signUp(t.app, { displayName: name });
  return { id: m.body.user.id as string, cookie: m.cookie };
}
type Member = Awaited<ReturnType<typeof member>>;

async function post(author: Member, body: object): Promise<Post> {
  const res = await req('POST', '/api/posts', author.cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function creator(m: Member, tagline = 'Fresh every week') {
  const res = await req('PUT', '/api/me/creator', m.cookie, { isCreator: true, tagline });
  expect(res.statusCode, res.body).toBe(200);
}
async function creatorsTab(m: Member): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const q: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await req('GET', `/api/feed?tab=creators${q}`, m.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as FeedPage;
    ids.push(...page.items.flatMap((i) => (i.kind === 'post' ? [i.post.id] : [])));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}
const view = (m: Member, postIds: string[]) =>
  req('POST', '/api/posts/views', m.cookie, { postIds });
const viewsOf = async (postId: string) =>
  Number(
    (
      await t.db
        .select({ n: sql<number>`count(*)` })
        .from(postViews)
        .where(eq(postViews.postId, postId))
    )[0]?.n,
  );
async function stats(m: Member, id = 'me') {
  const res = await req('GET', `/api/creators/${id}/stats`, m.cookie);
  return { status: res.statusCode, body: res.json() as CreatorStats };
}

describe('creator profile', () => {
  it('turns on with a tagline and a badge on his profile and posts, and off again', async () => {
    const him = await member('Maker');
    const other = await member('Reader');
    const p = await post(him, { text: 'Hello' });

    const on = await req('PUT', '/api/me/creator', him.cookie, {
      isCreator: true,
      tagline: '  Shoots on film  ',
    });
    expect(on.json()).toEqual({ isCreator: true, tagline: 'Shoots on film' });
    expect((await req('GET', '/api/me/creator', him.cookie)).json()).toEqual(on.json());
    const profile = (await req('GET', `/api/profiles/${him.id}`, other.cookie)).json();
    expect(profile).toMatchObject({ isCreator: true, creatorTagline: 'Shoots on film' });
    expect((await req('GET', `/api/posts/${p.id}`, other.cookie)).json().author.isCreator).toBe(
      true,
    );
    expect((await req('GET', '/api/me', him.cookie)).json().profile).toMatchObject({
      isCreator: true,
      creatorTagline: 'Shoots on film',
    });

    const off = await req('PUT', '/api/me/creator', him.cookie, { isCreator: false });
    // The tagline waits for him, but nobody else sees it while the profile is off.
    expect(off.json()).toEqual({ isCreator: false, tagline: 'Shoots on film' });
    const after = (await req('GET', `/api/profiles/${him.id}`, other.cookie)).json();
    expect(after).toMatchObject({ isCreator: false, creatorTagline: null });
    expect((await req('GET', `/api/posts/${p.id}`, other.cookie)).json().author.isCreator).toBe(
      false,
    );
  });

  it('refuses a bad tagline or unknown fields with a 400', async () => {
    const him = await member('Bad');
    for (const body of [
      { isCreator: true, tagline: 'x'.repeat(81) },
      { isCreator: true, tagline: 'two\nlines' },
      { isCreator: true, tagline: 'ok', isVerified: true },
      { tagline: 'no switch' },
      { isCreator: 'yes' },
    ]) {
      const res = await req('PUT', '/api/me/creator', him.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBeTruthy();
    }
    const ok = await req('PUT', '/api/me/creator', him.cookie, {
      isCreator: true,
      tagline: 'x'.repeat(80),
    });
    expect(ok.statusCode).toBe(200);
    expect((await req('PUT', '/api/me/creator', '', { isCreator: true })).statusCode).toBe(401);
  });
});

describe('creator cards in Feed', () => {
  it('show a member once he turns his creator profile on, with his tagline, and not once off', async () => {
    const author = await member('Poster');
    for (let i = 0; i < 5; i += 1) await post(author, { text: `Public ${i}` });
    // The newest member with a creator profile leads the cards (no events here, so the first page has one).
    const maker = await member('Card Maker');
    await creator(maker, 'Portraits in the park');
    const viewer = await member('Card Viewer');
    const cardOf = async () => {
      const page = (await req('GET', '/api/feed', viewer.cookie)).json() as FeedPage;
      const card = page.items.find((i) => i.kind === 'creator');
      return card?.kind === 'creator' ? card.creator : null;
    };
    expect(await cardOf()).toMatchObject({
      member: { id: maker.id },
      tagline: 'Portraits in the park',
    });
    await req('PUT', '/api/me/creator', maker.cookie, { isCreator: false });
    expect((await cardOf())?.member.id).not.toBe(maker.id);
  });
});

describe('creators tab', () => {
  it("lists only creators' posts, with blocks both ways and followers-only held", async () => {
    const viewer = await member('Viewer');
    const maker = await member('Maker');
    const plain = await member('Plain');
    const blocker = await member('Blocker');
    const blocked = await member('Blocked');
    for (const m of [maker, blocker, blocked]) await creator(m);

    const open = await post(maker, { text: 'For everyone' });
    const close = await post(maker, { text: 'Followers only', visibility: 'followers' });
    const notCreator = await post(plain, { text: 'Not a creator' });
    const fromBlocker = await post(blocker, { text: 'Blocker post' });
    const fromBlocked = await post(blocked, { text: 'Blocked post' });
    // He blocks the viewer; the viewer blocks the other one.
    await req('POST', `/api/profiles/${viewer.id}/block`, blocker.cookie);
    await req('POST', `/api/profiles/${blocked.id}/block`, viewer.cookie);

    let ids = await creatorsTab(viewer);
    expect(ids).toContain(open.id);
    for (const hidden of [close, notCreator, fromBlocker, fromBlocked])
      expect(ids).not.toContain(hidden.id);

    await req('PUT', `/api/profiles/${maker.id}/follow`, viewer.cookie);
    ids = await creatorsTab(viewer);
    expect(ids.indexOf(close.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(close.id)).toBeLessThan(ids.indexOf(open.id));

    // A creator who turns his profile off leaves the tab.
    await req('PUT', '/api/me/creator', maker.cookie, { isCreator: false });
    expect(await creatorsTab(viewer)).not.toContain(open.id);
    // The creator who blocked him still reads his own posts there.
    expect(await creatorsTab(blocker)).toContain(fromBlocker.id);
  });

  it('pages with a cursor that never repeats a post', async () => {
    const viewer = await member('Pager');
    const maker = await member('Prolific');
    await creator(maker);
    const mine = [];
    for (let i = 0; i < 13; i += 1) mine.push((await post(maker, { text: `Post ${i}` })).id);
    const first = (await req('GET', '/api/feed?tab=creators', viewer.cookie)).json() as FeedPage;
    expect(first.items).toHaveLength(10);
    expect(first.nextCursor).toBeTruthy();
    const ids = await creatorsTab(viewer);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of mine) expect(ids).toContain(id);
  });
});

describe('post views', () => {
  it('counts once per viewer per post per day, never the author, only posts he may see', async () => {
    const author = await member('Author');
    const viewer = await member('Looker');
    const stranger = await member('Stranger');
    const p = await post(author, { text: 'Look' });
    const close = await post(author, { text: 'Followers', visibility: 'followers' });
    const own = await post(viewer, { text: 'Mine' });

    expect((await view(viewer, [p.id, p.id, close.id, own.id])).statusCode).toBe(204);
    expect((await view(viewer, [p.id])).statusCode).toBe(204);
    expect(await viewsOf(p.id)).toBe(1);
    // Followers-only post the viewer may not see, and his own post: not counted.
    expect(await viewsOf(close.id)).toBe(0);
    expect(await viewsOf(own.id)).toBe(0);
    // The author's own views never count, however often.
    await view(author, [p.id, close.id]);
    expect(await viewsOf(p.id)).toBe(1);
    // Another viewer counts once more.
    await view(stranger, [p.id]);
    await view(stranger, [p.id]);
    expect(await viewsOf(p.id)).toBe(2);
    // Opening or listing a post does not count a view by itself: only a reported view does.
    await req('GET', `/api/posts/${p.id}`, (await member('Opener')).cookie);
    expect(await viewsOf(p.id)).toBe(2);

    // Unknown ids are skipped; bad batches are refused.
    expect((await view(viewer, ['no-such-post'])).statusCode).toBe(204);
    expect((await view(viewer, [])).statusCode).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => `id-${i}`);
    expect((await view(viewer, many)).statusCode).toBe(400);
    const extra = await req('POST', '/api/posts/views', viewer.cookie, {
      postIds: [p.id],
      count: 100,
    });
    expect(extra.statusCode).toBe(400);
  });

  it('leaves out views by a blocked member (both ways)', async () => {
    const author = await member('Shy');
    const viewer = await member('Pest');
    const p = await post(author, { text: 'Hi' });
    await req('POST', `/api/profiles/${author.id}/block`, viewer.cookie);
    await view(viewer, [p.id]);
    expect(await viewsOf(p.id)).toBe(0);
  });
});

describe('creator stats', () => {
  it('are his alone, and only for creators', async () => {
    const him = await member('Numbers');
    const other = await member('Nosy');
    expect((await stats(him)).status).toBe(403);
    await creator(him);
    await creator(other);
    const refused = await req('GET', `/api/creators/${him.id}/stats`, other.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    const mine = await stats(him, him.id);
    expect(mine.status).toBe(200);
    expect((await req('GET', '/api/creators/me/stats', '')).statusCode).toBe(401);
  });

  it('match the seeded actions', async () => {
    const star = await member('Star');
    const fans = await Promise.all(['A', 'B', 'C', 'D'].map((n) => member(`Fan ${n}`)));
    const [a, b, c, d] = fans as [Member, Member, Member, Member];
    await creator(star);
    const top = await post(star, { text: 'Top post' });
    const second = await post(star, { text: 'Second post' });
    const quiet = await post(star, { text: 'Quiet post' });

    for (const f of [a, b, c]) await req('PUT', `/api/profiles/${star.id}/follow`, f.cookie);
    // One of them followed ten days ago.
    await t.db
      .update(follows)
      .set({ createdAt: new Date(Date.now() - 10 * 86_400_000) })
      .where(and(eq(follows.followerId, a.id), eq(follows.followedId, star.id)));

    await view(a, [top.id, second.id]);
    await view(b, [top.id]);
    await view(c, [top.id]);
    await view(star, [top.id, second.id, quiet.id]);
    await req('PUT', `/api/posts/${top.id}/like`, a.cookie);
    await req('PUT', `/api/posts/${top.id}/like`, b.cookie);
    await req('PUT', `/api/posts/${second.id}/like`, star.cookie);
    await req('POST', `/api/posts/${top.id}/comments`, c.cookie, { text: 'Wow' });
    await req('POST', `/api/posts/${top.id}/comments`, star.cookie, { text: 'Thanks' });

    // A story with two viewers (the stories module comes later; its tables are here already).
    const upload = multipartFile(
      await sharp({ create: { width: 200, height: 300, channels: 3, background: '#36c' } })
        .jpeg()
        .toBuffer(),
    );
    const photoRes = await t.app.inject({
      method: 'POST',
      url: '/api/posts/photos',
      payload: upload.payload,
      headers: { ...upload.headers, cookie: star.cookie },
    });
    expect(photoRes.statusCode, photoRes.body).toBe(201);
    const storyId = randomUUID();
    await t.db.insert(stories).values({
      id: storyId,
      authorId: star.id,
      photoId: photoRes.json().id,
      slug: randomUUID(),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await t.db.insert(storyViews).values([
      { storyId, viewerId: a.id },
      { storyId, viewerId: d.id },
      { storyId, viewerId: star.id },
    ]);

    let s = (await stats(star)).body;
    expect(s.followers.total).toBe(3);
    expect(s.followers.byDay).toHaveLength(30);
    const days = lastDays(30);
    expect(s.followers.byDay.map((x) => x.day)).toEqual(days);
    expect(s.followers.byDay.at(-1)!.count).toBe(3);
    // Ten days ago he had the one early follower; the day before that, nobody.
    expect(s.followers.byDay[29 - 10]!.count).toBe(1);
    expect(s.followers.byDay[29 - 11]!.count).toBe(0);
    expect(s.postViews).toMatchObject({ total: 4, last30Days: 4 });
    expect(s.postViews.byDay.at(-1)).toEqual({ day: days[29], count: 4 });
    expect(s.likes).toEqual({ total: 2, last30Days: 2 });
    expect(s.comments).toEqual({ total: 1, last30Days: 1 });
    expect(s.storyViews).toEqual({ total: 2, last30Days: 2 });
    expect(s.posts).toBe(3);
    expect(s.topPosts.map((x) => [x.post.id, x.views])).toEqual([
      [top.id, 3],
      [second.id, 1],
      [quiet.id, 0],
    ]);
    expect(s.topPosts[0]!.post).toMatchObject({ likeCount: 2, commentCount: 2 });

    // A block (either way) takes a fan out of every number.
    await req('POST', `/api/profiles/${star.id}/block`, b.cookie);
    s = (await stats(star)).body;
    expect(s.followers.total).toBe(2);
    expect(s.postViews.total).toBe(3);
    expect(s.likes.total).toBe(1);
    expect(s.topPosts[0]!.views).toBe(2);
  });
});
