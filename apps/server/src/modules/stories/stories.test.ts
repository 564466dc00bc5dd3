import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { MemberStories, StoriesRow, Story } from '@blaze/contracts';
import { STORIES_PER_DAY } from '@blaze/contracts';
import { photos, reports, stories } from '../../db/schema.ts';
import { createTestApp, signUp, testPhotoUrl, type TestApp } from '../../test/test-app.ts';
import { blocksService } from '../blocks/blocks.service.ts';
import { mediaStorages } from '../media/media.service.ts';
import { photosService } from '../photos/photos.service.ts';
import { profilesService } from '../profiles/profiles.service.ts';
import { expiredStoriesSweep } from './stories.service.ts';

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

const photo = (background = '#c33') =>
  sharp({ create: { width: 300, height: 400, channels: 3, background } })
    .withExif({ IFD0: { Copyright: 'secret-camera-owner' } })
    .jpeg()
    .toBuffer();

/** A multipart story form: optional text fields first, then the photo (field "file"). */
function storyForm(fields: Record<string, string>, bytes: Buffer | null) {
  const boundary = `----blaze${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (bytes)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function addStoryRaw(m: Member, fields: Record<string, string>, bytes: Buffer | null) {
  const { payload, headers } = storyForm(fields, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/stories',
    payload,
    headers: { ...headers, cookie: m.cookie },
  });
}

async function addStory(m: Member, text?: string): Promise<Story> {
  const res = await addStoryRaw(m, text === undefined ? {} : { text }, await photo());
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const row = async (m: Member): Promise<StoriesRow> => {
  const res = await req('GET', '/api/stories', m.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const ringOf = async (viewer: Member, author: Member) =>
  (await row(viewer)).rings.find((r) => r.author.id === author.id);
const follow = async (a: Member, b: Member) =>
  expect((await req('PUT', `/api/profiles/${b.id}/follow`, a.cookie)).statusCode).toBe(200);
const expire = (id: string) =>
  t.db
    .update(stories)
    .set({ expiresAt: new Date(Date.now() - 1000), createdAt: new Date(Date.now() - 86_401_000) })
    .where(eq(stories.id, id));

describe('stories', () => {
  it('adds a story through the photo pipeline: re-encoded, no EXIF, text kept, live 24 hours', async () => {
    const author = await member('Storyteller');
    const s = await addStory(author, '  Sunset at the beach  ');
    expect(s).toMatchObject({ text: 'Sunset at the beach', isOwn: true, seen: true, viewCount: 0 });
    expect(new Date(s.expiresAt).getTime() - new Date(s.createdAt).getTime()).toBe(86_400_000);
    const file = await t.app.inject({
      method: 'GET',
      url: s.photo.url,
      headers: { cookie: author.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);
  });

  it('refuses bad input with 400: no photo, a text file, words over 200, unknown fields, bad reactions', async () => {
    const m = await member('Careless');
    const other = await member('Other');
    expect((await addStoryRaw(m, { text: 'no photo' }, null)).statusCode).toBe(400);
    const notImage = await addStoryRaw(m, {}, Buffer.from('just some text, not a photo'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().error.code).toBe('UNSUPPORTED_FILE');
    const long = await addStoryRaw(m, { text: 'x'.repeat(201) }, await photo());
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toMatch(/200 characters/);
    expect((await addStoryRaw(m, { text: 'hi', role: 'admin' }, await photo())).statusCode).toBe(
      400,
    );
    const json = await req('POST', '/api/stories', m.cookie, { text: 'not multipart' });
    expect(json.statusCode).toBe(400);
    // Nothing was stored by the refused attempts.
    expect((await row(m)).rings).toEqual([]);

    const s = await addStory(other);
    for (const body of [{ emoji: 'lol' }, { emoji: '🔥', extra: 1 }, {}]) {
      const res = await req('POST', `/api/stories/${s.id}/reactions`, m.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    for (const body of [{ clientId: 'reply-12345', text: '   ' }, { text: 'no client id' }]) {
      expect((await req('POST', `/api/stories/${s.id}/replies`, m.cookie, body)).statusCode).toBe(
        400,
      );
    }
    expect((await req('GET', '/api/story-links/bad%20slug!', m.cookie)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/stories' })).statusCode).toBe(401);
  });

  it('counts a story as viewed once per viewer, and shows the author who watched and how they reacted', async () => {
    const author = await member('Watched');
    const a = await member('Watcher A');
    const b = await member('Watcher B');
    const s = await addStory(author);
    for (let i = 0; i < 3; i++)
      expect((await req('POST', `/api/stories/${s.id}/view`, a.cookie)).statusCode).toBe(204);
    expect((await req('POST', `/api/stories/${s.id}/view`, b.cookie)).statusCode).toBe(204);
    // His own views are not counted.
    expect((await req('POST', `/api/stories/${s.id}/view`, author.cookie)).statusCode).toBe(204);

    const mine = (await req('GET', `/api/profiles/${author.id}/stories`, author.cookie)).json();
    expect(mine.stories[0].viewCount).toBe(2);
    const react = await req('POST', `/api/stories/${s.id}/reactions`, b.cookie, { emoji: '🔥' });
    expect(react.statusCode, react.body).toBe(201);
    const viewers = (await req('GET', `/api/stories/${s.id}/viewers`, author.cookie)).json();
    expect(viewers.viewers.map((v: { member: { id: string } }) => v.member.id).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    expect(
      viewers.viewers.find((v: { member: { id: string } }) => v.member.id === b.id).reaction,
    ).toBe('🔥');
    // Only the author sees who watched.
    expect((await req('GET', `/api/stories/${s.id}/viewers`, a.cookie)).statusCode).toBe(403);
    // A viewer sees it as seen; the count is the author's alone.
    const seen = (await req('GET', `/api/profiles/${author.id}/stories`, a.cookie)).json();
    expect(seen.stories[0]).toMatchObject({ seen: true, viewCount: null });
  });

  it('builds the row: my own first, then unseen before seen; the ring turns seen once every story is watched', async () => {
    const me = await member('Row Owner');
    const seenOne = await member('Seen One');
    const fresh = await member('Fresh One');
    const stranger = await member('Not followed');
    await follow(me, seenOne);
    await follow(me, fresh);
    await addStory(me);
    const watched = await addStory(seenOne);
    await addStory(fresh);
    await addStory(stranger);
    let rings = (await row(me)).rings;
    expect(rings[0]).toMatchObject({ isOwn: true, hasUnseen: false });
    expect(rings.map((r) => r.author.id)).not.toContain(stranger.id);
    expect(rings.find((r) => r.author.id === seenOne.id)?.hasUnseen).toBe(true);
    await req('POST', `/api/stories/${watched.id}/view`, me.cookie);
    rings = (await row(me)).rings;
    expect(rings.map((r) => r.author.id)).toEqual([me.id, fresh.id, seenOne.id]);
    expect(rings.map((r) => r.hasUnseen)).toEqual([false, true, false]);

    // Muting his stories takes him out of my row (he is not told); unmuting brings him back.
    expect((await req('PUT', `/api/profiles/${fresh.id}/stories-mute`, me.cookie)).statusCode).toBe(
      204,
    );
    expect((await row(me)).rings.map((r) => r.author.id)).toEqual([me.id, seenOne.id]);
    expect(
      (await req('DELETE', `/api/profiles/${fresh.id}/stories-mute`, me.cookie)).statusCode,
    ).toBe(204);
    expect(
      (await req('DELETE', `/api/profiles/${fresh.id}/stories-mute`, me.cookie)).statusCode,
    ).toBe(404);
    expect((await row(me)).rings).toHaveLength(3);

    // The stories row off: only my own ring.
    await req('PATCH', '/api/me/social-settings', me.cookie, { storiesRowOff: true });
    expect(await row(me)).toMatchObject({ off: true, rings: [{ isOwn: true }] });
    await req('PATCH', '/api/me/social-settings', me.cookie, { storiesRowOff: false });
  });

  it('takes an expired story out of every list at once: 404 by id, by slug, on view, reply and react', async () => {
    const author = await member('Expiring');
    const fan = await member('Late Fan');
    await follow(fan, author);
    const s = await addStory(author);
    expect((await req('GET', `/api/story-links/${s.slug}`, fan.cookie)).statusCode).toBe(200);
    await expire(s.id);
    expect((await req('GET', `/api/story-links/${s.slug}`, fan.cookie)).statusCode).toBe(404);
    expect((await req('GET', `/api/story-links/${s.slug}`, author.cookie)).statusCode).toBe(404);
    expect((await req('POST', `/api/stories/${s.id}/view`, fan.cookie)).statusCode).toBe(404);
    expect(
      (await req('POST', `/api/stories/${s.id}/reactions`, fan.cookie, { emoji: '🔥' })).statusCode,
    ).toBe(404);
    expect(
      (
        await req('POST', `/api/stories/${s.id}/replies`, fan.cookie, {
          clientId: 'late-reply-1',
          text: 'too late',
        })
      ).statusCode,
    ).toBe(404);
    expect(await ringOf(fan, author)).toBeUndefined();
    const list = (await req('GET', `/api/profiles/${author.id}/stories`, fan.cookie)).json();
    expect(list.stories).toEqual([]);
    expect((await row(author)).rings).toEqual([]);
  });

  it('the sweep removes the files (and rows) of expired stories, and leaves live ones', async () => {
    const author = await member('Swept');
    const old = await addStory(author);
    const live = await addStory(author);
    const [oldPhoto] = await t.db.select().from(photos).where(eq(photos.id, old.photo.id));
    const folder = path.join(t.config.mediaDir, 'private', oldPhoto!.storageKey);
    expect((await fs.readdir(folder)).length).toBeGreaterThan(0);
    await expire(old.id);

    const swept = await t.app.inject({
      method: 'GET',
      url: old.photo.url,
      headers: { cookie: author.cookie },
    });
    // Until the sweep the expired story is already out of every list (above); its file goes with it.
    expect(swept.statusCode).toBe(200);
    const removed = await sweep();
    expect(removed).toBeGreaterThanOrEqual(1);
    await expect(fs.readdir(folder)).rejects.toThrow();
    expect(await t.db.select().from(stories).where(eq(stories.id, old.id))).toEqual([]);
    expect(await t.db.select().from(photos).where(eq(photos.id, old.photo.id))).toEqual([]);
    const gone = await t.app.inject({
      method: 'GET',
      url: old.photo.url,
      headers: { cookie: author.cookie },
    });
    expect(gone.statusCode).toBe(404);
    // The live story and its file stay.
    const kept = await t.app.inject({
      method: 'GET',
      url: live.photo.url,
      headers: { cookie: author.cookie },
    });
    expect(kept.statusCode).toBe(200);
    expect((await req('GET', `/api/story-links/${live.slug}`, author.cookie)).statusCode).toBe(200);
  });

  it('hides all my stories from a member blocked either way, in the row, by slug, by id and by member', async () => {
    const me = await member('Blocker');
    const them = await member('Blocked');
    await follow(me, them);
    await follow(them, me);
    const mine = await addStory(me);
    const theirs = await addStory(them);
    expect(await ringOf(them, me)).toBeDefined();
    await req('POST', `/api/stories/${theirs.id}/view`, me.cookie);
    expect((await req('POST', `/api/profiles/${them.id}/block`, me.cookie)).statusCode).toBe(204);

    for (const [viewer, author, story] of [
      [them, me, mine],
      [me, them, theirs],
    ] as const) {
      expect(await ringOf(viewer, author)).toBeUndefined();
      expect((await req('GET', `/api/story-links/${story.slug}`, viewer.cookie)).statusCode).toBe(
        404,
      );
      expect(
        (await req('GET', `/api/profiles/${author.id}/stories`, viewer.cookie)).statusCode,
      ).toBe(404);
      expect((await req('POST', `/api/stories/${story.id}/view`, viewer.cookie)).statusCode).toBe(
        404,
      );
      expect(
        (await req('POST', `/api/stories/${story.id}/reactions`, viewer.cookie, { emoji: '🔥' }))
          .statusCode,
      ).toBe(404);
      // The photo's signed link closes too.
      const file = await t.app.inject({
        method: 'GET',
        url: story.photo.url,
        headers: { cookie: viewer.cookie },
      });
      expect(file.statusCode).toBe(404);
    }
    // Nor does he stay among my viewers, or in my count.
    const myViews = (await req('GET', `/api/stories/${theirs.id}/viewers`, them.cookie)).json();
    expect(myViews.viewers).toEqual([]);
    const theirList: MemberStories = (
      await req('GET', `/api/profiles/${them.id}/stories`, them.cookie)
    ).json();
    expect(theirList.stories[0]!.viewCount).toBe(0);
  });

  it("refuses another member's story on delete and viewers, and deletes my own", async () => {
    const owner = await member('Owner');
    const intruder = await member('Intruder');
    const s = await addStory(owner);
    expect((await req('DELETE', `/api/stories/${s.id}`, intruder.cookie)).statusCode).toBe(403);
    expect((await req('GET', `/api/stories/${s.id}/viewers`, intruder.cookie)).statusCode).toBe(
      403,
    );
    expect((await req('GET', `/api/story-links/${s.slug}`, intruder.cookie)).statusCode).toBe(200);
    expect((await req('DELETE', `/api/stories/no-such-story`, intruder.cookie)).statusCode).toBe(
      404,
    );
    expect((await req('DELETE', `/api/stories/${s.id}`, owner.cookie)).statusCode).toBe(204);
    expect((await req('GET', `/api/story-links/${s.slug}`, intruder.cookie)).statusCode).toBe(404);
    expect(await t.db.select().from(photos).where(eq(photos.id, s.photo.id))).toEqual([]);
  });

  it(`refuses the ${STORIES_PER_DAY + 1}st story of the day with 429 and a clear message`, async () => {
    const busy = await member('Busy');
    for (let i = 0; i < STORIES_PER_DAY; i++) await addStory(busy, `story ${i + 1}`);
    const res = await addStoryRaw(busy, { text: 'one too many' }, await photo());
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toMatch(/up to 20 stories a day.*about 24 hours/);
    const mine = (await req('GET', `/api/profiles/${busy.id}/stories`, busy.cookie)).json();
    expect(mine.stories).toHaveLength(STORIES_PER_DAY);
    // No photo of the refused story stayed behind.
    const stored = await t.db.select().from(photos).where(eq(photos.ownerId, busy.id));
    expect(stored).toHaveLength(STORIES_PER_DAY);
  }, 60_000);

  it('sends a reply and a reaction to a 1:1 chat with the author, showing the story', async () => {
    const author = await member('Replied');
    const fan = await member('Replier');
    const s = await addStory(author, 'Who is out tonight?');
    const reply = await req('POST', `/api/stories/${s.id}/replies`, fan.cookie, {
      clientId: 'story-reply-0001',
      text: 'Me!',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const { conversationId } = reply.json();
    await req('POST', `/api/stories/${s.id}/reactions`, fan.cookie, { emoji: '😈' });
    const page = (
      await req('GET', `/api/conversations/${conversationId}/messages`, author.cookie)
    ).json();
    const storyMessages = page.messages.filter((m: { kind: string }) => m.kind === 'story');
    expect(storyMessages).toHaveLength(2);
    expect(storyMessages[0]).toMatchObject({
      senderId: fan.id,
      text: 'Me!',
      story: { slug: s.slug, reaction: false },
    });
    expect(storyMessages[0].photo.id).toBe(s.photo.id);
    expect(storyMessages[1]).toMatchObject({ text: '😈', story: { reaction: true } });
    // The author can open the story's photo from the chat.
    const file = await t.app.inject({
      method: 'GET',
      url: storyMessages[0].photo.thumbUrl,
      headers: { cookie: author.cookie },
    });
    expect(file.statusCode).toBe(200);
    // The chat lists the reply for the author.
    const list = (await req('GET', '/api/conversations?folder=requests', author.cookie)).json();
    const chat = list.conversations.find((c: { id: string }) => c.id === conversationId);
    expect(chat.lastMessage.preview).toBe('Reacted 😈 to a story');
    // The reply is in the author's activity, leading to the chat.
    const activity = (await req('GET', '/api/activity', author.cookie)).json();
    expect(activity.items).toEqual([
      expect.objectContaining({ kind: 'story_reply', storyId: s.id, conversationId }),
    ]);
    // Not to my own story.
    const self = await req('POST', `/api/stories/${s.id}/replies`, author.cookie, {
      clientId: 'self-reply-01',
      text: 'me',
    });
    expect(self.statusCode).toBe(400);
  });

  it('stores a story report for the admin queue with a copy of its words', async () => {
    const author = await member('Reported');
    const reporter = await member('Reporter');
    const s = await addStory(author, 'Something rude');
    const res = await req('POST', `/api/stories/${s.id}/report`, reporter.cookie, {
      reason: 'harassment',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await t.db.select().from(reports).where(eq(reports.id, res.json().id));
    expect(stored).toMatchObject({ targetKind: 'story', targetId: s.id, reportedId: author.id });
    expect(stored!.evidence).toContain('Something rude');
    expect(
      (await req('POST', `/api/stories/${s.id}/report`, author.cookie, { reason: 'harassment' }))
        .statusCode,
    ).toBe(400);
  });
});

/** The sweep as the app's timer runs it, on the same database and media storage. */
function sweep(): Promise<number> {
  const { publicStorage, privateStorage } = mediaStorages(t.config.mediaDir, t.config.s3);
  const profiles = profilesService(t.db, blocksService(t.db), testPhotoUrl);
  const photoService = photosService({
    db: t.db,
    profiles,
    publicStorage,
    privateStorage,
    secret: t.config.authSecret,
  });
  return expiredStoriesSweep({ db: t.db, photos: photoService })();
}
