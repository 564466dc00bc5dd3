import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import WebSocket from 'ws';
import { strFromU8, unzipSync } from 'fflate';
import { EXPORT_FILES, type MyServiceListing, type ServerFrame } from '@blaze/contracts';
import { adminUsers } from '../../db/schema.ts';
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

/** A moderator (staff table, as moderation's tests make them). */
async function moderator(): Promise<TestMember> {
  const email = uniqueEmail('moderator');
  await t.db.insert(adminUsers).values({ email, role: 'moderator', isActive: true });
  const m = await signUp(t.app, { email });
  return { id: m.body.user.id, cookie: m.cookie };
}

/** His data export's reports file, as he downloads it. */
async function exportedReports(who: TestMember): Promise<unknown> {
  const started = await callAs(t.app, who, 'POST', '/api/me/export');
  expect(started.statusCode, started.body).toBe(202);
  const end = Date.now() + 25_000;
  while (Date.now() < end) {
    const view = (await callAs(t.app, who, 'GET', '/api/me/export')).json().export as {
      status: string;
      downloadUrl: string | null;
    };
    if (view.status !== 'running') {
      expect(view.status).toBe('ready');
      const res = await callAs(t.app, who, 'GET', view.downloadUrl!);
      const files = unzipSync(new Uint8Array(res.rawPayload));
      return JSON.parse(strFromU8(files[EXPORT_FILES.reports]!));
    }
    await settle(50);
  }
  throw new Error('export still running');
}

/** A moderator dismisses the report: the reporter gets his outcome notice. */
async function outcomeFor(reporter: TestMember, reportId: number): Promise<string> {
  const mod = await moderator();
  const acted = await callAs(t.app, mod, 'POST', `/api/admin/reports/${reportId}/actions`, {
    action: 'dismiss',
    reason: 'no-breach',
  });
  expect(acted.statusCode, acted.body).toBe(200);
  const notices = await callAs(t.app, reporter, 'GET', '/api/me/notices');
  expect(notices.statusCode).toBe(200);
  return notices.body;
}

