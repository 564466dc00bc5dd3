import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  DEFAULT_MESSAGE_SETTINGS,
  MESSAGING_LIMITS,
  type Message,
  type ServerFrame,
} from '@blaze/contracts';
import {
  createPeerNode,
  createTestApp,
  newClientId,
  newMember,
  openChat,
  signInAgain,
  signUp,
  type TestApp,
  type TestMember,
} from '../test/test-app.ts';
import { sendRepository } from '../modules/messaging/messaging-send.repository.ts';
import { FRAMES_PER_MINUTE } from './gateway.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = urlOf(t.app);
});
afterAll(async () => t?.close());

function urlOf(app: FastifyInstance) {
  const { port } = app.server.address() as AddressInfo;
  return `127.0.0.1:${port}`;
}

type Member = TestMember;
const member = () => newMember(t.app);
const cid = newClientId;

/** A connected app: every frame it received, and a way to wait for the next matching one. */
type Client = {
  ws: WebSocket;
  frames: ServerFrame[];
  next: <T extends ServerFrame['type']>(
    type: T,
    match?: (f: Extract<ServerFrame, { type: T }>) => boolean,
    timeoutMs?: number,
  ) => Promise<Extract<ServerFrame, { type: T }>>;
  send: (frame: unknown) => void;
  close: () => void;
};

async function connect(who: Member, host = base, origin?: string): Promise<Client> {
  const ws = new WebSocket(`ws://${host}/api/ws`, {
    headers: { cookie: who.cookie, ...(origin ? { origin } : {}) },
  });
  const frames: ServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as ServerFrame);
    for (const w of waiters) w();
  });
  const client: Client = {
    ws,
    frames,
    next: (type, match = () => true, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < frames.length; seen++) {
            const f = frames[seen]!;
            if (f.type === type && match(f as never)) {
              waiters.delete(check);
              clearTimeout(timer);
              frames.splice(seen, 1);
              resolve(f as never);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no '${type}' frame within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    send: (frame) => ws.send(JSON.stringify(frame)),
    close: () => ws.close(),
  };
  await client.next('ready');
  return client;
}

const chat = (a: Member, b: Member, app = t.app) => openChat(app, a, b);
const sendFrame = (conversationId: string, text: string, clientId = cid()) => ({
  type: 'send',
  conversationId,
  message: { clientId, kind: 'text', text },
});
const noFrame = async (c: Client, type: ServerFrame['type'], ms = 400) => {
  await new Promise((r) => setTimeout(r, ms));
  expect(c.frames.filter((f) => f.type === type)).toEqual([]);
};

describe('new posts', () => {
  it("tells a follower's app that a member he follows posted, never a blocked or muting follower's", async () => {
    const author = await member();
    const [fan, blocked, muting] = [await member(), await member(), await member()];
    const call = (who: Member, method: 'PUT' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { cookie: who.cookie },
        ...(payload ? { payload } : {}),
      });
    for (const who of [fan, blocked, muting])
      await call(who, 'PUT', `/api/profiles/${author.id}/follow`);
    await call(author, 'POST', `/api/profiles/${blocked.id}/block`);
    await call(muting, 'PUT', `/api/profiles/${author.id}/mute`);
    const [a, b, c] = [await connect(fan), await connect(blocked), await connect(muting)];
    expect((await call(author, 'POST', '/api/posts', { text: 'fresh' })).statusCode).toBe(201);
    expect(await a.next('posts')).toEqual({ type: 'posts', authorId: author.id });
    await noFrame(b, 'posts');
    await noFrame(c, 'posts');
    for (const x of [a, b, c]) x.close();
  });
});

