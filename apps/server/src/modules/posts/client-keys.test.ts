import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentsPage, FeedPage, Post, PostComment } from '@blaze/contracts';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.ts';

/** Decision 037: the sync queue replays a post or a comment with its client key; it lands once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST';
const req = (method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function member(name: string) {
  const m = await signUp(t.app, { displayName: name });
  return { id: m.body.user.id as string, cookie: m.cookie };
}

async function ownPosts(cookie: string, id: string): Promise<Post[]> {
  const res = await req('GET', `/api/profiles/${id}/posts`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { posts: Post[] }).posts;
}

describe('client keys', () => {
  it('makes one post for the same key sent twice, even at once, and another for a new key', async () => {
    const author = await member('Replayer');
    const body = { text: 'Sent while offline', clientKey: 'queue-item-0001' };
    const first = await req('POST', '/api/posts', author.cookie, body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await req('POST', '/api/posts', author.cookie, body);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().id).toBe(first.json().id);

    const racing = await Promise.all(
      [1, 2, 3].map(() =>
        req('POST', '/api/posts', author.cookie, { text: 'Racing', clientKey: 'queue-item-0002' }),
      ),
    );
    expect(new Set(racing.map((r) => r.json().id)).size).toBe(1);

    const other = await req('POST', '/api/posts', author.cookie, {
      text: 'Another',
      clientKey: 'queue-item-0003',
    });
    expect(other.json().id).not.toBe(first.json().id);
    const texts = (await ownPosts(author.cookie, author.id)).map((p) => p.text).sort();
    expect(texts).toEqual(['Another', 'Racing', 'Sent while offline']);
  });

  it("keeps keys per author: another member's same key makes his own post", async () => {
    const a = await member('Key A');
    const b = await member('Key B');
    const body = { text: 'Same key', clientKey: 'shared-key-0001' };
    const pa = (await req('POST', '/api/posts', a.cookie, body)).json() as Post;
    const pb = await req('POST', '/api/posts', b.cookie, body);
    expect(pb.statusCode, pb.body).toBe(201);
    expect(pb.json().id).not.toBe(pa.id);
    expect(pb.json().author.id).toBe(b.id);
  });

  it('makes one comment for the same key, and the count moves once', async () => {
    const author = await member('Poster');
    const fan = await member('Commenter');
    const post = (
      await req('POST', '/api/posts', author.cookie, { text: 'Comment me' })
    ).json() as Post;
    const body = { text: 'Nice one', clientKey: 'comment-key-0001' };
    const sends = await Promise.all(
      [1, 2].map(() => req('POST', `/api/posts/${post.id}/comments`, fan.cookie, body)),
    );
    for (const res of sends) expect(res.statusCode, res.body).toBe(201);
    const ids = sends.map((r) => (r.json() as PostComment).id);
    expect(ids[0]).toBe(ids[1]);
    const replay = await req('POST', `/api/posts/${post.id}/comments`, fan.cookie, body);
    expect((replay.json() as PostComment).id).toBe(ids[0]);

    const page = (
      await req('GET', `/api/posts/${post.id}/comments`, fan.cookie)
    ).json() as CommentsPage;
    expect(page.comments.map((c) => c.text)).toEqual(['Nice one']);
    const feed = (await req('GET', '/api/feed?tab=feed', author.cookie)).json() as FeedPage;
    const seen = feed.items.find((i) => i.kind === 'post' && i.post.id === post.id);
    expect(seen?.kind === 'post' && seen.post.commentCount).toBe(1);
  });

  it('refuses a malformed key with 400', async () => {
    const author = await member('Bad key');
    const res = await req('POST', '/api/posts', author.cookie, {
      text: 'x',
      clientKey: 'no spaces!',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBeTruthy();
  });
});
