import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type {
  Conversation,
  ConversationList,
  MessagePage,
  MyServiceListing,
  ServicePage,
  ServiceProvider,
} from '@blaze/contracts';
import { manualClock } from '../../lib/clock.ts';
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

const clock = manualClock();
let t: TestApp;
let adminEmail: string;
let admin: TestMember;
beforeAll(async () => {
  adminEmail = uniqueEmail('admin');
  t = await createTestApp({ adminEmails: [adminEmail] }, {}, { clock });
  const a = await signUp(t.app, { email: adminEmail });
  admin = { id: a.body.user.id, cookie: a.cookie };
});
afterAll(async () => t?.close());

let n = 0;
const uniqueHandle = () => `pro.${Date.now().toString(36)}${++n}`;
/** Cities of the catalogue, one per test where lists are compared, so lists hold only that test's. */
const CITIES_FOR_TESTS = ['Lisbon', 'Madrid', 'Paris', 'Rome', 'Vienna', 'Prague', 'Dublin'];
let cityIndex = 0;
const nextCity = () => CITIES_FOR_TESTS[cityIndex++ % CITIES_FOR_TESTS.length]!;

const listingBody = (over: Record<string, unknown> = {}) => ({
  handle: uniqueHandle(),
  displayName: 'Alex Pro',
  category: 'massage',
  headline: 'Relaxing massage, quiet studio',
  about: 'Deep tissue and relaxation.',
  rates: '60 min 70',
  incall: true,
  outcall: false,
  city: 'Lisbon',
  neighbourhood: 'Príncipe Real',
  availability: 'Weekdays 10-18',
  languages: ['en', 'pt'],
  ...over,
});