describe('the gateway', () => {
  it('refuses a connection without a session (401) and from another site (403)', async () => {
    const status = (headers: Record<string, string>) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(`ws://${base}/api/ws`, { headers });
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => resolve(101));
      });
    expect(await status({})).toBe(401);
    const a = await member();
    expect(await status({ cookie: a.cookie, origin: 'https://evil.example' })).toBe(403);
    expect(await status({ cookie: a.cookie, origin: `http://${base}` })).toBe(101);
  });

  it('delivers a message live with typing before it, acks the sender once, and flows receipts back', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    const [ca, cb] = [await connect(a), await connect(b)];
    ca.send({ type: 'typing', conversationId: id, typing: true });
    const typing = await cb.next('typing');
    expect(typing).toMatchObject({ conversationId: id, userId: a.id, typing: true });

    const clientId = cid();
    ca.send(sendFrame(id, 'Drinks tonight?', clientId));
    const ack = await ca.next('ack');
    expect(ack.clientId).toBe(clientId);
    const live = await cb.next('message');
    expect(live.message).toMatchObject({ seq: 1, text: 'Drinks tonight?', clientId: null });

    // A retry of the same client id is acked with the same message, stored once; B's app is sent the
    // same message (same id) again, which it already holds.
    ca.send(sendFrame(id, 'Drinks tonight?', clientId));
    expect((await ca.next('ack')).message.id).toBe(ack.message.id);
    const again = await cb.next('message');
    expect(again.message).toMatchObject({ id: live.message.id, seq: 1 });

    // B's app says delivered, then B reads: A sees both. (B liked A, so it is not a request.)
    await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/accept`,
      headers: { cookie: b.cookie },
    });
    cb.send({ type: 'delivered', conversationId: id, seq: 1 });
    expect((await ca.next('receipt', (f) => f.peerDeliveredSeq === 1)).peerDeliveredSeq).toBe(1);
    cb.send({ type: 'read', conversationId: id, seq: 1 });
    expect((await ca.next('receipt', (f) => f.peerReadSeq === 1)).peerReadSeq).toBe(1);
    ca.close();
    cb.close();
  });

  it('delivers a stored message whose fan-out was lost when the sender retries it', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    const cb = await connect(b);
    // Stored, but the node that stored it died before fanning it out: B's app never heard of it.
    const clientId = cid();
    const stored = await sendRepository(t.db).insertMessage({
      conversationId: id,
      senderId: a.id,
      clientId,
      kind: 'text',
      body: 'Still on for tonight?',
      photoId: null,
      latitude: null,
      longitude: null,
      meta: null,
    });
    expect(stored.status).toBe('created');
    await noFrame(cb, 'message', 200);
    // A's app never got its ack, so it sends again, with the same client id, through another node.
    const ca = await connect(a);
    ca.send(sendFrame(id, 'Still on for tonight?', clientId));
    const ack = await ca.next('ack');
    const live = await cb.next('message');
    expect(live.message).toMatchObject({
      id: ack.message.id,
      seq: 1,
      text: 'Still on for tonight?',
    });
    ca.close();
    cb.close();
  });

  it("sends a message to the sender's other apps but not back to the app that sent it (its ack has it)", async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    const [phone, laptop, cb] = [await connect(a), await connect(a), await connect(b)];
    const clientId = cid();
    phone.send(sendFrame(id, 'On my way', clientId));
    const ack = await phone.next('ack');
    const onLaptop = await laptop.next('message');
    expect(onLaptop.message).toMatchObject({ id: ack.message.id, clientId, text: 'On my way' });
    expect((await cb.next('message')).message).toMatchObject({
      id: ack.message.id,
      clientId: null,
    });
    await noFrame(phone, 'message');
    // Sent over HTTP (no socket of his sent it): every app of his gets it.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      headers: { cookie: a.cookie },
      payload: { clientId: cid(), kind: 'text', text: 'Running late' },
    });
    expect(res.statusCode).toBe(201);
    for (const app of [phone, laptop])
      expect((await app.next('message')).message).toMatchObject({ text: 'Running late' });
    for (const c of [phone, laptop, cb]) c.close();
  });

  it("sends a member his new badge totals when a message comes in and when he reads, never the sender's", async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const id = await chat(a, b, t.app);
    await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/accept`,
      headers: { cookie: b.cookie },
    });
    const [ca, cb] = [await connect(a), await connect(b)];
    const listed = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/conversations?folder=inbox',
        headers: { cookie: b.cookie },
      });
      const { unreadTotal, requestCount } = res.json() as {
        unreadTotal: number;
        requestCount: number;
      };
      return { unreadTotal, requestCount };
    };

    ca.send(sendFrame(id, 'One'));
    expect(await cb.next('unread')).toMatchObject({ unreadTotal: 1, requestCount: 0 });
    ca.send(sendFrame(id, 'Two'));
    expect(await cb.next('unread')).toMatchObject({ unreadTotal: 2, requestCount: 0 });
    expect(await listed()).toEqual({ unreadTotal: 2, requestCount: 0 });

    // A stranger's first message lands in his Requests.
    const fromC = await chat(c, b, t.app);
    await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${fromC}/messages`,
      headers: { cookie: c.cookie },
      payload: { clientId: cid(), kind: 'text', text: 'Hi there' },
    });
    expect(await cb.next('unread')).toMatchObject({ unreadTotal: 2, requestCount: 1 });

    cb.send({ type: 'read', conversationId: id, seq: 2 });
    expect(await cb.next('unread')).toMatchObject({ unreadTotal: 0, requestCount: 1 });
    expect(await listed()).toEqual({ unreadTotal: 0, requestCount: 1 });
    await noFrame(ca, 'unread');
    ca.close();
    cb.close();
  });

  it('honours typing and read receipts turned off, both ways', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/accept`,
      headers: { cookie: b.cookie },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/message-settings',
      headers: { cookie: b.cookie },
      payload: {
        ...DEFAULT_MESSAGE_SETTINGS,
        privacy: { readReceipts: false, typing: false, lastSeen: true },
      },
    });
    const [ca, cb] = [await connect(a), await connect(b)];
    cb.send({ type: 'typing', conversationId: id, typing: true });
    ca.send({ type: 'typing', conversationId: id, typing: true });
    await noFrame(ca, 'typing');
    await noFrame(cb, 'typing', 50);
    ca.send(sendFrame(id, 'hello'));
    await cb.next('message');
    cb.send({ type: 'delivered', conversationId: id, seq: 1 });
    expect(await ca.next('receipt')).toMatchObject({ peerDeliveredSeq: 1, peerReadSeq: null });
    // He reads with receipts off: no frame at all, whose timing alone would tell A he read.
    cb.send({ type: 'read', conversationId: id, seq: 1 });
    await noFrame(ca, 'receipt');
    ca.close();
    cb.close();
  });

  it('answers a resume with exactly the messages after each cursor', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    const ca = await connect(a);
    for (const text of ['1', '2', '3', '4']) {
      ca.send(sendFrame(id, text));
      await ca.next('ack');
    }
    const cb = await connect(b);
    cb.send({ type: 'resume', cursors: { [id]: 2, [randomUUID()]: 0 } });
    const resumed = await cb.next('resumed');
    expect(resumed.messages.map((m: Message) => [m.seq, m.text])).toEqual([
      [3, '3'],
      [4, '4'],
    ]);
    ca.close();
    cb.close();
  });

  it("a resume that brings others' messages brings his badge totals too (their frames found no socket)", async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/accept`,
      headers: { cookie: b.cookie },
    });
    for (const text of ['Drinks at nine?', 'Or ten']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/conversations/${id}/messages`,
        headers: { cookie: a.cookie },
        payload: { clientId: cid(), kind: 'text', text },
      });
      expect(res.statusCode).toBeLessThan(300);
    }
    // His app fetched the list before these came and opens its socket only now, after their badge
    // frames (sent within BADGES_EVERY_MS, 250 ms; 1.2 s leaves room for a loaded machine) found no
    // socket of his: none reaches him.
    await new Promise((r) => setTimeout(r, 1200));
    const cb = await connect(b);
    await noFrame(cb, 'unread');
    cb.send({ type: 'resume', cursors: { [id]: 0 } });
    expect((await cb.next('resumed')).messages.map((m: Message) => m.text)).toEqual([
      'Drinks at nine?',
      'Or ten',
    ]);
    expect(await cb.next('unread')).toMatchObject({ unreadTotal: 2, requestCount: 0 });

    // A resume that brings nothing new (or only his own words) leaves the badges be.
    cb.send({ type: 'resume', cursors: { [id]: 2 } });
    expect((await cb.next('resumed')).messages).toEqual([]);
    const ca = await connect(a);
    ca.send({ type: 'resume', cursors: { [id]: 0 } });
    expect((await ca.next('resumed')).messages).toHaveLength(2);
    await noFrame(ca, 'unread');
    await noFrame(cb, 'unread', 0);
    ca.close();
    cb.close();
  });

  it("refuses a frame with a seq beyond any there can be, and other apps' resumes go on", async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    const [bad, good] = [await connect(a), await connect(b)];
    bad.send(sendFrame(id, 'one'));
    await bad.next('ack');
    for (const frame of [
      { type: 'resume', cursors: { [id]: 2 ** 31 } },
      { type: 'delivered', conversationId: id, seq: 2 ** 31 },
      { type: 'read', conversationId: id, seq: 2 ** 31 },
    ]) {
      bad.send(frame);
      expect((await bad.next('error')).error.code).toBe('BAD_REQUEST');
    }
    good.send({ type: 'resume', cursors: { [id]: 0 } });
    expect((await good.next('resumed')).messages.map((m: Message) => m.text)).toEqual(['one']);
    bad.close();
    good.close();
  });

  it('names a conversation a resume cuts short, so the app fetches its newest page instead', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    // Both write (each stays under the 120 sends a minute a member may make).
    for (let i = 1; i <= 201; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/conversations/${id}/messages`,
        headers: { cookie: (i % 2 ? a : b).cookie },
        payload: { clientId: cid(), kind: 'text', text: `m${i}` },
      });
      expect(res.statusCode).toBe(201);
    }
    const cb = await connect(b);
    cb.send({ type: 'resume', cursors: { [id]: 0 } });
    const resumed = await cb.next('resumed');
    expect(resumed.truncated).toEqual([id]);
    expect(resumed.messages).toHaveLength(200);
    expect(resumed.messages.at(-1)!.seq).toBe(200);
    cb.send({ type: 'resume', cursors: { [id]: 150 } });
    const rest = await cb.next('resumed');
    expect(rest.truncated).toEqual([]);
    expect(rest.messages.map((m: Message) => m.seq)).toEqual(
      Array.from({ length: 51 }, (_, i) => 151 + i),
    );
    cb.close();
  });

  it('nacks a send into a conversation he is not part of, and answers bad frames with an error', async () => {
    const [a, b, outsider] = [await member(), await member(), await member()];
    const id = await chat(a, b);
    const co = await connect(outsider);
    const clientId = cid();
    co.send(sendFrame(id, 'let me in', clientId));
    const nack = await co.next('nack');
    expect(nack).toMatchObject({ clientId, error: { code: 'NOT_FOUND' } });
    co.send({ type: 'send', conversationId: id });
    expect((await co.next('error')).error.code).toBe('BAD_REQUEST');
    co.ws.send('not json');
    expect((await co.next('error')).error.code).toBe('BAD_REQUEST');
    // Text PostgreSQL cannot store: a clear refusal the app shows, not a server error it would retry.
    const ca = await connect(a);
    const nul = cid();
    ca.send(sendFrame(id, 'see you\u0000 at nine', nul));
    expect(await ca.next('nack')).toMatchObject({ clientId: nul, error: { code: 'BAD_REQUEST' } });
    ca.close();
    co.close();
  });
});

const api = (
  who: Member,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: who.cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const closeCode = (c: Client, timeoutMs = 2_000) =>
  new Promise<number>((resolve, reject) => {
    if (c.ws.readyState === WebSocket.CLOSED) return reject(new Error('already closed'));
    const timer = setTimeout(() => reject(new Error('still open')), timeoutMs);
    c.ws.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });

describe('blocks hold on every frame (issue 12, finding 4)', () => {
  it('a retry of an old client id after a block is nacked and reaches the blocker no more', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    const cb = await connect(b);
    const clientId = cid();
    await api(a, 'POST', `/api/conversations/${id}/messages`, {
      clientId,
      kind: 'text',
      text: 'hello you',
    });
    await cb.next('message');
    await api(b, 'POST', `/api/profiles/${a.id}/block`);
    const ca = await connect(a);
    ca.send(sendFrame(id, 'hello you', clientId));
    expect((await ca.next('nack')).error.code).toBe('NOT_FOUND');
    await noFrame(cb, 'message');
    ca.close();
    cb.close();
  });

  it('a resume gives a blocked member nothing of the 1:1', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b, t.app);
    await api(b, 'POST', `/api/conversations/${id}/accept`);
    for (const text of ['one', 'two'])
      await api(b, 'POST', `/api/conversations/${id}/messages`, {
        clientId: cid(),
        kind: 'text',
        text,
      });
    await api(b, 'POST', `/api/profiles/${a.id}/block`);
    const ca = await connect(a);
    ca.send({ type: 'resume', cursors: { [id]: 0 } });
    expect((await ca.next('resumed')).messages).toEqual([]);
    ca.close();
  });

  it("in a group and a city room, a blocked member's messages and typing do not reach the blocker", async () => {
    const [owner, pest, victim] = [await member(), await member(), await member()];
    const id = (
      await api(owner, 'POST', '/api/conversations', {
        name: 'Crew',
        userIds: [pest.id, victim.id],
      })
    ).json().id as string;
    await api(victim, 'POST', `/api/profiles/${pest.id}/block`);
    const [co, cp, cv] = [await connect(owner), await connect(pest), await connect(victim)];
    cp.send({ type: 'typing', conversationId: id, typing: true });
    await co.next('typing');
    cp.send(sendFrame(id, 'from the pest'));
    await co.next('message');
    await noFrame(cv, 'typing', 50);
    await noFrame(cv, 'message');
    // Nor the other way (a block holds both ways).
    cv.send(sendFrame(id, 'from the victim'));
    await co.next('message', (f) => f.message.text === 'from the victim');
    await noFrame(cp, 'message');

    const room = (await api(owner, 'GET', '/api/rooms')).json().rooms[0].id as string;
    for (const m of [pest, victim]) await api(m, 'POST', `/api/rooms/${room}/join`);
    await cv.next('message', (f) => f.message.conversationId === room);
    cp.send(sendFrame(room, 'in the room'));
    await cp.next('ack');
    await noFrame(cv, 'message');
    for (const c of [co, cp, cv]) c.close();
  });

  it('read and delivered frames of a blocked member send the blocker no receipt', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    await api(b, 'POST', `/api/conversations/${id}/accept`);
    await api(b, 'POST', `/api/conversations/${id}/messages`, {
      clientId: cid(),
      kind: 'text',
      text: 'hi',
    });
    await api(b, 'POST', `/api/profiles/${a.id}/block`);
    const [ca, cb] = [await connect(a), await connect(b)];
    ca.send({ type: 'delivered', conversationId: id, seq: 1 });
    ca.send({ type: 'read', conversationId: id, seq: 1 });
    await noFrame(cb, 'receipt');
    ca.close();
    cb.close();
  });
});

describe('delivered state (issue 12, finding 5)', () => {
  it("turning 'last seen' off hides his delivered cursor from the others at once", async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    await api(b, 'POST', `/api/conversations/${id}/accept`);
    const [ca, cb] = [await connect(a), await connect(b)];
    ca.send(sendFrame(id, 'hello'));
    await cb.next('message');
    cb.send({ type: 'delivered', conversationId: id, seq: 1 });
    await ca.next('receipt', (f) => f.peerDeliveredSeq === 1);
    await api(b, 'PUT', '/api/me/message-settings', {
      ...DEFAULT_MESSAGE_SETTINGS,
      privacy: { ...DEFAULT_MESSAGE_SETTINGS.privacy, lastSeen: false },
    });
    expect(await ca.next('receipt')).toMatchObject({ peerDeliveredSeq: 0 });
    ca.close();
    cb.close();
  });
});

describe('sessions and sockets (issue 12, findings 6 and 11)', () => {
  it('sign-out closes his open socket at once', async () => {
    const a = await member();
    const ca = await connect(a);
    const closed = closeCode(ca, 1_500);
    expect((await api(a, 'POST', '/api/auth/sign-out', {})).statusCode).toBe(204);
    expect(await closed).toBe(4401);
  });

  it("signing out everywhere closes his other devices' sockets at once and keeps this one (issue 17)", async () => {
    const signed = await signUp(t.app);
    const a = { id: signed.body.user.id, cookie: signed.cookie };
    const other = await signInAgain(t.app, signed.body.user.email);
    const here = await connect(a);
    const there = await connect({ ...a, cookie: other });
    const closedThere = closeCode(there, 1_500);
    const res = await api(a, 'POST', '/api/auth/sign-out-everywhere', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 1 });
    expect(await closedThere).toBe(4401);
    expect((await api({ ...a, cookie: other }, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await api(a, 'GET', '/api/me')).statusCode).toBe(200);
    const closedHere = closeCode(here, 1_500);
    const all = await api(a, 'POST', '/api/auth/sign-out-everywhere', {
      includingThisDevice: true,
    });
    expect(all.json()).toEqual({ ended: 1 });
    expect(await closedHere).toBe(4401);
    expect((await api(a, 'GET', '/api/me')).statusCode).toBe(401);
  });

  it('counts sends per member across his sockets and HTTP together', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    const [one, two] = [await connect(a), await connect(a)];
    for (let i = 0; i < MESSAGING_LIMITS.sendsPerMinute; i++) {
      one.send(sendFrame(id, `m${i}`));
      await one.next('ack');
    }
    two.send(sendFrame(id, 'one too many'));
    expect((await two.next('nack')).error.code).toBe('RATE_LIMITED');
    const overHttp = await api(a, 'POST', `/api/conversations/${id}/messages`, {
      clientId: cid(),
      kind: 'text',
      text: 'and over HTTP',
    });
    expect(overHttp.statusCode).toBe(429);
    one.close();
    two.close();
  });

  it(`keeps at most ${MESSAGING_LIMITS.socketsPerMember} sockets per member: a new one closes his oldest`, async () => {
    const a = await member();
    const first = await connect(a);
    const closed = closeCode(first);
    const rest: Client[] = [];
    for (let i = 0; i < MESSAGING_LIMITS.socketsPerMember; i++) rest.push(await connect(a));
    expect(await closed).toBe(4409);
    for (const c of rest) expect(c.ws.readyState).toBe(WebSocket.OPEN);
    for (const c of rest) c.close();
  });

  it('refuses a socket whose cookie names no one session, which his sign-out could not close', async () => {
    const a = await member();
    // Sent twice, the cookie still signs him in; such a socket outlived his sign-out by up to a minute.
    const ws = new WebSocket(`ws://${base}/api/ws`, {
      headers: { cookie: `${a.cookie}; ${a.cookie}` },
    });
    const outcome = new Promise<number>((resolve) => {
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
    });
    expect(await outcome).toBe(401);
  });

  it('counts frames per member: a new socket gets no fresh allowance', async () => {
    const a = await member();
    const first = await connect(a);
    for (let i = 0; i < FRAMES_PER_MINUTE; i++) first.send({ type: 'ping' });
    for (let i = 0; i < FRAMES_PER_MINUTE; i++) await first.next('pong');
    first.send({ type: 'ping' });
    expect((await first.next('error')).error.code).toBe('RATE_LIMITED');
    first.close();
    // Reconnecting used to start a new count of 1,200.
    const second = await connect(a);
    second.send({ type: 'ping' });
    expect((await second.next('error')).error.code).toBe('RATE_LIMITED');
    second.close();
  });

  it('a burst of sockets opened together keeps no more than the cap open', async () => {
    const a = await member();
    const burst = await Promise.all(
      Array.from({ length: MESSAGING_LIMITS.socketsPerMember + 5 }, () => connect(a)),
    );
    // Each socket the server kept answers a ping; each it closed ends.
    await Promise.all(
      burst.map(
        (c) =>
          new Promise<void>((resolve) => {
            c.ws.once('close', () => resolve());
            c.next('pong').then(
              () => resolve(),
              () => resolve(),
            );
            c.send({ type: 'ping' });
          }),
      ),
    );
    const open = burst.filter((c) => c.ws.readyState === WebSocket.OPEN);
    expect(open).toHaveLength(MESSAGING_LIMITS.socketsPerMember);
    for (const c of open) c.close();
  });

  it('a socket whose app never answers the close after sign-out takes no more frames', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    const [ca, cb] = [await connect(a), await connect(b)];
    // A hostile app: it ignores the server's close frame, so the TCP connection stays up and it sends on.
    const told = new Promise<void>((resolve) => {
      ca.ws.close = () => resolve();
    });
    expect((await api(a, 'POST', '/api/auth/sign-out', {})).statusCode).toBe(204);
    await told;
    ca.send(sendFrame(id, 'still sending after sign-out'));
    ca.send({ type: 'typing', conversationId: id, typing: true });
    await noFrame(cb, 'typing', 1_000);
    await noFrame(cb, 'message', 0);
    const history = await api(b, 'GET', `/api/conversations/${id}/messages`);
    expect(JSON.stringify(history.json())).not.toContain('still sending after sign-out');
    ca.ws.terminate();
    cb.close();
  });
});

