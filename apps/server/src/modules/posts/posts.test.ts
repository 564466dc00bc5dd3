import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { FeedPage, Post } from '@blaze/contracts';
import { reports } from '../../db/schema.ts';
import { blocksService } from '../blocks/blocks.service.ts';
import { mediaStorages } from '../media/media.service.ts';
import { photosService } from '../photos/photos.service.ts';
import { profilesService } from '../profiles/profiles.service.ts';
import { createTestApp, multipartFile, signUp, type TestApp } from '../../test/test-app.ts';

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
const feedIds = async (m: Member, tab: string, cursor?: string) => {
  const res = await req(
    'GET',
    `/api/feed?tab=${tab}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    m.cookie,
  );
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json() as FeedPage;
  return {
    ids: page.items.flatMap((i) => (i.kind === 'post' ? [i.post.id] : [])),
    page,
  };
};
const photo = () =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
async function uploadPostPhoto(m: Member): Promise<string> {
  const { payload, headers } = multipartFile(await photo());
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts/photos',
    payload,
    headers: { ...headers, cookie: m.cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe('posts', () => {
  it('keeps a followers-only post from non-followers, and shows it once he follows', async () => {
    const author = await member('Author');
    const stranger = await member('Stranger');
    const p = await post(author, { text: 'Followers only #secret', visibility: 'followers' });
    expect(p.tags).toEqual(['secret']);

    expect((await req('GET', `/api/posts/${p.id}`, stranger.cookie)).statusCode).toBe(404);
    const profilePosts = await req('GET', `/api/profiles/${author.id}/posts`, stranger.cookie);
    expect(profilePosts.json().posts).toEqual([]);
    expect((await req('PUT', `/api/posts/${p.id}/like`, stranger.cookie)).statusCode).toBe(404);
    expect(
      (await req('POST', `/api/posts/${p.id}/comments`, stranger.cookie, { text: 'hi' }))
        .statusCode,
    ).toBe(404);
    expect((await feedIds(stranger, 'feed')).ids).not.toContain(p.id);

    const follow = await req('PUT', `/api/profiles/${author.id}/follow`, stranger.cookie);
    expect(follow.json()).toEqual({ following: true, followerCount: 1, followingCount: 0 });
    expect((await req('GET', `/api/posts/${p.id}`, stranger.cookie)).statusCode).toBe(200);
    expect((await feedIds(stranger, 'following')).ids).toEqual([p.id]);
    expect((await feedIds(stranger, 'feed')).ids).toContain(p.id);
  });

  it('keeps like counts right when a member likes and unlikes twice', async () => {
    const author = await member('Liked');
    const fan = await member('Fan');
    const p = await post(author, { text: 'Like me' });
    const like = () => req('PUT', `/api/posts/${p.id}/like`, fan.cookie);
    const unlike = () => req('DELETE', `/api/posts/${p.id}/like`, fan.cookie);
    expect((await like()).json()).toEqual({ liked: true, likeCount: 1 });
    expect((await like()).json()).toEqual({ liked: true, likeCount: 1 });
    expect((await feedIds(fan, 'liked')).ids).toEqual([p.id]);
    expect((await unlike()).json()).toEqual({ liked: false, likeCount: 0 });
    expect((await unlike()).json()).toEqual({ liked: false, likeCount: 0 });
    const seen = (await req('GET', `/api/posts/${p.id}`, author.cookie)).json();
    expect(seen).toMatchObject({ likeCount: 0, isLiked: false, isOwn: true });
    expect((await feedIds(fan, 'liked')).ids).toEqual([]);
  });

  it('lets only the comment author or the post owner delete a comment', async () => {
    const owner = await member('Owner');
    const writer = await member('Writer');
    const other = await member('Other');
    const p = await post(owner, { text: 'Comment on me' });
    const add = async (m: Member, text: string) => {
      const res = await req('POST', `/api/posts/${p.id}/comments`, m.cookie, { text });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const first = await add(writer, 'first');
    const second = await add(writer, 'second');
    await add(other, 'third');

    const list = (await req('GET', `/api/posts/${p.id}/comments`, writer.cookie)).json();
    expect(list.comments.map((c: { text: string }) => c.text)).toEqual([
      'first',
      'second',
      'third',
    ]);
    expect(list.comments.map((c: { canDelete: boolean }) => c.canDelete)).toEqual([
      true,
      true,
      false,
    ]);

    expect((await req('DELETE', `/api/comments/${first}`, other.cookie)).statusCode).toBe(403);
    expect((await req('DELETE', `/api/comments/${first}`, writer.cookie)).statusCode).toBe(204);
    expect((await req('DELETE', `/api/comments/${second}`, owner.cookie)).statusCode).toBe(204);
    expect((await req('DELETE', `/api/comments/${second}`, owner.cookie)).statusCode).toBe(404);
    const after = (await req('GET', `/api/posts/${p.id}`, other.cookie)).json();
    expect(after.commentCount).toBe(1);
  });

  it("refuses another member's id on every edit and delete route", async () => {
    const owner = await member('Mine');
    const intruder = await member('Intruder');
    const p = await post(owner, { text: 'Mine alone' });
    const c = (
      await req('POST', `/api/posts/${p.id}/comments`, owner.cookie, { text: 'mine too' })
    ).json();
    expect(
      (await req('PATCH', `/api/posts/${p.id}`, intruder.cookie, { text: 'hacked' })).statusCode,
    ).toBe(403);
    expect((await req('DELETE', `/api/posts/${p.id}`, intruder.cookie)).statusCode).toBe(403);
    expect((await req('DELETE', `/api/comments/${c.id}`, intruder.cookie)).statusCode).toBe(403);
    expect((await req('DELETE', '/api/posts/no-such-post', intruder.cookie)).statusCode).toBe(404);
    expect((await req('GET', `/api/posts/${p.id}`, owner.cookie)).json().text).toBe('Mine alone');

    const edited = await req('PATCH', `/api/posts/${p.id}`, owner.cookie, { text: 'Edited #new' });
    expect(edited.json()).toMatchObject({ text: 'Edited #new', tags: ['new'] });
    expect(edited.json().editedAt).not.toBeNull();
    expect((await req('DELETE', `/api/posts/${p.id}`, owner.cookie)).statusCode).toBe(204);
    expect((await req('GET', `/api/posts/${p.id}`, owner.cookie)).statusCode).toBe(404);
  });

  it('refuses bad input with 400', async () => {
    const m = await member('Bad input');
    const bad = async (url: string, body: object, method: Method = 'POST') => {
      const res = await req(method, url, m.cookie, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().error.code).toBeTruthy();
    };
    await bad('/api/posts', {});
    await bad('/api/posts', { text: '   ' });
    await bad('/api/posts', { text: 'x', photoIds: ['a', 'b', 'c', 'd', 'e'] });
    await bad('/api/posts', { text: 'x', mood: 'happy' });
    await bad('/api/posts', { text: 'x', visibility: 'friends' });
    await bad('/api/posts', { text: 'x', photoIds: ['not-my-upload'] });
    const p = await post(m, { text: 'fine' });
    await bad(`/api/posts/${p.id}/comments`, { text: 'y'.repeat(600) });
    await bad(`/api/posts/${p.id}/comments`, { text: '' });
    await bad(`/api/posts/${p.id}/comments`, { text: 'ok', extra: 1 });
    await bad(`/api/posts/${p.id}`, { authorId: 'someone' }, 'PATCH');
    expect((await req('GET', '/api/feed?tab=feed&cursor=garbage', m.cookie)).statusCode).toBe(400);
    expect((await req('GET', '/api/feed?tab=popular', m.cookie)).statusCode).toBe(400);
  });

  it('posts photos through the pipeline and signs them per viewer', async () => {
    const author = await member('Photographer');
    const viewer = await member('Viewer');
    const ids = [await uploadPostPhoto(author), await uploadPostPhoto(author)];
    const p = await post(author, { text: '', photoIds: ids, isExplicit: true, place: 'Berlin' });
    expect(p.photos.map((x) => x.id)).toEqual(ids);
    expect(p.blurred).toBe(false);

    const seen = (await req('GET', `/api/posts/${p.id}`, viewer.cookie)).json() as Post;
    expect(seen.blurred).toBe(true);
    const file = await req('GET', seen.photos[0]!.url, viewer.cookie);
    expect(file.statusCode).toBe(200);
    // Another member cannot use the viewer's signed link; nobody signed out can.
    expect((await req('GET', seen.photos[0]!.url, author.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: seen.photos[0]!.url })).statusCode).toBe(401);

    // An upload claimed once cannot be claimed by a second post.
    expect(
      (await req('POST', '/api/posts', author.cookie, { photoIds: [ids[0]] })).statusCode,
    ).toBe(400);

    // An upload no post claims is swept after a day, files and all.
    const abandoned = await uploadPostPhoto(author);
    const dayLater = new Date(Date.now() + 25 * 3600 * 1000);
    const { publicStorage, privateStorage } = mediaStorages(t.config.mediaDir, t.config.s3);
    const photos = photosService({
      db: t.db,
      // The sweep builds no URL.
      profiles: profilesService(t.db, blocksService(t.db), () => ''),
      publicStorage,
      privateStorage,
      secret: t.config.authSecret,
    });
    expect(await photos.sweepUnclaimedPostPhotos(dayLater)).toBeGreaterThanOrEqual(1);
    expect(
      (await req('POST', '/api/posts', author.cookie, { photoIds: [abandoned] })).statusCode,
    ).toBe(400);

    await req('PATCH', '/api/me/social-settings', viewer.cookie, { showExplicit: true });
    expect((await req('GET', `/api/posts/${p.id}`, viewer.cookie)).json().blurred).toBe(false);
  });
});

describe('blocks and mutes', () => {
  it('hides posts, comments and likes of a blocked member both ways', async () => {
    const me = await member('Me');
    const him = await member('Him');
    const friend = await member('Friend');
    const mine = await post(me, { text: 'My post' });
    const his = await post(him, { text: 'His post' });
    await req('PUT', `/api/posts/${mine.id}/like`, him.cookie);
    await req('PUT', `/api/posts/${mine.id}/like`, friend.cookie);
    await req('POST', `/api/posts/${mine.id}/comments`, him.cookie, { text: 'from him' });
    await req('POST', `/api/posts/${mine.id}/comments`, friend.cookie, { text: 'from friend' });
    await req('PUT', `/api/profiles/${him.id}/follow`, me.cookie);
    await req('PUT', `/api/profiles/${me.id}/follow`, him.cookie);

    expect((await req('POST', `/api/profiles/${him.id}/block`, me.cookie)).statusCode).toBe(204);

    for (const [viewer, other, otherPost] of [
      [me, him, his],
      [him, me, mine],
    ] as const) {
      expect((await req('GET', `/api/posts/${otherPost.id}`, viewer.cookie)).statusCode).toBe(404);
      for (const tab of ['feed', 'following', 'trending', 'liked'])
        expect((await feedIds(viewer, tab)).ids).not.toContain(otherPost.id);
      const profilePosts = await req('GET', `/api/profiles/${other.id}/posts`, viewer.cookie);
      expect(profilePosts.statusCode).toBe(404);
      expect((await req('PUT', `/api/profiles/${other.id}/follow`, viewer.cookie)).statusCode).toBe(
        404,
      );
    }
    // On my post, his like and comment are gone from my view: counts and lists.
    const seen = (await req('GET', `/api/posts/${mine.id}`, me.cookie)).json();
    expect(seen).toMatchObject({ likeCount: 1, commentCount: 1 });
    const comments = (await req('GET', `/api/posts/${mine.id}/comments`, me.cookie)).json();
    expect(comments.comments.map((c: { text: string }) => c.text)).toEqual(['from friend']);
    const likers = (await req('GET', `/api/posts/${mine.id}/likes`, me.cookie)).json();
    expect(likers.members.map((m: { id: string }) => m.id)).toEqual([friend.id]);
    // The friend, who blocked nobody, still sees both.
    expect((await req('GET', `/api/posts/${mine.id}`, friend.cookie)).json()).toMatchObject({
      likeCount: 2,
      commentCount: 2,
    });
    // Follower counts leave him out for me, not for the friend.
    const myCounts = (await req('GET', `/api/profiles/${me.id}/follows`, me.cookie)).json();
    expect(myCounts).toMatchObject({ followerCount: 0, followingCount: 0 });
    const friendView = (await req('GET', `/api/profiles/${me.id}/follows`, friend.cookie)).json();
    expect(friendView).toMatchObject({ followerCount: 1, followingCount: 1 });
    const followers = (await req('GET', `/api/profiles/${me.id}/followers`, me.cookie)).json();
    expect(followers.members).toEqual([]);
  });

  it("takes a muted member's posts out of my feeds without telling him", async () => {
    const me = await member('Muter');
    const him = await member('Muted');
    await req('PUT', `/api/profiles/${him.id}/follow`, me.cookie);
    const p = await post(him, { text: 'Too loud' });
    expect((await feedIds(me, 'following')).ids).toEqual([p.id]);
    expect((await req('PUT', `/api/profiles/${him.id}/mute`, me.cookie)).statusCode).toBe(204);
    expect((await feedIds(me, 'following')).ids).toEqual([]);
    expect((await feedIds(me, 'feed')).ids).not.toContain(p.id);
    expect((await req('GET', `/api/posts/${p.id}`, me.cookie)).statusCode).toBe(200);
    expect((await req('GET', `/api/profiles/${me.id}/follows`, him.cookie)).json()).toMatchObject({
      followingCount: 1,
    });
    expect((await req('DELETE', `/api/profiles/${him.id}/mute`, me.cookie)).statusCode).toBe(204);
    expect((await feedIds(me, 'following')).ids).toEqual([p.id]);
  });

  it('stores a reported post and comment for the admin queue with a copy of the words', async () => {
    const author = await member('Reported');
    const reporter = await member('Reporter');
    const p = await post(author, { text: 'Something nasty' });
    const c = (
      await req('POST', `/api/posts/${p.id}/comments`, author.cookie, { text: 'nasty comment' })
    ).json();
    const r1 = await req('POST', `/api/posts/${p.id}/report`, reporter.cookie, { reason: 'spam' });
    expect(r1.statusCode, r1.body).toBe(201);
    const r2 = await req('POST', `/api/comments/${c.id}/report`, reporter.cookie, {
      reason: 'spam',
    });
    expect(r2.statusCode).toBe(201);
    await req('DELETE', `/api/posts/${p.id}`, author.cookie);
    const [row] = await t.db.select().from(reports).where(eq(reports.id, r1.json().id));
    expect(row).toMatchObject({ targetKind: 'post', targetId: p.id, reportedId: author.id });
    expect(row?.evidence).toContain('Something nasty');
  });
});

describe('cursors', () => {
  it('never repeat or skip a post while new posts arrive', async () => {
    const reader = await member('Reader');
    const writer = await member('Writer of many');
    await req('PUT', `/api/profiles/${writer.id}/follow`, reader.cookie);
    const made: string[] = [];
    for (let i = 0; i < 25; i++) made.push((await post(writer, { text: `post ${i}` })).id);

    for (const tab of ['following', 'feed']) {
      const seen: string[] = [];
      let cursor: string | undefined;
      let round = 0;
      do {
        const { ids, page } = await feedIds(reader, tab, cursor);
        seen.push(...ids);
        cursor = page.nextCursor ?? undefined;
        // New posts arrive between pages: they belong before the first page, never in a later one.
        await post(writer, { text: `${tab} newer ${round++}` });
      } while (cursor);
      const older = seen.filter((id) => made.includes(id));
      expect(older).toEqual([...made].reverse());
      expect(new Set(seen).size).toBe(seen.length);
    }
  });
});
