import fs from 'node:fs/promises';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELETED_MEMBER_ID,
  DELETED_MEMBER_NAME,
  EXPORT_FILES,
  EXPORTS_PER_DAY,
} from '@blaze/contracts';
import { eq } from 'drizzle-orm';
import { dataExports, reports } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import {
  GOOD_PASSWORD,
  callAs,
  createTestApp,
  multipartFile,
  newClientId,
  openChat,
  signUp,
  type TestApp,
  type TestMember,
} from '../../test/test-app.ts';

const clock = manualClock();
let t: TestApp;
let jpegWithGps: Buffer;

type Signed = TestMember & { email: string };
async function member(): Promise<Signed> {
  const m = await signUp(t.app);
  return { id: m.body.user.id, cookie: m.cookie, email: m.body.user.email };
}

beforeAll(async () => {
  t = await createTestApp({}, {}, { clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  jpegWithGps = await sharp({
    create: { width: 900, height: 700, channels: 3, background: '#ff2d87' },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Tracker 3000' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 0/1',
      },
    })
    .toBuffer();
});
afterAll(async () => t?.close());

async function upload(who: TestMember, album: 'public' | 'private') {
  const { payload, headers } = multipartFile(jpegWithGps);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/photos?album=${album}`,
    payload,
    headers: { ...headers, cookie: who.cookie },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

async function send(who: TestMember, conversationId: string, text: string) {
  const res = await callAs(t.app, who, 'POST', `/api/conversations/${conversationId}/messages`, {
    clientId: newClientId(),
    kind: 'text',
    text,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

type ExportView = { id: string; status: string; downloadUrl: string | null };
/** Polls his export's state as the web app does, until it is no longer running. */
async function settled(who: TestMember): Promise<ExportView> {
  // By time, not by tries: on a loaded machine each try is slower and the build itself too.
  const end = Date.now() + 25_000;
  while (Date.now() < end) {
    const res = await callAs(t.app, who, 'GET', '/api/me/export');
    expect(res.statusCode).toBe(200);
    const view = (res.json() as { export: ExportView }).export;
    if (view.status !== 'running') return view;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('export still running');
}

/** His app's open socket, once the server said 'ready'; resolves the close code when it closes. */
async function openSocket(who: TestMember): Promise<{ closed: Promise<number> }> {
  const { port } = t.app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { headers: { cookie: who.cookie } });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.on('message', (data) => {
      if ((JSON.parse(data.toString()) as { type: string }).type === 'ready') resolve();
    });
    ws.on('error', reject);
  });
  return { closed };
}

/** Every file under the media folder (public and private storage on disk). */
async function storedFiles(): Promise<string[]> {
  const entries = await fs.readdir(t.config.mediaDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('export my data', () => {
  let me: Signed;
  let peer: Signed;
  let photoId: string;
  let exportId: string;
  let files: Record<string, Uint8Array>;

  beforeAll(async () => {
    me = await member();
    peer = await member();
    photoId = (await upload(me, 'public')).id;
    const post = await callAs(t.app, me, 'POST', '/api/posts', { text: 'My first post #blaze' });
    expect(post.statusCode).toBe(201);
    const chat = await openChat(t.app, peer, me, { accept: true });
    await send(peer, chat, 'A message he received from his peer');
    await send(me, chat, 'A message he sent back');
  });

  it('builds a ZIP in the background with a README, one JSON file per kind and his photos', async () => {
    const started = await callAs(t.app, me, 'POST', '/api/me/export');
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ status: 'running', downloadUrl: null });
    const view = await settled(me);
    expect(view.status).toBe('ready');
    exportId = view.id;
    expect(view.downloadUrl).toBe(`/api/me/export/${exportId}/download`);

    const res = await callAs(t.app, me, 'GET', view.downloadUrl!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="blaze-data-/);
    files = unzipSync(new Uint8Array(res.rawPayload));
    for (const name of Object.values(EXPORT_FILES)) expect(Object.keys(files)).toContain(name);
    expect(strFromU8(files[EXPORT_FILES.readme]!)).toMatch(/every message you sent or received/);
    const posts = JSON.parse(strFromU8(files[EXPORT_FILES.posts]!)) as Array<{ body: string }>;
    expect(posts.map((p) => p.body)).toEqual(['My first post #blaze']);
  });

  it('holds every message he sent and every message he received, the peer by name only', () => {
    const chats = JSON.parse(strFromU8(files[EXPORT_FILES.messages]!)) as Array<{
      messages: Array<{ direction: string; text: string | null; from: unknown }>;
    }>;
    const all = chats.flatMap((c) => c.messages);
    const received = all.find((m) => m.text === 'A message he received from his peer');
    const sent = all.find((m) => m.text === 'A message he sent back');
    expect(received).toMatchObject({ direction: 'received' });
    expect(received!.from).toEqual({ username: expect.any(String), displayName: null });
    expect(sent).toMatchObject({ direction: 'sent', from: 'me' });
  });

  it('holds his photo as stored: a JPEG without EXIF or GPS', async () => {
    const photo = files[`photos/public/${photoId}.jpg`];
    expect(photo).toBeDefined();
    const meta = await sharp(Buffer.from(photo!)).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(photo!).includes(Buffer.from('SpyCam'))).toBe(false);
  });

  it("names no other member's e-mail or id anywhere", () => {
    for (const [name, bytes] of Object.entries(files)) {
      if (name.startsWith('photos/')) continue;
      const text = strFromU8(bytes);
      expect(text, name).not.toContain(peer.email);
      expect(text, name).not.toContain(peer.id);
    }
  });

  it('is his alone: another member, a stranger and an unknown id get nothing', async () => {
    const url = `/api/me/export/${exportId}/download`;
    expect((await callAs(t.app, peer, 'GET', url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const unknown = await callAs(t.app, me, 'GET', '/api/me/export/nope/download');
    expect(unknown.statusCode).toBe(404);
    const peerState = (await callAs(t.app, peer, 'GET', '/api/me/export')).json();
    expect(peerState).toMatchObject({ export: null, startsLeftToday: EXPORTS_PER_DAY });
  });

  it('expires after 24 hours: the link is refused and the file is deleted', async () => {
    const zipFile = path.join(t.config.mediaDir, 'private', 'exports', `${exportId}.zip`);
    await expect(fs.stat(zipFile)).resolves.toBeTruthy();
    clock.advance(24 * 3600_000 + 60_000);
    const res = await callAs(t.app, me, 'GET', `/api/me/export/${exportId}/download`);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe('EXPORT_EXPIRED');
    await expect(fs.stat(zipFile)).rejects.toThrow();
    const state = (await callAs(t.app, me, 'GET', '/api/me/export')).json();
    expect(state.export).toMatchObject({ status: 'expired', downloadUrl: null });
  });

  it(`allows ${EXPORTS_PER_DAY} exports a day, one at a time`, async () => {
    const who = await member();
    // Two starts at once: one runs, the other is told to wait for it.
    const both = await Promise.all([
      callAs(t.app, who, 'POST', '/api/me/export'),
      callAs(t.app, who, 'POST', '/api/me/export'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([202, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().error.code).toBe('EXPORT_RUNNING');
    await settled(who);
    for (let i = 1; i < EXPORTS_PER_DAY; i += 1) {
      expect((await callAs(t.app, who, 'POST', '/api/me/export')).statusCode).toBe(202);
      await settled(who);
    }
    const over = await callAs(t.app, who, 'POST', '/api/me/export');
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toMatch(/times a day/);
    const state = (await callAs(t.app, who, 'GET', '/api/me/export')).json();
    expect(state.startsLeftToday).toBe(0);
  });

  it("shows a job a stopped node left 'running' as failed, and lets him start again", async () => {
    const who = await member();
    await t.db.insert(dataExports).values({
      id: `stale-${who.id}`,
      userId: who.id,
      status: 'running',
      total: 17,
      createdAt: new Date(clock.now().getTime() - 3600_000),
    });
    const state = (await callAs(t.app, who, 'GET', '/api/me/export')).json();
    expect(state.export).toMatchObject({ id: `stale-${who.id}`, status: 'failed' });
    expect((await callAs(t.app, who, 'POST', '/api/me/export')).statusCode).toBe(202);
    expect((await settled(who)).status).toBe('ready');
  });

  it('takes no body fields', async () => {
    const res = await callAs(t.app, me, 'POST', '/api/me/export', { everything: true });
    expect(res.statusCode).toBe(400);
  });
});

describe('delete my account', () => {
  let gone: Signed;
  let peer: Signed;
  let chat: string;
  let postId: string;
  let publicPhoto: string;
  let third: Signed;
  let group: string;

  beforeAll(async () => {
    gone = await member();
    peer = await member();
    publicPhoto = (await upload(gone, 'public')).id;
    await upload(gone, 'private');
    const post = await callAs(t.app, gone, 'POST', '/api/posts', { text: 'Soon gone' });
    postId = post.json().id;
    chat = await openChat(t.app, gone, peer, { accept: true });
    third = await member();
    const made = await callAs(t.app, gone, 'POST', '/api/conversations', {
      name: 'Friday crew',
      userIds: [peer.id, third.id],
    });
    expect(made.statusCode).toBeLessThan(300);
    group = made.json().id;
    await send(gone, chat, 'My secret words');
    await send(peer, chat, 'The reply that stays');
    const report = await callAs(t.app, peer, 'POST', `/api/profiles/${gone.id}/report`, {
      reason: 'spam',
      details: 'Sends the same pitch to everyone',
    });
    expect(report.statusCode).toBeLessThan(300);
  });

  it('refuses bad input and a wrong password, and nothing changes', async () => {
    expect((await callAs(t.app, gone, 'POST', '/api/me/delete', {})).statusCode).toBe(400);
    const extra = await callAs(t.app, gone, 'POST', '/api/me/delete', {
      password: GOOD_PASSWORD,
      userId: peer.id,
    });
    expect(extra.statusCode).toBe(400);
    const wrong = await callAs(t.app, gone, 'POST', '/api/me/delete', { password: 'not-mine-123' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/me/delete',
      payload: { password: GOOD_PASSWORD },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await callAs(t.app, gone, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await callAs(t.app, peer, 'GET', `/api/profiles/${gone.id}`)).statusCode).toBe(200);
  });

  it('deletes him at once: signed out, his files gone from storage, his ids 404', async () => {
    const before = await storedFiles();
    expect(before.filter((f) => f.includes(gone.id)).length).toBeGreaterThanOrEqual(4);

    const socket = await openSocket(gone);

    const res = await callAs(t.app, gone, 'POST', '/api/me/delete', { password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(204);

    expect(await socket.closed).toBe(4401);
    expect((await callAs(t.app, gone, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await storedFiles()).filter((f) => f.includes(gone.id))).toEqual([]);
    for (const url of [
      `/api/profiles/${gone.id}`,
      `/api/profiles/${gone.id}/posts`,
      `/api/profiles/${gone.id}/private-photos`,
      `/api/posts/${postId}`,
    ])
      expect((await callAs(t.app, peer, 'GET', url)).statusCode, url).toBe(404);
    const file = await t.app.inject({
      method: 'GET',
      url: `/media/photos/${gone.id}/${publicPhoto}/display.webp`,
    });
    expect(file.statusCode).toBe(404);
  });

  it("leaves his messages in the other member's chat as 'Deleted member' with no content", async () => {
    const res = await callAs(t.app, peer, 'GET', `/api/conversations/${chat}/messages`);
    expect(res.statusCode).toBe(200);
    const messages = res.json().messages as Array<{
      senderId: string;
      text: string | null;
      unsent: boolean;
    }>;
    expect(messages).toHaveLength(2);
    const his = messages.find((m) => m.senderId !== peer.id)!;
    expect(his).toMatchObject({ senderId: DELETED_MEMBER_ID, text: null, unsent: true });
    expect(messages.find((m) => m.senderId === peer.id)?.text).toBe('The reply that stays');
    expect(res.body).not.toContain('My secret words');
    expect(res.body).not.toContain(gone.id);

    const list = await callAs(t.app, peer, 'GET', '/api/conversations');
    expect(list.statusCode).toBe(200);
    // Writing into the chat now is refused in words, never a 500.
    const write = await callAs(t.app, peer, 'POST', `/api/conversations/${chat}/messages`, {
      clientId: newClientId(),
      kind: 'text',
      text: 'Are you there?',
    });
    expect(write.statusCode).toBeLessThan(500);

    const exported = await callAs(t.app, peer, 'POST', '/api/me/export');
    expect(exported.statusCode).toBe(202);
    await settled(peer);
    const view = (await callAs(t.app, peer, 'GET', '/api/me/export')).json().export;
    const zip = unzipSync(
      new Uint8Array((await callAs(t.app, peer, 'GET', view.downloadUrl)).rawPayload),
    );
    expect(strFromU8(zip[EXPORT_FILES.messages]!)).toContain(DELETED_MEMBER_NAME);
  });

  it('leaves the groups he owned to their oldest member', async () => {
    const groupAs = async (who: Signed) => {
      const res = await callAs(t.app, who, 'GET', '/api/conversations?folder=requests');
      const all = res.json().conversations as Array<{
        id: string;
        memberCount: number;
        myRole: string;
      }>;
      return all.find((c) => c.id === group);
    };
    const [seenByPeer, seenByThird] = [await groupAs(peer), await groupAs(third)];
    expect(seenByPeer?.memberCount).toBe(2);
    expect([seenByPeer?.myRole, seenByThird?.myRole].sort()).toEqual(['member', 'owner']);
  });

  it('keeps the reports about him for the moderators, without him', async () => {
    const kept = await t.db.select().from(reports).where(eq(reports.reporterId, peer.id));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      reportedId: null,
      details: 'Sends the same pitch to everyone',
    });
  });

  it('lets his e-mail sign up again as a new member', async () => {
    const again = await signUp(t.app, { email: gone.email });
    expect(again.body.user.id).not.toBe(gone.id);
    expect((await callAs(t.app, peer, 'GET', `/api/profiles/${gone.id}`)).statusCode).toBe(404);
  });

  it('finishes a deletion that a stopped node left halfway, from the job it stored first', async () => {
    const halfway = await member();
    await upload(halfway, 'public');
    await upload(halfway, 'private');
    const his = async () => (await storedFiles()).filter((f) => f.includes(halfway.id));
    expect((await his()).length).toBeGreaterThanOrEqual(4);
    // What a deletion stores before it starts (decision 033), here with nothing of it done yet.
    await t.app.jobs.send(
      'account-data.erase',
      { userId: halfway.id },
      { singletonKey: halfway.id },
    );
    for (
      let i = 0;
      i < 400 && (await callAs(t.app, halfway, 'GET', '/api/me')).statusCode !== 401;
      i += 1
    )
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect((await callAs(t.app, halfway, 'GET', '/api/me')).statusCode).toBe(401);
    expect(await his()).toEqual([]);
    expect((await callAs(t.app, peer, 'GET', `/api/profiles/${halfway.id}`)).statusCode).toBe(404);
  });
});