describe('presence', () => {
  it("tells a chat partner when a member's app connects and leaves, unless last seen is private", async () => {
    const [a, b, shy] = [await member(), await member(), await member()];
    const id = await chat(a, b);
    await chat(shy, b);
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/message-settings',
      headers: { cookie: shy.cookie },
      payload: {
        ...DEFAULT_MESSAGE_SETTINGS,
        privacy: { ...DEFAULT_MESSAGE_SETTINGS.privacy, lastSeen: false },
      },
    });
    const cb = await connect(b);
    // Sign-up left them online; they start from offline as after a night away (B hears of A's).
    for (const m of [a, shy])
      await t.app.inject({
        method: 'POST',
        url: '/api/me/presence',
        headers: { cookie: m.cookie },
        payload: { online: false },
      });
    await cb.next('presence', (f) => f.userId === a.id && !f.online);
    const ca = await connect(a);
    const back = await cb.next('presence', (f) => f.userId === a.id && f.online);
    expect(back).toMatchObject({ online: true, lastActive: null });
    const cs = await connect(shy);
    ca.close();
    const gone = await cb.next('presence', (f) => f.userId === a.id && !f.online, 8_000);
    expect(gone.lastActive).toEqual(expect.any(String));
    expect(cb.frames.filter((f) => f.type === 'presence' && f.userId === shy.id)).toEqual([]);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${id}`,
      headers: { cookie: b.cookie },
    });
    expect(view.json().participants[0]).toMatchObject({ id: a.id, isOnline: false });
    cb.close();
    cs.close();
  });

  it('relays a crowd going offline at once, one frame each, and nothing about a member he blocked', async () => {
    const b = await member();
    const friends = [await member(), await member(), await member(), await member()];
    const blocked = await member();
    for (const f of [...friends, blocked]) await chat(f, b);
    const blockRes = await t.app.inject({
      method: 'POST',
      url: `/api/profiles/${blocked.id}/block`,
      headers: { cookie: b.cookie },
    });
    expect(blockRes.statusCode).toBeLessThan(300);
    const cb = await connect(b);
    await Promise.all(
      [...friends, blocked].map((m) =>
        t.app.inject({
          method: 'POST',
          url: '/api/me/presence',
          headers: { cookie: m.cookie },
          payload: { online: false },
        }),
      ),
    );
    for (const f of friends) await cb.next('presence', (p) => p.userId === f.id && !p.online);
    // Nothing more: no second frame for a friend, none at all for the member he blocked.
    await noFrame(cb, 'presence', 500);
    cb.close();
  });
});

describe.runIf(Boolean(process.env.REDIS_URL))('two server nodes through Redis', () => {
  it('signing out through node A closes his socket on node B at once', async () => {
    const nodeB = await createPeerNode(t);
    try {
      await nodeB.app.listen({ port: 0, host: '127.0.0.1' });
      const a = await member();
      const onB = await connect(a, urlOf(nodeB.app));
      const closed = closeCode(onB, 1_500);
      expect((await api(a, 'POST', '/api/auth/sign-out', {})).statusCode).toBe(204);
      expect(await closed).toBe(4401);
    } finally {
      await nodeB.close();
    }
  });

  it('a message sent through node A reaches a member on node B, and his read flows back', async () => {
    const nodeB = await createPeerNode(t);
    try {
      await nodeB.app.listen({ port: 0, host: '127.0.0.1' });
      const [a, b] = [await member(), await member()];
      const id = await chat(a, b);
      await nodeB.app.inject({
        method: 'POST',
        url: `/api/conversations/${id}/accept`,
        headers: { cookie: b.cookie },
      });
      const ca = await connect(a, base);
      const cb = await connect(b, urlOf(nodeB.app));
      ca.send({ type: 'typing', conversationId: id, typing: true });
      await cb.next('typing');
      ca.send(sendFrame(id, 'Sent through node A'));
      const live = await cb.next('message');
      expect(live.message.text).toBe('Sent through node A');
      cb.send({ type: 'read', conversationId: id, seq: live.message.seq });
      const receipt = await ca.next('receipt', (f) => f.peerReadSeq === live.message.seq);
      expect(receipt.conversationId).toBe(id);
      ca.close();
      cb.close();
    } finally {
      await nodeB.close();
    }
  });
});
