import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminUsers, verificationRequests } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import { mediaStorages } from '../media/media.service.ts';
import { photosService } from '../photos/photos.service.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import { verificationService } from './verification.service.ts';
import {
  callAs,
  createTestApp,
  multipartFile,
  newClientId,
  newMember,
  signUp,
  uniqueEmail,
  type TestApp,
  type TestMember,
} from '../../test/test-app.ts';

const clock = manualClock(new Date('2026-11-20T10:00:00Z'));
let t: TestApp;
let moderator: TestMember;
let admin: TestMember;
let photoJpeg: Buffer;
let selfieJpeg: Buffer;

async function staff(role: 'moderator' | 'admin'): Promise<TestMember> {
  const email = uniqueEmail(role);
  await t.db.insert(adminUsers).values({ email, role, isActive: true });
  const { cookie, body } = await signUp(t.app, { email });
  return { id: body.user.id, cookie };
}

beforeAll(async () => {
  t = await createTestApp({}, {}, { clock });
  moderator = await staff('moderator');
  admin = await staff('admin');
  photoJpeg = await sharp({
    create: { width: 300, height: 400, channels: 3, background: '#c05' },
  })
    .jpeg()
    .toBuffer();
  // A selfie carrying EXIF (a camera's), which must not survive.
  selfieJpeg = await sharp({
    create: { width: 600, height: 800, channels: 3, background: '#3a8' },
  })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCam', Artist: 'Real Name' } })
    .toBuffer();
});
afterAll(async () => t?.close());

const upload = (
  who: TestMember,
  url: string,
  bytes: Buffer,
  name = 'a.jpg',
  type = 'image/jpeg',
) => {
  const { payload, headers } = multipartFile(bytes, name, type);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, cookie: who.cookie },
  });
};
const addPhoto = async (who: TestMember) => {
  const res = await upload(who, '/api/photos?album=public', photoJpeg);
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};
const mine = async (who: TestMember) =>
  (await callAs(t.app, who, 'GET', '/api/me/verification')).json();
const start = (who: TestMember) => callAs(t.app, who, 'POST', '/api/me/verification/start');
const sendSelfie = (who: TestMember, bytes = selfieJpeg) =>
  upload(who, '/api/me/verification', bytes, 'selfie.jpg');
const decide = (who: TestMember, id: string, body: Record<string, unknown>) =>
  callAs(t.app, who, 'POST', `/api/admin/verifications/${id}/decide`, body);
const queue = async () =>
  (await callAs(t.app, moderator, 'GET', '/api/admin/verifications?status=pending')).json()
    .items as Array<{ id: string; member: { id: string }; pose: string }>;
const requestOf = async (member: TestMember) => {
  const item = (await queue()).find((i) => i.member.id === member.id);
  if (!item) throw new Error('not in the queue');
  return item;
};

/** A member with a photo who has sent a selfie: his pending request's id. */
async function pendingMember(): Promise<{ member: TestMember; requestId: string }> {
  const member = await newMember(t.app);
  await addPhoto(member);
  expect((await start(member)).statusCode).toBe(200);
  expect((await sendSelfie(member)).statusCode).toBe(201);
  return { member, requestId: (await requestOf(member)).id };
}

const profileAs = async (viewer: TestMember, id: string) =>
  (await callAs(t.app, viewer, 'GET', `/api/profiles/${id}`)).json();
const favouriteCard = async (viewer: TestMember, id: string) => {
  await callAs(t.app, viewer, 'POST', `/api/profiles/${id}/favourite`);
  const list = (await callAs(t.app, viewer, 'GET', '/api/discover/favourites')).json()
    .members as Array<{ id: string; isVerified: boolean }>;
  return list.find((m) => m.id === id);
};