async function createListing(m: TestMember, over: Record<string, unknown> = {}) {
  const res = await callAs(t.app, m, 'POST', '/api/services/listings', listingBody(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as MyServiceListing;
}

async function approve(id: string) {
  const res = await callAs(t.app, admin, 'POST', `/api/admin/services/${id}/approve`);
  expect(res.statusCode, res.body).toBe(200);
}

async function approvedProvider(over: Record<string, unknown> = {}) {
  const owner = await newMember(t.app);
  const listing = await createListing(owner, over);
  await approve(listing.id);
  return { owner, listing };
}

const publicPage = (handle: string, who?: TestMember) =>
  t.app.inject({
    method: 'GET',
    url: `/api/services/providers/${handle}`,
    ...(who ? { headers: { cookie: who.cookie } } : {}),
  });

async function list(m: TestMember, qs: string): Promise<ServicePage> {
  const res = await callAs(t.app, m, 'GET', `/api/services?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const contact = (m: TestMember, handle: string, text = 'Hi, are you free on Friday?') =>
  callAs(t.app, m, 'POST', `/api/services/providers/${handle}/contact`, {
    clientId: newClientId(),
    text,
  });

async function photoBytes() {
  return sharp({ create: { width: 300, height: 400, channels: 3, background: '#a36' } })
    .jpeg()
    .toBuffer();
}

describe('provider listings: pending until approved', () => {
  it('a pending listing is invisible to others (lists and by handle) and visible to its owner', async () => {
    const city = nextCity();
    const owner = await newMember(t.app);
    const other = await newMember(t.app);
    const listing = await createListing(owner, { city });
    expect(listing.status).toBe('pending');

    expect((await publicPage(listing.handle, other)).statusCode).toBe(404);
    expect((await publicPage(listing.handle)).statusCode).toBe(404);
    expect((await list(other, `city=${city}`)).listings).toEqual([]);

    const own = await publicPage(listing.handle, owner);
    expect(own.statusCode).toBe(200);
    expect((own.json() as ServiceProvider).isOwn).toBe(true);
    const mine = await callAs(t.app, owner, 'GET', '/api/services/listings/mine');
    expect(mine.json().listing.status).toBe('pending');
  });

  it('approval makes it public; a rejection carries the note; editing sends it back to review', async () => {
    const city = nextCity();
    const owner = await newMember(t.app);
    const other = await newMember(t.app);
    const listing = await createListing(owner, { city, category: 'escort' });
    const queue = await callAs(t.app, admin, 'GET', '/api/admin/services');
    expect(queue.json().items.map((i: { id: string }) => i.id)).toContain(listing.id);

    await approve(listing.id);
    expect((await publicPage(listing.handle, other)).statusCode).toBe(200);
    expect((await list(other, `city=${city}`)).listings.map((l) => l.id)).toEqual([listing.id]);
    expect((await list(other, `city=${city}&category=massage`)).listings).toEqual([]);
    expect((await list(other, `city=${city}&category=escort`)).listings).toHaveLength(1);
    expect((await list(other, `city=${city}&outcall=true`)).listings).toEqual([]);
    expect((await list(other, `city=${city}&incall=true&language=pt`)).listings).toHaveLength(1);
    expect((await list(other, `city=${city}&language=de`)).listings).toEqual([]);

    const edited = await callAs(t.app, owner, 'PATCH', `/api/services/listings/${listing.id}`, {
      headline: 'New headline',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().status).toBe('pending');
    expect((await publicPage(listing.handle, other)).statusCode).toBe(404);

    const rejected = await callAs(
      t.app,
      admin,
      'POST',
      `/api/admin/services/${listing.id}/reject`,
      {
        note: 'Please remove the phone number from the headline.',
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mine = (await callAs(t.app, owner, 'GET', '/api/services/listings/mine')).json();
    expect(mine.listing).toMatchObject({
      status: 'rejected',
      reviewNote: 'Please remove the phone number from the headline.',
    });
    expect((await publicPage(listing.handle)).statusCode).toBe(404);
  });

  it('pausing hides an approved listing without review; resuming shows it again', async () => {
    const { owner, listing } = await approvedProvider({ city: nextCity() });
    const pause = (paused: boolean) =>
      callAs(t.app, owner, 'POST', `/api/services/listings/${listing.id}/pause`, { paused });
    expect((await pause(true)).json().status).toBe('paused');
    expect((await publicPage(listing.handle)).statusCode).toBe(404);
    expect((await pause(false)).json().status).toBe('approved');
    expect((await publicPage(listing.handle)).statusCode).toBe(200);
  });

  it('one listing per member; handles are unique and never his own username', async () => {
    const owner = await newMember(t.app);
    const first = await createListing(owner);
    const again = await callAs(t.app, owner, 'POST', '/api/services/listings', listingBody());
    expect(again.statusCode).toBe(409);

    const other = await newMember(t.app);
    const taken = await callAs(
      t.app,
      other,
      'POST',
      '/api/services/listings',
      listingBody({ handle: first.handle.toUpperCase() }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toMatch(/handle is taken/);

    const username = (await callAs(t.app, other, 'GET', '/api/profiles/me')).json().username;
    const same = await callAs(
      t.app,
      other,
      'POST',
      '/api/services/listings',
      listingBody({ handle: username }),
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toMatch(/other than your username/);
  });
});

describe('the public page', () => {
  it('works signed out, with no coordinates and no personal profile id or username', async () => {
    const { owner, listing } = await approvedProvider({ city: nextCity() });
    const { payload, headers } = multipartFile(await photoBytes());
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/services/listings/${listing.id}/photos`,
      payload,
      headers: { ...headers, cookie: owner.cookie },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.json().status).toBe('pending');
    await approve(listing.id);

    const res = await publicPage(listing.handle);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as ServiceProvider;
    expect(page).toMatchObject({ handle: listing.handle, city: listing.city, isOwn: false });
    expect(page.photos).toHaveLength(1);
    const username = (await callAs(t.app, owner, 'GET', '/api/profiles/me')).json().username;
    expect(res.body).not.toContain(owner.id);
    expect(res.body).not.toContain(`"${username}"`);
    expect(res.body).not.toMatch(/latitude|longitude|"lat"|"lng"/);
    // The photo is a public file whose address names no member, viewable signed out.
    expect(page.photos[0]!.url).toMatch(/^\/media\/services\//);
    const photo = await t.app.inject({ method: 'GET', url: page.photos[0]!.url });
    expect(photo.statusCode).toBe(200);
  });

  it('a personal block either way changes nothing a listing shows (it would name its owner)', async () => {
    const city = nextCity();
    const { owner, listing } = await approvedProvider({ city });
    const blocker = await newMember(t.app);
    const blocked = await newMember(t.app);
    expect(
      (await callAs(t.app, blocker, 'POST', `/api/profiles/${owner.id}/block`)).statusCode,
    ).toBeLessThan(300);
    expect(
      (await callAs(t.app, owner, 'POST', `/api/profiles/${blocked.id}/block`)).statusCode,
    ).toBeLessThan(300);
    for (const m of [blocker, blocked]) {
      expect((await publicPage(listing.handle, m)).statusCode).toBe(200);
      expect((await list(m, `city=${city}`)).listings.map((l) => l.id)).toContain(listing.id);
      expect((await contact(m, listing.handle)).statusCode).toBe(201);
    }
  });

  it('refuses bad input with 400s: unknown category, 5 MB of text, bad handle', async () => {
    const m = await newMember(t.app);
    const post = (body: object) => callAs(t.app, m, 'POST', '/api/services/listings', body);
    const unknown = await post(listingBody({ category: 'dating' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/escort, massage or other/);
    const huge = await post(listingBody({ about: 'x'.repeat(5 * 1024 * 1024) }));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.message).toMatch(/too long/);
    const long = await post(listingBody({ about: 'x'.repeat(2001) }));
    expect(long.statusCode).toBe(400);
    for (const handle of ['a', 'Bad Handle!', '_lead', 'x'.repeat(31)])
      expect((await post(listingBody({ handle }))).statusCode).toBe(400);
    expect((await post(listingBody({ city: 'Atlantis' }))).statusCode).toBe(400);
    expect((await post(listingBody({ incall: false, outcall: false }))).statusCode).toBe(400);
    expect((await post({ ...listingBody(), role: 'admin' })).statusCode).toBe(400);
    expect((await callAs(t.app, m, 'GET', '/api/services?category=dating')).statusCode).toBe(400);
  });
});

describe("another member's listing", () => {
  it('cannot be edited, paused, given photos or deleted by anyone but its owner (404)', async () => {
    const { owner, listing } = await approvedProvider();
    const other = await newMember(t.app);
    const base = `/api/services/listings/${listing.id}`;
    expect((await callAs(t.app, other, 'PATCH', base, { headline: 'Mine now' })).statusCode).toBe(
      404,
    );
    expect((await callAs(t.app, other, 'POST', `${base}/pause`, { paused: true })).statusCode).toBe(
      404,
    );
    expect((await callAs(t.app, other, 'DELETE', base)).statusCode).toBe(404);
    const { payload, headers } = multipartFile(await photoBytes());
    const upload = await t.app.inject({
      method: 'POST',
      url: `${base}/photos`,
      payload,
      headers: { ...headers, cookie: other.cookie },
    });
    expect(upload.statusCode).toBe(404);
    expect((await publicPage(listing.handle)).json().headline).toBe(listing.headline);

    expect((await callAs(t.app, owner, 'DELETE', base)).statusCode).toBe(204);
    expect((await publicPage(listing.handle, owner)).statusCode).toBe(404);
    expect((await callAs(t.app, owner, 'DELETE', base)).statusCode).toBe(404);
  });

  it('an admin cannot approve his own listing (issue 35): 403 STAFF_RANK, still pending', async () => {
    const own = await createListing(admin);
    const res = await callAs(t.app, admin, 'POST', `/api/admin/services/${own.id}/approve`);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().error.code).toBe('STAFF_RANK');
    const queue = (await callAs(t.app, admin, 'GET', '/api/admin/services')).json().items as Array<{
      id: string;
      status: string;
    }>;
    expect(queue.find((l) => l.id === own.id)?.status).toBe('pending');
  });

  it('admin routes are a 404 to non-admins, before the body is read', async () => {
    const { listing } = await approvedProvider();
    const m = await newMember(t.app);
    expect((await callAs(t.app, m, 'GET', '/api/admin/services')).statusCode).toBe(404);
    expect(
      (await callAs(t.app, m, 'POST', `/api/admin/services/${listing.id}/approve`)).statusCode,
    ).toBe(404);
    expect(
      (await callAs(t.app, m, 'POST', `/api/admin/services/${listing.id}/reject`, { bogus: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/services' })).statusCode).toBe(
      401,
    );
  });
});

describe('service chats', () => {
  it('contact opens a service chat: the client sees the listing, never the personal profile', async () => {
    const { owner, listing } = await approvedProvider();
    const client = await newMember(t.app);
    const opened = await contact(client, listing.handle);
    expect(opened.statusCode, opened.body).toBe(201);
    const { conversationId } = opened.json();

    const asClient = await callAs(t.app, client, 'GET', `/api/conversations/${conversationId}`);
    expect(asClient.statusCode).toBe(200);
    const chat = asClient.json() as Conversation;
    expect(chat.service).toMatchObject({
      providerId: listing.id,
      handle: listing.handle,
      displayName: listing.displayName,
      role: 'client',
    });
    expect(chat.participants).toEqual([]);

    // The provider sees the client as a normal member, in his Requests.
    const requests = (
      await callAs(t.app, owner, 'GET', '/api/conversations?folder=requests')
    ).json() as ConversationList;
    const seen = requests.conversations.find((c) => c.id === conversationId);
    expect(seen?.participants.map((p) => p.id)).toEqual([client.id]);
    expect(seen?.service?.role).toBe('provider');

    const reply = await callAs(
      t.app,
      owner,
      'POST',
      `/api/conversations/${conversationId}/messages`,
      {
        clientId: newClientId(),
        kind: 'text',
        text: 'Yes, Friday works.',
      },
    );
    expect(reply.statusCode, reply.body).toBe(201);

    const history = await callAs(
      t.app,
      client,
      'GET',
      `/api/conversations/${conversationId}/messages`,
    );
    const page = history.json() as MessagePage;
    expect(page.messages.map((m) => m.text)).toEqual([
      'Hi, are you free on Friday?',
      'Yes, Friday works.',
    ]);
    expect(page.messages[1]!.senderId).toBe(listing.id);
    const clientList = await callAs(t.app, client, 'GET', '/api/conversations');
    const username = (await callAs(t.app, owner, 'GET', '/api/profiles/me')).json().username;
    for (const body of [asClient.body, history.body, clientList.body]) {
      expect(body).not.toContain(owner.id);
      expect(body).not.toContain(`"${username}"`);
    }
    // A search of his chats by the provider's personal name finds nothing.
    const byName = await callAs(t.app, client, 'GET', `/api/conversations?q=${username}`);
    expect(byName.json().conversations).toEqual([]);

    // The service chat is its own conversation, apart from a personal chat of the two.
    const personal = await callAs(t.app, client, 'POST', '/api/conversations', {
      userId: owner.id,
    });
    expect(personal.json().id).not.toBe(conversationId);
    // Writing again continues the same service chat.
    expect((await contact(client, listing.handle, 'And Saturday?')).json().conversationId).toBe(
      conversationId,
    );
  });

  it('a provider can never start a service chat: nothing exists until the member wrote first', async () => {
    const { owner, listing } = await approvedProvider();
    const client = await newMember(t.app);
    // He cannot write to his own listing, and no route opens a service chat from his side.
    expect((await contact(owner, listing.handle)).statusCode).toBe(400);
    const before = (await callAs(t.app, owner, 'GET', '/api/conversations?folder=requests')).json();
    expect(before.conversations).toEqual([]);

    const { conversationId } = (await contact(client, listing.handle)).json();
    // The first message is the client's: the provider only replies.
    const history = await callAs(
      t.app,
      owner,
      'GET',
      `/api/conversations/${conversationId}/messages`,
    );
    expect(history.statusCode, history.body).toBe(200);
    expect((history.json() as MessagePage).messages[0]!.senderId).toBe(client.id);
  });

  it('a personal block leaves the service chat; a refusal from inside it closes it both ways', async () => {
    const { owner, listing } = await approvedProvider();
    const client = await newMember(t.app);
    const { conversationId } = (await contact(client, listing.handle)).json();
    const say = () =>
      callAs(t.app, owner, 'POST', `/api/conversations/${conversationId}/messages`, {
        clientId: newClientId(),
        kind: 'text',
        text: 'Still there?',
      });
    await callAs(t.app, owner, 'POST', `/api/profiles/${client.id}/block`);
    expect(
      (await callAs(t.app, client, 'GET', `/api/conversations/${conversationId}`)).statusCode,
    ).toBe(200);
    expect((await say()).statusCode).toBe(201);
    const refused = await callAs(
      t.app,
      owner,
      'POST',
      `/api/services/chats/${conversationId}/block`,
    );
    expect(refused.statusCode, refused.body).toBe(204);
    expect(
      (await callAs(t.app, client, 'GET', `/api/conversations/${conversationId}`)).statusCode,
    ).toBe(404);
    expect((await say()).statusCode).toBe(404);
  });
});

describe('hide services', () => {
  it('a member who hid services gets no listings in any list; the setting is his own', async () => {
    const city = nextCity();
    await approvedProvider({ city });
    const m = await newMember(t.app);
    expect((await list(m, `city=${city}`)).listings).toHaveLength(1);
    const put = await callAs(t.app, m, 'PUT', '/api/me/services-settings', { hideServices: true });
    expect(put.json()).toEqual({ hideServices: true });
    const hidden = await list(m, `city=${city}`);
    expect(hidden).toMatchObject({ listings: [], hidden: true });
    const status = await callAs(t.app, m, 'GET', '/api/services/status');
    expect(status.json()).toEqual({ enabled: true, hidden: true });
    const other = await newMember(t.app);
    expect((await list(other, `city=${city}`)).listings).toHaveLength(1);
    expect(
      (await callAs(t.app, m, 'PUT', '/api/me/services-settings', { hideServices: 'yes' }))
        .statusCode,
    ).toBe(400);
  });

  it('near=me lists the city on his profile', async () => {
    const city = nextCity();
    await approvedProvider({ city });
    const m = await newMember(t.app);
    expect((await callAs(t.app, m, 'PATCH', '/api/profiles/me', { city })).statusCode).toBe(200);
    const page = await list(m, 'near=me');
    expect(page.city).toBe(city);
    expect(page.listings.every((l) => l.city === city)).toBe(true);
    expect(page.listings.length).toBeGreaterThan(0);
  });
});

describe('SERVICES_ENABLED off', () => {
  it('answers 404 on every services route and says so on the status route', async () => {
    const off = await createTestApp({}, { SERVICES_ENABLED: 'false' });
    try {
      expect(off.config.servicesEnabled).toBe(false);
      const m = await newMember(off.app);
      const status = await off.app.inject({ method: 'GET', url: '/api/services/status' });
      expect(status.json()).toEqual({ enabled: false, hidden: false });
      for (const [method, url] of [
        ['GET', '/api/services'],
        ['GET', '/api/services/providers/someone'],
        ['POST', '/api/services/listings'],
        ['GET', '/api/services/listings/mine'],
        ['PUT', '/api/me/services-settings'],
        ['GET', '/api/admin/services'],
      ] as const)
        expect(
          (await callAs(off.app, m, method, url, method === 'GET' ? undefined : {})).statusCode,
        ).toBe(404);
    } finally {
      await off.close();
    }
  });
});