describe('what a reporter reads names only what he reported (issue 35, point 3)', () => {
  it('reporting a listing: the export and the outcome notice name the listing, not its provider', async () => {
    const provider = await approvedProvider({ displayName: 'Quiet Hands' });
    const reporter = await newMember(t.app);
    const filed = await callAs(
      t.app,
      reporter,
      'POST',
      `/api/services/providers/${provider.listing.handle}/report`,
      { reason: 'spam' },
    );
    expect(filed.statusCode, filed.body).toBe(201);
    const rows = await exportedReports(reporter);
    expect(JSON.stringify(rows)).toContain('Quiet Hands');
    expectNoProvider(rows, provider);
    const notices = await outcomeFor(reporter, filed.json().id as number);
    expect(notices).toContain('Quiet Hands');
    expectNoProvider(notices, provider);
  }, 40_000);

  it('reporting a message in a service chat names the listing, not the provider', async () => {
    const provider = await approvedProvider({ displayName: 'Night Rub' });
    const client = await newMember(t.app);
    const { conversationId } = (await contact(client, provider.listing.handle)).json();
    const said = await callAs(
      t.app,
      provider.owner,
      'POST',
      `/api/conversations/${conversationId}/messages`,
      { clientId: newClientId(), kind: 'text', text: 'Pay me first.' },
    );
    const filed = await callAs(
      t.app,
      client,
      'POST',
      `/api/conversations/${conversationId}/report`,
      {
        messageId: said.json().id,
        reason: 'harassment',
      },
    );
    expect(filed.statusCode, filed.body).toBe(201);
    const rows = await exportedReports(client);
    expect(JSON.stringify(rows)).toContain('Night Rub');
    expectNoProvider(rows, provider);
    const notices = await outcomeFor(client, filed.json().id as number);
    expect(notices).toContain('Night Rub');
    expectNoProvider(notices, provider);
  }, 40_000);

  it('reporting a venue names the venue, not the business member behind it', async () => {
    const business = await newMember(t.app);
    const applied = await callAs(t.app, business, 'PUT', '/api/me/business', {
      businessName: 'Nightlife GmbH',
      kind: 'venue',
      contactEmail: 'hello@nightlife.example',
      contactPhone: '+49 30 1234',
      website: 'https://nightlife.example',
      note: 'We run two bars.',
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const reviewed = await callAs(
      t.app,
      admin,
      'POST',
      `/api/admin/places/businesses/${business.id}/review`,
      { decision: 'approve' },
    );
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const created = await callAs(t.app, business, 'POST', '/api/venues', {
      name: 'The Velvet Bar',
      category: 'bar',
      address: 'Teststraße 1',
      city: 'Berlin',
      country: 'Germany',
      latitude: 52.52,
      longitude: 13.405,
      timeZone: 'Europe/Berlin',
      hours: [{ day: 5, opens: '22:00', closes: '04:00' }],
      tags: [],
      links: [],
      description: 'A bar.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const venueId = created.json().id as string;
    const ok = await callAs(t.app, admin, 'POST', `/api/admin/places/venues/${venueId}/review`, {
      decision: 'approve',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const username = (await callAs(t.app, business, 'GET', '/api/profiles/me')).json()
      .username as string;
    const behind = { owner: business, username };

    const reporter = await newMember(t.app);
    const filed = await callAs(t.app, reporter, 'POST', `/api/venues/${venueId}/report`, {
      reason: 'spam',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const rows = await exportedReports(reporter);
    expect(JSON.stringify(rows)).toContain('The Velvet Bar');
    expectNoProvider(rows, behind);
    const notices = await outcomeFor(reporter, filed.json().id as number);
    expect(notices).toContain('The Velvet Bar');
    expectNoProvider(notices, behind);
  }, 40_000);
});

/** A staff admin (bans need one). */
async function staffAdmin(): Promise<TestMember> {
  const email = uniqueEmail('staff-admin');
  await t.db.insert(adminUsers).values({ email, role: 'admin', isActive: true });
  const m = await signUp(t.app, { email });
  return { id: m.body.user.id, cookie: m.cookie };
}

const signedOut = (url: string) => t.app.inject({ method: 'GET', url });

async function listingWithPhoto(city: string) {
  const provider = await approvedProvider({ city });
  const bytes = await sharp({
    create: { width: 300, height: 400, channels: 3, background: '#a36' },
  })
    .jpeg()
    .toBuffer();
  const { payload, headers } = multipartFile(bytes);
  const upload = await t.app.inject({
    method: 'POST',
    url: `/api/services/listings/${provider.listing.id}/photos`,
    payload,
    headers: { ...headers, cookie: provider.owner.cookie },
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const ok = await callAs(
    t.app,
    admin,
    'POST',
    `/api/admin/services/${provider.listing.id}/approve`,
  );
  expect(ok.statusCode, ok.body).toBe(200);
  const page = await signedOut(`/api/services/providers/${provider.listing.handle}`);
  expect(page.statusCode).toBe(200);
  const photoUrl = page.json().photos[0].url as string;
  expect((await signedOut(photoUrl)).statusCode).toBe(200);
  return { ...provider, photoUrl };
}

describe("a restricted provider's listing is gone for every reader (issue 35, point 4)", () => {
  it('banned: the page and its photos are a 404 signed out, as for members; lists leave it out', async () => {
    const { owner, listing, photoUrl } = await listingWithPhoto('Vienna');
    const reader = await newMember(t.app);
    const boss = await staffAdmin();
    const banned = await callAs(t.app, boss, 'POST', `/api/admin/members/${owner.id}/actions`, {
      action: 'ban',
      reason: 'spam',
    });
    expect(banned.statusCode, banned.body).toBe(200);

    expect((await signedOut(`/api/services/providers/${listing.handle}`)).statusCode).toBe(404);
    expect((await signedOut(photoUrl)).statusCode).toBe(404);
    expect(
      (await callAs(t.app, reader, 'GET', `/api/services/providers/${listing.handle}`)).statusCode,
    ).toBe(404);
    const listed = await callAs(t.app, reader, 'GET', '/api/services?city=Vienna');
    expect(listed.body).not.toContain(listing.id);
    // The other photo sizes too, and a malformed address is a 404, never a 500.
    expect((await signedOut(photoUrl.replace('display.webp', 'thumb.webp'))).statusCode).toBe(404);
    expect([400, 404]).toContain(
      (await signedOut('/media/services/%E0%A4%A/display.webp')).statusCode,
    );
  });

  it('suspended: gone signed out while it lasts; a deleted account takes page and photos', async () => {
    const { owner, listing, photoUrl } = await listingWithPhoto('Prague');
    const mod = await moderator();
    const suspended = await callAs(t.app, mod, 'POST', `/api/admin/members/${owner.id}/actions`, {
      action: 'suspend',
      reason: 'spam',
      days: 3,
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await signedOut(`/api/services/providers/${listing.handle}`)).statusCode).toBe(404);
    expect((await signedOut(photoUrl)).statusCode).toBe(404);

    const gone = await listingWithPhoto('Dublin');
    const deleted = await callAs(t.app, gone.owner, 'POST', '/api/me/delete', {
      password: 'velvet-otter-rides-42',
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await signedOut(`/api/services/providers/${gone.listing.handle}`)).statusCode).toBe(
      404,
    );
    expect((await signedOut(gone.photoUrl)).statusCode).toBe(404);
  });
});

describe('block-then-look never tells who runs a listing (issue 35, point 5)', () => {
  it('blocking the suspected member, either way, changes no listing, page, contact or chat', async () => {
    const provider = await approvedProvider({ city: 'Rome' });
    const prober = await newMember(t.app);
    const { conversationId } = (await contact(prober, provider.listing.handle)).json();
    const look = async () => ({
      list: (await callAs(t.app, prober, 'GET', '/api/services?city=Rome'))
        .json()
        .listings.map((l: { id: string }) => l.id),
      page: (
        await callAs(t.app, prober, 'GET', `/api/services/providers/${provider.listing.handle}`)
      ).statusCode,
      chat: (await callAs(t.app, prober, 'GET', `/api/conversations/${conversationId}`)).statusCode,
      chats: (await callAs(t.app, prober, 'GET', '/api/conversations')).json().conversations.length,
    });
    const before = await look();
    expect(before.list).toContain(provider.listing.id);
    expect(before).toMatchObject({ page: 200, chat: 200 });

    const blocked = await callAs(t.app, prober, 'POST', `/api/profiles/${provider.owner.id}/block`);
    expect(blocked.statusCode).toBe(204);
    expect(await look()).toEqual(before);
    expect((await contact(prober, provider.listing.handle, 'Still there?')).statusCode).toBe(201);
    // His typing still reaches the prober: nothing in the chat moves with a personal block.
    const [cp, cc] = [await connect(provider.owner), await connect(prober)];
    cp.send({ type: 'typing', conversationId, typing: true });
    expect((await cc.next('typing')).userId).toBe(provider.listing.id);
    await cp.close();
    await cc.close();
    await callAs(t.app, prober, 'DELETE', `/api/blocks/${provider.owner.id}`);

    // The provider's personal block of him does not move the listing either.
    await callAs(t.app, provider.owner, 'POST', `/api/profiles/${prober.id}/block`);
    expect(await look()).toEqual(before);
  });

  it('the provider refuses a client from inside the chat: listing gone for him, chat closed, nothing named', async () => {
    const provider = await approvedProvider({ city: 'Madrid' });
    const client = await newMember(t.app);
    const other = await newMember(t.app);
    const { conversationId } = (await contact(client, provider.listing.handle)).json();
    // Only a party of the chat can do it.
    expect(
      (await callAs(t.app, other, 'POST', `/api/services/chats/${conversationId}/block`))
        .statusCode,
    ).toBe(404);
    const refused = await callAs(
      t.app,
      provider.owner,
      'POST',
      `/api/services/chats/${conversationId}/block`,
    );
    expect(refused.statusCode, refused.body).toBe(204);
    expect(
      (await callAs(t.app, client, 'GET', `/api/services/providers/${provider.listing.handle}`))
        .statusCode,
    ).toBe(404);
    expect((await callAs(t.app, client, 'GET', '/api/services?city=Madrid')).body).not.toContain(
      provider.listing.id,
    );
    expect((await contact(client, provider.listing.handle)).statusCode).toBe(404);
    for (const m of [client, provider.owner])
      expect(
        (await callAs(t.app, m, 'GET', `/api/conversations/${conversationId}`)).statusCode,
      ).toBe(404);
    // No personal block was made: his profile is as reachable as before, and others still see the listing.
    expect(
      (await callAs(t.app, client, 'GET', `/api/profiles/${provider.owner.id}`)).statusCode,
    ).toBe(200);
    expect(
      (await callAs(t.app, other, 'GET', `/api/services/providers/${provider.listing.handle}`))
        .statusCode,
    ).toBe(200);
  });

  it('a client hides a listing from inside the chat the same way', async () => {
    const provider = await approvedProvider({ city: 'Paris' });
    const client = await newMember(t.app);
    const { conversationId } = (await contact(client, provider.listing.handle)).json();
    const hid = await callAs(t.app, client, 'POST', `/api/services/chats/${conversationId}/block`);
    expect(hid.statusCode, hid.body).toBe(204);
    expect(
      (await callAs(t.app, client, 'GET', `/api/services/providers/${provider.listing.handle}`))
        .statusCode,
    ).toBe(404);
    const send = await callAs(
      t.app,
      provider.owner,
      'POST',
      `/api/conversations/${conversationId}/messages`,
      { clientId: newClientId(), kind: 'text', text: 'Hello?' },
    );
    expect(send.statusCode).toBe(404);
  });

  it('blocks and unblocks together: 30 an hour per member, the 31st is a 429 in words', async () => {
    const prober = await newMember(t.app);
    const targets = await Promise.all(Array.from({ length: 16 }, () => newMember(t.app)));
    let done = 0;
    for (const target of targets) {
      if (done === 30) break;
      expect(
        (await callAs(t.app, prober, 'POST', `/api/profiles/${target.id}/block`)).statusCode,
      ).toBe(204);
      done += 1;
      if (done === 30) break;
      expect((await callAs(t.app, prober, 'DELETE', `/api/blocks/${target.id}`)).statusCode).toBe(
        204,
      );
      done += 1;
    }
    expect(done).toBe(30);
    const refused = await callAs(t.app, prober, 'POST', `/api/profiles/${targets[15]!.id}/block`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().error.message).toMatch(/block or unblock 30 members an hour/);
    // Another member's bucket is his own.
    const someone = await newMember(t.app);
    expect(
      (await callAs(t.app, someone, 'POST', `/api/profiles/${prober.id}/block`)).statusCode,
    ).toBe(204);
  });
});