describe('asking to be verified', () => {
  it('runs start, selfie, pending, approve: the badge shows on his card and profile', async () => {
    const member = await newMember(t.app);
    const viewer = await newMember(t.app);
    await addPhoto(member);
    expect(await mine(member)).toMatchObject({ state: 'none', pose: null, canRequest: true });

    const started = await start(member);
    expect(started.statusCode).toBe(200);
    const pose = started.json().pose;
    expect(pose.text.length).toBeGreaterThan(5);
    expect(new Date(pose.expiresAt).getTime() - clock.now().getTime()).toBe(15 * 60_000);

    const sent = await sendSelfie(member);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ state: 'pending', pose: null, canRequest: false });
    expect((await start(member)).statusCode).toBe(409);

    const item = await requestOf(member);
    expect(item.pose).toBe(pose.text);
    expect((await profileAs(viewer, member.id)).isVerified).toBe(false);

    const approved = await decide(moderator, item.id, { decision: 'approve', reason: '' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('approved');
    expect(await mine(member)).toMatchObject({ state: 'verified', canRequest: false });
    expect((await profileAs(viewer, member.id)).isVerified).toBe(true);
    expect((await favouriteCard(viewer, member.id))?.isVerified).toBe(true);
    expect((await start(member)).json().error.message).toBe('You are already verified.');
    // Decided once: a second decision is refused.
    expect(
      (await decide(moderator, item.id, { decision: 'decline', reason: 'nope' })).statusCode,
    ).toBe(409);
  });

  it('declines with a reason he reads, and lets him try again', async () => {
    const { member, requestId } = await pendingMember();
    const refused = await decide(moderator, requestId, { decision: 'decline', reason: '' });
    expect(refused.statusCode).toBe(400);
    const declined = await decide(moderator, requestId, {
      decision: 'decline',
      reason: 'The pose in the selfie does not match the one asked for.',
    });
    expect(declined.statusCode).toBe(200);
    expect(await mine(member)).toMatchObject({
      state: 'declined',
      reason: 'The pose in the selfie does not match the one asked for.',
      canRequest: true,
    });
    expect((await start(member)).statusCode).toBe(200);
    expect((await sendSelfie(member)).json().state).toBe('pending');
  });

  it('writes an audit row for each decision', async () => {
    const { member, requestId } = await pendingMember();
    await decide(moderator, requestId, { decision: 'decline', reason: 'Face not visible.' });
    const audit = (
      await callAs(t.app, admin, 'GET', `/api/admin/audit?subjectId=${member.id}`)
    ).json();
    const rows = (audit.entries as Array<Record<string, unknown>>).filter(
      (e) => e.subjectId === member.id,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'verification.decline',
      actorId: moderator.id,
      reason: 'Face not visible.',
    });
  });

  it('keeps one pending request at a time when two selfies race', async () => {
    const member = await newMember(t.app);
    await addPhoto(member);
    await start(member);
    const codes = (await Promise.all([sendSelfie(member), sendSelfie(member)])).map(
      (r) => r.statusCode,
    );
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c >= 400 && c < 500)).toHaveLength(1);
    const mineInQueue = (await queue()).filter((i) => i.member.id === member.id);
    expect(mineInQueue).toHaveLength(1);
  });

  it('allows three selfies a day', async () => {
    const member = await newMember(t.app);
    await addPhoto(member);
    for (let i = 0; i < 3; i++) {
      await start(member);
      expect((await sendSelfie(member)).statusCode).toBe(201);
      const { id } = await requestOf(member);
      await decide(moderator, id, { decision: 'decline', reason: 'Try again.' });
    }
    expect((await start(member)).statusCode).toBe(429);
    expect((await mine(member)).canRequest).toBe(false);
    clock.advance(24 * 3600_000 + 1000);
    expect((await start(member)).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('needs a photo on his profile first', async () => {
    const member = await newMember(t.app);
    const res = await start(member);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Add at least one photo to your profile first.');
  });

  it('refuses a selfie with no pose started, and one after the pose expired', async () => {
    const member = await newMember(t.app);
    await addPhoto(member);
    const none = await sendSelfie(member);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('POSE_REQUIRED');
    await start(member);
    clock.advance(15 * 60_000 + 1);
    const late = await sendSelfie(member);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('POSE_EXPIRED');
    expect((await mine(member)).state).toBe('none');
  });

  it('refuses what is not an image, and a 20 MB file', async () => {
    const member = await newMember(t.app);
    await addPhoto(member);
    await start(member);
    const text = await upload(member, '/api/me/verification', Buffer.from('hello'), 'a.jpg');
    expect(text.statusCode).toBe(400);
    expect(text.json().error.code).toBe('UNSUPPORTED_FILE');
    const big = Buffer.alloc(20 * 1024 * 1024, 0xff);
    big[0] = 0xff;
    big[1] = 0xd8;
    const huge = await upload(member, '/api/me/verification', big, 'big.jpg');
    expect(huge.statusCode).toBe(413);
    const json = await callAs(t.app, member, 'POST', '/api/me/verification', { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect((await mine(member)).state).toBe('none');
  });

  it('refuses a decision with unknown fields or an unknown decision', async () => {
    const { requestId } = await pendingMember();
    expect(
      (await decide(moderator, requestId, { decision: 'approve', reason: '', verified: true }))
        .statusCode,
    ).toBe(400);
    expect(
      (await decide(moderator, requestId, { decision: 'maybe', reason: 'x' })).statusCode,
    ).toBe(400);
  });
});

describe('the selfie is for moderators only', () => {
  it('reaches a moderator through a link signed for him, and no one else; no EXIF survives', async () => {
    const { member, requestId } = await pendingMember();
    const other = await newMember(t.app);
    const detail = await callAs(t.app, moderator, 'GET', `/api/admin/verifications/${requestId}`);
    expect(detail.statusCode).toBe(200);
    const { selfieUrl, photos } = detail.json();
    expect(photos).toHaveLength(1);
    const asModerator = await callAs(t.app, moderator, 'GET', selfieUrl);
    expect(asModerator.statusCode).toBe(200);
    const meta = await sharp(asModerator.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(asModerator.rawPayload.includes(Buffer.from('Real Name'))).toBe(false);

    // The member himself, another member, and another moderator with the first one's link: refused.
    expect((await callAs(t.app, member, 'GET', selfieUrl)).statusCode).toBe(404);
    expect((await callAs(t.app, other, 'GET', selfieUrl)).statusCode).toBe(404);
    expect((await callAs(t.app, admin, 'GET', selfieUrl)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: selfieUrl })).statusCode).toBe(401);

    // None of his photo links lists it: his albums, his profile.
    const albums = (await callAs(t.app, member, 'GET', '/api/photos')).json();
    expect([...albums.public, ...albums.private]).toHaveLength(1);
    const profile = await profileAs(other, member.id);
    expect(JSON.stringify(profile)).not.toContain('verification');

    // Expired link: refused.
    clock.advance(3 * 60_000);
    expect((await callAs(t.app, moderator, 'GET', selfieUrl)).statusCode).toBe(404);
  });

  it('is deleted once decided: only the decision stays', async () => {
    const { requestId } = await pendingMember();
    const { selfieUrl } = (
      await callAs(t.app, moderator, 'GET', `/api/admin/verifications/${requestId}`)
    ).json();
    await decide(moderator, requestId, { decision: 'approve', reason: '' });
    expect((await callAs(t.app, moderator, 'GET', selfieUrl)).statusCode).toBe(404);
    const after = (
      await callAs(t.app, moderator, 'GET', `/api/admin/verifications/${requestId}`)
    ).json();
    expect(after).toMatchObject({ status: 'approved', selfieUrl: null });
  });

  it('is deleted after 30 days when nobody decided', async () => {
    const { member, requestId } = await pendingMember();
    const [row] = await t.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.id, requestId));
    const key = `${row?.selfieKey}/display.webp`;
    const { privateStorage } = mediaStorages(t.config.mediaDir, null);
    expect(await privateStorage.get(key)).not.toBeNull();
    clock.advance(29 * 24 * 3600_000);
    await sweeper().sweep();
    expect(await privateStorage.get(key)).not.toBeNull();
    clock.advance(2 * 24 * 3600_000);
    expect(await sweeper().sweep()).toBeGreaterThanOrEqual(1);
    expect(await privateStorage.get(key)).toBeNull();
    const detail = (
      await callAs(t.app, moderator, 'GET', `/api/admin/verifications/${requestId}`)
    ).json();
    expect(detail).toMatchObject({ status: 'expired', selfieUrl: null });
    expect((await mine(member)).state).toBe('none');
  });
});

