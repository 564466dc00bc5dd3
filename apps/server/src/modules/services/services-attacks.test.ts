import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import WebSocket from 'ws';
import type { MyServiceListing, ServerFrame } from '@blaze/contracts';
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

/**
 * Issue 35's hostile probe of services, as an attacker with several accounts would try it: a service
 * chat, a report and a block must never tie a listing to the member who runs it (decision 025).
 */
let t: TestApp;
let admin: TestMember;
let base: string;
beforeAll(async () => {
  const adminEmail = uniqueEmail('admin');
  t = await createTestApp({ adminEmails: [adminEmail] });
  const a = await signUp(t.app, { email: adminEmail });
  admin = { id: a.body.user.id, cookie: a.cookie };
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

let n = 0;
const uniqueHandle = () => `atk.${Date.now().toString(36)}${++n}`;

async function approvedProvider(over: Record<string, unknown> = {}) {
  const owner = await newMember(t.app);
  const res = await callAs(t.app, owner, 'POST', '/api/services/listings', {
    handle: uniqueHandle(),
    displayName: 'Sam Massage',
    category: 'massage',
    headline: 'Relaxing massage, quiet studio',
    about: 'Deep tissue and relaxation.',
    rates: '60 min 70',
    incall: true,
    outcall: false,
    city: 'Lisbon',
    availability: 'Weekdays 10-18',
    languages: ['en'],
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  const listing = res.json() as MyServiceListing;
  const ok = await callAs(t.app, admin, 'POST', `/api/admin/services/${listing.id}/approve`);
  expect(ok.statusCode, ok.body).toBe(200);
  const username = (await callAs(t.app, owner, 'GET', '/api/profiles/me')).json()
    .username as string;
  return { owner, listing, username };
}

const contact = (m: TestMember, handle: string, text = 'Hi, are you free on Friday?') =>
  callAs(t.app, m, 'POST', `/api/services/providers/${handle}/contact`, {
    clientId: newClientId(),
    text,
  });

type Client = {
  frames: ServerFrame[];
  next: <T extends ServerFrame['type']>(
    type: T,
    match?: (f: Extract<ServerFrame, { type: T }>) => boolean,
  ) => Promise<Extract<ServerFrame, { type: T }>>;
  send: (frame: unknown) => void;
  close: () => Promise<void>;
};

/** A connected app that keeps every frame it got (`frames`), for the leak check at the end. */
async function connect(who: TestMember): Promise<Client> {
  const ws = new WebSocket(`ws://${base}/api/ws`, { headers: { cookie: who.cookie } });
  const frames: ServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as ServerFrame);
    for (const w of waiters) w();
  });
  const client: Client = {
    frames,
    next: (type, match = () => true) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const f = frames.find((x) => x.type === type && match(x as never));
          if (!f) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(f as never);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no '${type}' frame within 5 s`));
        }, 5_000);
        waiters.add(check);
        check();
      }),
    send: (frame) => ws.send(JSON.stringify(frame)),
    close: () =>
      new Promise((resolve) => {
        ws.once('close', () => resolve());
        ws.close();
      }),
  };
  await client.next('ready');
  return client;
}

const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

/** Nothing he was sent names the provider: no member id, no personal username. */
function expectNoProvider(what: unknown, provider: { owner: TestMember; username: string }) {
  const text = JSON.stringify(what);
  expect(text).not.toContain(provider.owner.id);
  expect(text).not.toContain(`"${provider.username}"`);
  expect(text).not.toContain(`@${provider.username}`);
}

describe('a service chat never unmasks the provider (issue 35, point 2)', () => {
  it('typing frames name the listing, never the provider', async () => {
    const provider = await approvedProvider();
    const client = await newMember(t.app);
    const { conversationId } = (await contact(client, provider.listing.handle)).json();
    const [cp, cc] = [await connect(provider.owner), await connect(client)];
    cp.send({ type: 'typing', conversationId, typing: true });
    const typing = await cc.next('typing');
    expect(typing).toMatchObject({ conversationId, userId: provider.listing.id, typing: true });
    // The provider still sees the client as the member he is.
    cc.send({ type: 'typing', conversationId, typing: true });
    expect((await cp.next('typing')).userId).toBe(client.id);
    expectNoProvider(cc.frames, provider);
    await cp.close();
    await cc.close();
  });

  it('no frame of any kind, nor any reply, carries his member id or username to the client', async () => {
    const provider = await approvedProvider();
    const client = await newMember(t.app);
    const { conversationId } = (await contact(client, provider.listing.handle)).json();
    const cc = await connect(client);
    // Presence: his app connects (and later leaves) while the client is online.
    const cp = await connect(provider.owner);
    cp.send({ type: 'typing', conversationId, typing: true });
    cp.send({ type: 'typing', conversationId, typing: false });
    // His receipts: the provider opens the chat (accept), his app says delivered, then read.
    await callAs(t.app, provider.owner, 'POST', `/api/conversations/${conversationId}/accept`);
    cp.send({ type: 'delivered', conversationId, seq: 1 });
    cp.send({ type: 'read', conversationId, seq: 1 });
    // Message frames (WebSocket and HTTP), a money request that would trip a caution elsewhere.
    cp.send({
      type: 'send',
      conversationId,
      message: { clientId: newClientId(), kind: 'text', text: 'Yes. Send a deposit by PayPal.' },
    });
    const sent = await callAs(
      t.app,
      provider.owner,
      'POST',
      `/api/conversations/${conversationId}/messages`,
      { clientId: newClientId(), kind: 'text', text: 'Friday at 6 then.' },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const messageId = sent.json().id as string;
    // A conversation update (the timer) and an unsend by him.
    await callAs(t.app, provider.owner, 'PATCH', `/api/conversations/${conversationId}`, {
      disappearAfterSeconds: 86_400,
    });
    await callAs(
      t.app,
      provider.owner,
      'DELETE',
      `/api/conversations/${conversationId}/messages/${messageId}?for=everyone`,
    );
    await cc.next('removed');
    await cc.next('typing', (f) => !f.typing);
    await cc.next('receipt');
    // A reconnect: resume from the start replays everything.
    await cc.close();
    const again = await connect(client);
    again.send({ type: 'resume', cursors: { [conversationId]: 0 } });
    const resumed = await again.next('resumed');
    expect(resumed.messages.length).toBeGreaterThanOrEqual(3);
    await cp.close();
    await settle(6_000);

    const replies = await Promise.all(
      [
        '/api/conversations',
        '/api/conversations?folder=requests',
        `/api/conversations/${conversationId}`,
        `/api/conversations/${conversationId}/messages`,
        `/api/conversations/${conversationId}/cautions`,
        '/api/activity',
        '/api/me/notices',
      ].map(async (url) => {
        const res = await callAs(t.app, client, 'GET', url);
        return { url, status: res.statusCode, body: res.body };
      }),
    );
    expect(cc.frames.some((f) => f.type === 'message')).toBe(true);
    expect(cc.frames.some((f) => f.type === 'conversation')).toBe(true);
    expectNoProvider(cc.frames, provider);
    expectNoProvider(again.frames, provider);
    for (const r of replies) expectNoProvider(r, provider);
    await again.close();
  }, 20_000);

  it('a provider cannot share his profile photos or his private album in a service chat', async () => {
    const provider = await approvedProvider();
    const client = await newMember(t.app);
    const { conversationId } = (await contact(client, provider.listing.handle)).json();
    const upload = async (album: string) => {
      const bytes = await sharp({
        create: { width: 300, height: 400, channels: 3, background: '#3a7' },
      })
        .jpeg()
        .toBuffer();
      const { payload, headers } = multipartFile(bytes);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/photos?album=${album}`,
        payload,
        headers: { ...headers, cookie: provider.owner.cookie },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const say = (message: Record<string, unknown>) =>
      callAs(t.app, provider.owner, 'POST', `/api/conversations/${conversationId}/messages`, {
        clientId: newClientId(),
        ...message,
      });
    // His public profile photo's address names his member id.
    const profilePhoto = await say({ kind: 'photo', photoId: await upload('public') });
    expect(profilePhoto.statusCode, profilePhoto.body).toBe(400);
    // A grant to his private album would let the client try /api/profiles/{id}/private-photos on members.
    const album = await say({ kind: 'album' });
    expect(album.statusCode, album.body).toBe(400);
    // A private photo goes by a signed address that names nobody.
    const ok = await say({ kind: 'photo', photoId: await upload('private') });
    expect(ok.statusCode, ok.body).toBe(201);
    const page = await callAs(
      t.app,
      client,
      'GET',
      `/api/conversations/${conversationId}/messages`,
    );
    expectNoProvider(page.body, provider);
  });
});
