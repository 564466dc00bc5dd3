import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedItem, FeedPage } from '@blaze/contracts';
import { adminUsers } from '../../db/schema.ts';
import { createTestApp, signUp, uniqueEmail, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: true });
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const req = (method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const page = async (cookie: string, tab: string, cursor?: string): Promise<FeedPage> => {
  const q = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
  const res = await req('GET', `/api/feed?tab=${tab}${q}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const kinds = (items: FeedItem[]) => items.map((i) => i.kind);
const postIds = (items: FeedItem[]) => items.flatMap((i) => (i.kind === 'post' ? [i.post.id] : []));

describe('Feed', () => {
  it("shows a new member the demo community's posts, mixed with members and a sponsored card", async () => {
    const m = await signUp(t.app);
    const first = await page(m.cookie, 'feed');
    expect(first.items.length).toBe(10);
    expect(kinds(first.items).filter((k) => k === 'post').length).toBe(7);
    expect(kinds(first.items)).toContain('profiles');
    expect(kinds(first.items)).toContain('sponsored');
    const second = await page(m.cookie, 'feed', first.nextCursor!);
    expect(postIds(second.items).some((id) => postIds(first.items).includes(id))).toBe(false);
  });

  it('lets a member hide a sponsored card, and counts clicks', async () => {
    const m = await signUp(t.app);
    const sponsoredOf = (p: FeedPage) =>
      p.items.flatMap((i) => (i.kind === 'sponsored' ? [i.promotion] : []));
    const [promo] = sponsoredOf(await page(m.cookie, 'feed'));
    expect(promo).toBeDefined();
    const click = await req('POST', `/api/promotions/${promo!.id}/click`, m.cookie);
    expect(click.statusCode).toBe(200);
    expect((await req('POST', `/api/promotions/${promo!.id}/hide`, m.cookie)).statusCode).toBe(204);
    expect(sponsoredOf(await page(m.cookie, 'feed')).map((p) => p.id)).not.toContain(promo!.id);
    expect((await req('POST', '/api/promotions/nope/hide', m.cookie)).statusCode).toBe(404);
  });

  it('lets only an admin create a promotion', async () => {
    const body = { sponsor: 'Club X', title: 'Open bar till midnight' };
    const m = await signUp(t.app);
    expect((await req('POST', '/api/admin/promotions', m.cookie, body)).statusCode).toBe(403);
    const email = uniqueEmail('admin');
    await t.db.insert(adminUsers).values({ email });
    const admin = await signUp(t.app, { email });
    const made = await req('POST', '/api/admin/promotions', admin.cookie, body);
    expect(made.statusCode, made.body).toBe(201);
    expect(
      (
        await req('POST', '/api/admin/promotions', admin.cookie, {
          ...body,
          linkUrl: 'javascript:x',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('Trending', () => {
  it('ranks public, non-explicit posts with enough likes and comments only', async () => {
    const author = await signUp(t.app);
    const fans = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const make = async (body: object) =>
      (await req('POST', '/api/posts', author.cookie, body)).json().id as string;
    const hot = await make({ text: 'hot take' });
    const explicit = await make({ text: 'explicit', isExplicit: true });
    const quiet = await make({ text: 'quiet' });
    for (const fan of fans) {
      for (const id of [hot, explicit]) await req('PUT', `/api/posts/${id}/like`, fan.cookie);
    }
    await req('PUT', `/api/posts/${quiet}/like`, fans[0]!.cookie);
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const p = await page(fans[0]!.cookie, 'trending', cursor);
      ids.push(...postIds(p.items));
      cursor = p.nextCursor ?? undefined;
    } while (cursor);
    expect(ids).toContain(hot);
    expect(ids).not.toContain(explicit);
    expect(ids).not.toContain(quiet);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