/** The hourly sweep as the app runs it, on the same database, storage and clock. */
function sweeper() {
  const { publicStorage, privateStorage } = mediaStorages(t.config.mediaDir, null);
  const photos = photosService({
    db: t.db,
    profiles: {} as ProfilesService,
    publicStorage,
    privateStorage,
    secret: t.config.authSecret,
  });
  return verificationService({
    db: t.db,
    clock,
    profiles: {} as ProfilesService,
    photos,
    admin: { audit: async () => undefined, assertMayActOn: async () => undefined },
    secret: t.config.authSecret,
  });
}

describe('a member who leaves', () => {
  it('takes his pending selfie file with him', async () => {
    const { member, requestId } = await pendingMember();
    const [row] = await t.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.id, requestId));
    const key = `${row?.selfieKey}/display.webp`;
    const { privateStorage } = mediaStorages(t.config.mediaDir, null);
    expect(await privateStorage.get(key)).not.toBeNull();
    await sweeper().removeMemberSelfies(member.id);
    expect(await privateStorage.get(key)).toBeNull();
  });
});

describe('admin routes', () => {
  it('answer 404 to a member, 401 signed out, and serve moderators', async () => {
    const member = await newMember(t.app);
    const { requestId } = await pendingMember();
    const routes: Array<['GET' | 'POST', string, unknown?]> = [
      ['GET', '/api/admin/verifications?status=pending'],
      ['GET', `/api/admin/verifications/${requestId}`],
      ['POST', `/api/admin/verifications/${requestId}/decide`, { decision: 'approve', reason: '' }],
      ['GET', `/api/admin/members/${member.id}/verification`],
    ];
    for (const [method, url, body] of routes) {
      expect((await callAs(t.app, member, method, url, body)).statusCode).toBe(404);
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
    expect((await callAs(t.app, moderator, 'GET', routes[0]![1])).statusCode).toBe(200);
    const history = await callAs(
      t.app,
      moderator,
      'GET',
      `/api/admin/members/${member.id}/verification`,
    );
    expect(history.json()).toEqual({ isVerified: false, requests: [] });
  });

  it('lists pending requests oldest first, and answers 404 for an unknown id', async () => {
    const first = await pendingMember();
    clock.advance(1000);
    const second = await pendingMember();
    const ids = (await queue()).map((i) => i.id);
    expect(ids.indexOf(first.requestId)).toBeLessThan(ids.indexOf(second.requestId));
    expect(
      (await callAs(t.app, moderator, 'GET', '/api/admin/verifications/nope')).statusCode,
    ).toBe(404);
    expect((await decide(moderator, 'nope', { decision: 'approve', reason: '' })).statusCode).toBe(
      404,
    );
  });
});

describe('staff decide only on members below their role (issue 35)', () => {
  async function pendingFor(member: TestMember): Promise<string> {
    await addPhoto(member);
    expect((await start(member)).statusCode).toBe(200);
    expect((await sendSelfie(member)).statusCode).toBe(201);
    return (await requestOf(member)).id;
  }
  const refusedForRank = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(403);
    expect((res.json() as { error: { code: string } }).error.code).toBe('STAFF_RANK');
  };

  it('a moderator cannot approve his own selfie: no badge, still pending', async () => {
    const self = await staff('moderator');
    const requestId = await pendingFor(self);
    refusedForRank(await decide(self, requestId, { decision: 'approve', reason: '' }));
    expect(await mine(self)).toMatchObject({ state: 'pending' });
    const viewer = await newMember(t.app);
    expect((await profileAs(viewer, self.id)).isVerified).toBe(false);
    // Another moderator cannot either (same role); an admin can.
    refusedForRank(await decide(moderator, requestId, { decision: 'approve', reason: '' }));
    expect((await decide(admin, requestId, { decision: 'approve', reason: '' })).statusCode).toBe(
      200,
    );
    expect((await profileAs(viewer, self.id)).isVerified).toBe(true);
  });

  it("a moderator cannot decline an admin's selfie", async () => {
    const boss = await staff('admin');
    const requestId = await pendingFor(boss);
    refusedForRank(await decide(moderator, requestId, { decision: 'decline', reason: 'blurry' }));
    expect(await mine(boss)).toMatchObject({ state: 'pending' });
  });
});

describe('the badge lapses', () => {
  it('when none of the photos he was approved with remains', async () => {
    const member = await newMember(t.app);
    const viewer = await newMember(t.app);
    const first = await addPhoto(member);
    await start(member);
    await sendSelfie(member);
    await decide(moderator, (await requestOf(member)).id, { decision: 'approve', reason: '' });
    const second = await addPhoto(member);
    // One approved photo remains: still verified.
    await callAs(t.app, member, 'DELETE', `/api/photos/${second}`);
    await addPhoto(member);
    expect((await profileAs(viewer, member.id)).isVerified).toBe(true);
    // The last approved one goes: lapsed.
    await callAs(t.app, member, 'DELETE', `/api/photos/${first}`);
    expect((await profileAs(viewer, member.id)).isVerified).toBe(false);
    expect(await mine(member)).toMatchObject({ state: 'lapsed', canRequest: true });
    const history = (
      await callAs(t.app, moderator, 'GET', `/api/admin/members/${member.id}/verification`)
    ).json();
    expect(history.isVerified).toBe(false);
    expect(history.requests[0].status).toBe('lapsed');
  });
});

describe('verified-only messages', () => {
  const setVerifiedOnly = async (who: TestMember, on: boolean) => {
    const settings = (await callAs(t.app, who, 'GET', '/api/me/message-settings')).json();
    const res = await callAs(t.app, who, 'PUT', '/api/me/message-settings', {
      ...settings,
      privacy: { ...settings.privacy, verifiedOnly: on },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().privacy.verifiedOnly).toBe(on);
  };
  const send = (from: TestMember, conversationId: string, text = 'hi') =>
    callAs(t.app, from, 'POST', `/api/conversations/${conversationId}/messages`, {
      kind: 'text',
      clientId: newClientId(),
      text,
    });
  const open = (from: TestMember, to: TestMember) =>
    callAs(t.app, from, 'POST', '/api/conversations', { userId: to.id });

  async function verifiedMember(): Promise<TestMember> {
    const { member, requestId } = await pendingMember();
    await decide(moderator, requestId, { decision: 'approve', reason: '' });
    return member;
  }

  it('refuses an unverified member in words, lets a verified one write', async () => {
    const him = await newMember(t.app);
    const stranger = await newMember(t.app);
    const verified = await verifiedMember();
    await setVerifiedOnly(him, true);

    const refused = await open(stranger, him);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'VERIFIED_ONLY',
      message: 'He only accepts messages from verified members.',
    });

    const opened = await open(verified, him);
    expect(opened.statusCode).toBeLessThan(300);
    expect((await send(verified, opened.json().id)).statusCode).toBe(201);

    await setVerifiedOnly(him, false);
    expect((await open(stranger, him)).statusCode).toBeLessThan(300);
  });

  it('closes a chat he never wrote in, keeps open a chat he started or answered', async () => {
    const him = await newMember(t.app);
    const wroteFirst = await newMember(t.app);
    const heAnswered = await newMember(t.app);
    const neverAnswered = await newMember(t.app);

    const started = (await open(him, wroteFirst)).json().id as string;
    expect((await send(him, started)).statusCode).toBe(201);
    const answered = (await open(heAnswered, him)).json().id as string;
    expect((await send(heAnswered, answered)).statusCode).toBe(201);
    expect((await send(him, answered, 'hello back')).statusCode).toBe(201);
    const silent = (await open(neverAnswered, him)).json().id as string;
    expect((await send(neverAnswered, silent)).statusCode).toBe(201);

    await setVerifiedOnly(him, true);
    expect((await send(wroteFirst, started, 'reply')).statusCode).toBe(201);
    expect((await send(heAnswered, answered, 'again')).statusCode).toBe(201);
    const refused = await send(neverAnswered, silent, 'again');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('VERIFIED_ONLY');
  });

  it('refuses a story reply from an unverified member, as a message', async () => {
    const him = await newMember(t.app);
    const fan = await newMember(t.app);
    const posted = await upload(him, '/api/stories', photoJpeg, 'story.jpg');
    expect(posted.statusCode, posted.body).toBe(201);
    await setVerifiedOnly(him, true);
    const reply = await callAs(t.app, fan, 'POST', `/api/stories/${posted.json().id}/replies`, {
      clientId: 'verified-only-reply-1',
      text: 'Hey',
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error.code).toBe('VERIFIED_ONLY');
  });

  it('does not let an outsider learn the setting through a chat he is not in', async () => {
    const him = await newMember(t.app);
    const friend = await newMember(t.app);
    const outsider = await newMember(t.app);
    const chat = (await open(friend, him)).json().id as string;
    await setVerifiedOnly(him, true);
    const res = await send(outsider, chat);
    expect(res.statusCode).not.toBe(403);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });
});
