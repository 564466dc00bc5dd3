import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import type {
  ConversationList,
  Listing,
  ListingPage,
  Message,
  MessagePage,
  MyListings,
} from '@blaze/contracts';
import { MARKETPLACE_LIMITS } from '@blaze/contracts';
import { adminUsers, reports } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import {
  callAs,
  createTestApp,
  multipartFile,
  newClientId,
  signUp,
  uniqueEmail,
  type TestApp,
  type TestMember,
} from '../../test/test-app.ts';

const clock = manualClock();
let t: TestApp;
let adminEmail: string;
beforeAll(async () => {
  adminEmail = uniqueEmail('admin');
  t = await createTestApp({ adminEmails: [adminEmail] }, {}, { clock });
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const req = (m: TestMember, method: Method, url: string, payload?: unknown) =>
  callAs(t.app, m, method, url, payload);

/** A member placed in a listed city (city mode: his listings default there, 'near me' starts there). */
async function memberIn(city: string | null, email?: string): Promise<TestMember> {
  const s = await signUp(t.app, email ? { email } : {});
  const m = { id: s.body.user.id, cookie: s.cookie };
  if (city) expect((await req(m, 'PUT', '/api/me/location', { city })).statusCode).toBe(200);
  return m;
}

/** A word no other test's listing has, so searches see only this test's listings. */
let words = 0;
const uniqueWord = () => `zq${Date.now().toString(36)}x${++words}`;

async function jpeg(colour = '#a36'): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

async function listingPhoto(m: TestMember): Promise<string> {
  const { payload, headers } = multipartFile(await jpeg());
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/marketplace/photos',
    payload,
    headers: { ...headers, cookie: m.cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const base = {
  title: 'Leather harness',
  description: 'Worn twice',
  priceMinor: 4500,
  currency: 'EUR',
  category: 'gear',
  condition: 'like_new',
};

async function list(m: TestMember, body: object = {}): Promise<Listing> {
  const res = await req(m, 'POST', '/api/marketplace/listings', { ...base, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function search(m: TestMember, qs: string): Promise<ListingPage> {
  const res = await req(m, 'GET', `/api/marketplace/listings?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const found = async (m: TestMember, qs: string) => (await search(m, qs)).listings.map((l) => l.id);

describe('creating a listing', () => {
  it('goes live at once in his city, with photos signed for each viewer', async () => {
    const seller = await memberIn('Berlin');
    const buyer = await memberIn('Berlin');
    const photoId = await listingPhoto(seller);
    const created = await list(seller, { title: '  Black harness, size M ', photoIds: [photoId] });
    expect(created).toMatchObject({
      title: 'Black harness, size M',
      priceMinor: 4500,
      currency: 'EUR',
      city: 'Berlin',
      status: 'active',
      isOwn: true,
      seller: { id: seller.id },
    });
    expect(created.photos.map((p) => p.id)).toEqual([photoId]);

    const seen = (await req(buyer, 'GET', `/api/marketplace/listings/${created.id}`)).json();
    expect(seen).toMatchObject({ id: created.id, isOwn: false, status: 'active' });
    // Signed for him: a different link from the seller's, and it serves the photo to him only.
    const url: string = seen.photos[0].url;
    expect(url).not.toBe(created.photos[0]!.url);
    expect((await req(buyer, 'GET', url)).statusCode).toBe(200);
    const stranger = await memberIn(null);
    expect((await req(stranger, 'GET', url)).statusCode).toBe(404);
    // No point of any kind in the reply.
    expect(JSON.stringify(seen)).not.toMatch(/lat|lng|longitude/i);
  });

  it('takes the city he picks, and needs one when his own is unknown', async () => {
    const nowhere = await memberIn(null);
    const res = await req(nowhere, 'POST', '/api/marketplace/listings', base);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/Pick the city/);
    expect((await list(nowhere, { city: 'Lisbon' })).city).toBe('Lisbon');
  });

  it('refuses bad input with a 400 and a clear message', async () => {
    const seller = await memberIn('Berlin');
    const other = await memberIn('Berlin');
    const othersPhoto = await listingPhoto(other);
    const photos = await Promise.all(Array.from({ length: 7 }, () => listingPhoto(seller)));
    const cases: Array<[object, RegExp]> = [
      [{ priceMinor: -1 }, /price of 0 or more/],
      [{ priceMinor: 12.5 }, /whole cents/],
      [{ priceMinor: '10' }, /Set a price/],
      [{ category: 'cars' }, /Pick a category/],
      [{ currency: 'XYZ' }, /Pick a currency/],
      [{ condition: 'broken' }, /Pick a condition/],
      [{ city: 'Atlantis' }, /city from the list/],
      [{ title: 'ab' }, /at least 3/],
      [{ title: 'x'.repeat(81) }, /80 characters/],
      [{ description: 'x'.repeat(5 * 1024 * 1024) }, /2,000 characters/],
      [{ photoIds: photos }, /up to 6 photos/],
      [{ photoIds: [othersPhoto] }, /missing/],
      [{ photoIds: ['no-such-photo'] }, /missing/],
      [{ status: 'sold' }, /nrecognized|status/],
      [{ sellerId: other.id }, /nrecognized|sellerId/],
    ];
    for (const [body, message] of cases) {
      const res = await req(seller, 'POST', '/api/marketplace/listings', { ...base, ...body });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().error.message, JSON.stringify(body).slice(0, 80)).toMatch(message);
    }
    const mine = (await req(seller, 'GET', '/api/marketplace/mine')).json() as MyListings;
    expect(mine.listings).toEqual([]);
  });

  it('refuses a photo already on another of his listings', async () => {
    const seller = await memberIn('Berlin');
    const photoId = await listingPhoto(seller);
    await list(seller, { photoIds: [photoId] });
    const res = await req(seller, 'POST', '/api/marketplace/listings', {
      ...base,
      photoIds: [photoId],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/another of your listings/);
  });
});

describe('search and filters', () => {
  it('finds by words, category, condition, currency and price, city and near me', async () => {
    const word = uniqueWord();
    const seller = await memberIn('Berlin');
    const viewer = await memberIn('Berlin');
    const harness = await list(seller, {
      title: `Red ${word} harness`,
      priceMinor: 3000,
      category: 'gear',
      condition: 'good',
    });
    const jacket = await list(seller, {
      title: 'Denim jacket',
      description: `Vintage ${word}, patched`,
      priceMinor: 8000,
      category: 'clothing',
      condition: 'fair',
    });
    const hamburg = await list(seller, {
      title: `${word} tickets`,
      priceMinor: 5000,
      category: 'tickets',
      condition: 'new',
      city: 'Hamburg',
    });
    const sydney = await list(seller, {
      title: `${word} lamp`,
      priceMinor: 2000,
      currency: 'AUD',
      category: 'home',
      condition: 'new',
      city: 'Sydney',
    });
    await list(seller, { title: 'Unrelated thing' });

    expect(new Set(await found(viewer, `q=${word}`))).toEqual(
      new Set([harness.id, jacket.id, hamburg.id, sydney.id]),
    );
    // Every word must match, title or description, any case, as the start of a word; punctuation is
    // no query syntax.
    expect(await found(viewer, `q=${word.toUpperCase()}%20PATCHED`)).toEqual([jacket.id]);
    expect(await found(viewer, `q=${word}%20patch`)).toEqual([jacket.id]);
    expect(await found(viewer, `q=${word}%20zebra`)).toEqual([]);
    expect(await found(viewer, `q=${word}%20%26%20!(harness`)).toEqual([harness.id]);
    expect(await found(viewer, `q=${word}&category=gear`)).toEqual([harness.id]);
    expect(await found(viewer, `q=${word}&condition=fair`)).toEqual([jacket.id]);
    expect(await found(viewer, `q=${word}&currency=AUD`)).toEqual([sydney.id]);
    expect(
      new Set(await found(viewer, `q=${word}&currency=EUR&minPrice=3000&maxPrice=5000`)),
    ).toEqual(new Set([harness.id, hamburg.id]));
    expect(await found(viewer, `q=${word}&city=Hamburg`)).toEqual([hamburg.id]);

    // Near me: cities whose centre is within the radius of mine (Hamburg is ~255 km from Berlin).
    const near = await search(viewer, `q=${word}&nearKm=100`);
    expect(near.nearCity).toBe('Berlin');
    expect(near.myCity).toBe('Berlin');
    expect(new Set(near.listings.map((l) => l.id))).toEqual(new Set([harness.id, jacket.id]));
    expect(new Set(await found(viewer, `q=${word}&nearKm=300`))).toEqual(
      new Set([harness.id, jacket.id, hamburg.id]),
    );
    // Without a city of his own, 'near me' cannot narrow: everywhere, and the page says so.
    const nowhere = await memberIn(null);
    const wide = await search(nowhere, `q=${word}&nearKm=100`);
    expect(wide.nearCity).toBeNull();
    expect(wide.listings).toHaveLength(4);

    // Sorting: newest first by default; by price within one currency.
    expect(await found(viewer, `q=${word}&currency=EUR&sort=price_asc`)).toEqual([
      harness.id,
      hamburg.id,
      jacket.id,
    ]);
    expect(await found(viewer, `q=${word}&currency=EUR&sort=price_desc`)).toEqual([
      jacket.id,
      hamburg.id,
      harness.id,
    ]);
  });

  it('pages with a keyset cursor: every listing once, in order, for newest and price', async () => {
    const word = uniqueWord();
    const seller = await memberIn('Berlin');
    const viewer = await memberIn('Berlin');
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      clock.advance(1000);
      // Two share a price, so the id breaks the tie.
      ids.push((await list(seller, { title: `${word} item ${i}`, priceMinor: 100 * (i % 5) })).id);
    }
    for (const sort of ['newest', 'price_asc', 'price_desc']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const qs: string = `q=${word}&currency=EUR&sort=${sort}&limit=3${cursor ? `&cursor=${cursor}` : ''}`;
        const page = await search(viewer, qs);
        seen.push(...page.listings.map((l) => l.id));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(seen, sort).toHaveLength(7);
      expect(new Set(seen), sort).toEqual(new Set(ids));
      const whole = await found(viewer, `q=${word}&currency=EUR&sort=${sort}&limit=20`);
      expect(seen, sort).toEqual(whole);
    }
    expect((await found(viewer, `q=${word}`))[0]).toBe(ids[6]);
  });

  it('refuses bad filters with a 400', async () => {
    const viewer = await memberIn('Berlin');
    const cases: Array<[string, RegExp]> = [
      ['sort=price_asc', /Pick a currency/],
      ['minPrice=100', /Pick a currency/],
      ['currency=EUR&minPrice=500&maxPrice=100', /minPrice/],
      ['city=Berlin&nearKm=50', /not both/],
      ['category=cars', /Pick a category/],
      ['nearKm=-1', /nearKm/],
      ['limit=500', /limit/],
      ['cursor=bm9wZQ', /out of date/],
      [`q=${'x'.repeat(81)}`, /80 characters/],
      ['colour=red', /nrecognized|colour/],
    ];
    for (const [qs, message] of cases) {
      const res = await req(viewer, 'GET', `/api/marketplace/listings?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().error.message, qs).toMatch(message);
    }
    // A cursor of one sort does not page another.
    const word = uniqueWord();
    const seller = await memberIn('Berlin');
    await list(seller, { title: `${word} a` });
    await list(seller, { title: `${word} b` });
    const page = await search(viewer, `q=${word}&limit=1`);
    expect(page.nextCursor).not.toBeNull();
    const res = await req(
      viewer,
      'GET',
      `/api/marketplace/listings?q=${word}&currency=EUR&sort=price_asc&cursor=${page.nextCursor}`,
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('only the seller changes his listing; deleted and old sold ones are gone for others', () => {
  it("refuses another member's id on edit, status and delete (404), and a bad edit (400)", async () => {
    const seller = await memberIn('Berlin');
    const other = await memberIn('Berlin');
    const item = await list(seller);
    const path = `/api/marketplace/listings/${item.id}`;
    for (const [method, url, body] of [
      ['PATCH', path, { title: 'Mine now' }],
      ['PUT', `${path}/status`, { status: 'sold' }],
      ['DELETE', path, undefined],
    ] as const) {
      const res = await req(other, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.message).toMatch(/no listing with this id/);
    }
    for (const [method, url] of [
      ['GET', '/api/marketplace/listings/nope'],
      ['PATCH', '/api/marketplace/listings/nope'],
      ['DELETE', '/api/marketplace/listings/nope'],
    ] as const)
      expect(
        (await req(seller, method, url, method === 'PATCH' ? { title: 'x1x' } : undefined))
          .statusCode,
      ).toBe(404);
    expect((await req(seller, 'PATCH', path, {})).statusCode).toBe(400);
    expect((await req(seller, 'PATCH', path, { priceMinor: -1 })).statusCode).toBe(400);
    expect((await req(seller, 'PUT', `${path}/status`, { status: 'deleted' })).statusCode).toBe(
      400,
    );
    const still = (await req(other, 'GET', path)).json() as Listing;
    expect(still).toMatchObject({ title: base.title, status: 'active' });
  });

  it('edits his listing; photos taken off it are deleted', async () => {
    const seller = await memberIn('Berlin');
    const [a, b, c] = [
      await listingPhoto(seller),
      await listingPhoto(seller),
      await listingPhoto(seller),
    ];
    const item = await list(seller, { photoIds: [a, b] });
    const res = await req(seller, 'PATCH', `/api/marketplace/listings/${item.id}`, {
      title: 'Harness, price drop',
      priceMinor: 3500,
      photoIds: [c, a],
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json() as Listing;
    expect(edited).toMatchObject({ title: 'Harness, price drop', priceMinor: 3500 });
    expect(edited.photos.map((p) => p.id)).toEqual([c, a]);
    // b went with the edit: it can no longer be put on a listing.
    const again = await req(seller, 'POST', '/api/marketplace/listings', {
      ...base,
      photoIds: [b],
    });
    expect(again.statusCode).toBe(400);
  });

  it('marks sold and relists; sold shows as sold for a week, then only to him', async () => {
    const word = uniqueWord();
    const seller = await memberIn('Berlin');
    const buyer = await memberIn('Berlin');
    const item = await list(seller, { title: `${word} boots` });
    const path = `/api/marketplace/listings/${item.id}`;
    const sold = await req(seller, 'PUT', `${path}/status`, { status: 'sold' });
    expect(sold.statusCode).toBe(200);
    expect(sold.json()).toMatchObject({ status: 'sold' });
    expect(sold.json().soldAt).not.toBeNull();
    expect((await search(buyer, `q=${word}`)).listings[0]).toMatchObject({
      id: item.id,
      status: 'sold',
    });
    expect((await req(buyer, 'GET', path)).json()).toMatchObject({ status: 'sold' });

    clock.advance(MARKETPLACE_LIMITS.soldVisibleDays * DAY + 1000);
    expect(await found(buyer, `q=${word}`)).toEqual([]);
    expect((await req(buyer, 'GET', path)).statusCode).toBe(404);
    const mine = (
      await req(seller, 'GET', '/api/marketplace/mine?status=sold')
    ).json() as MyListings;
    expect(mine.listings.map((l) => l.id)).toEqual([item.id]);

    const relisted = await req(seller, 'PUT', `${path}/status`, { status: 'active' });
    expect(relisted.json()).toMatchObject({ status: 'active', soldAt: null });
    expect(await found(buyer, `q=${word}`)).toEqual([item.id]);
  });

  it('deletes: 404 for everyone, gone from lists and from his own', async () => {
    const word = uniqueWord();
    const seller = await memberIn('Berlin');
    const buyer = await memberIn('Berlin');
    const photoId = await listingPhoto(seller);
    const item = await list(seller, { title: `${word} chair`, photoIds: [photoId] });
    const photoUrl = (
      (await req(buyer, 'GET', `/api/marketplace/listings/${item.id}`)).json() as Listing
    ).photos[0]!.url;
    expect((await req(seller, 'DELETE', `/api/marketplace/listings/${item.id}`)).statusCode).toBe(
      204,
    );
    expect((await req(buyer, 'GET', `/api/marketplace/listings/${item.id}`)).statusCode).toBe(404);
    expect((await req(seller, 'GET', `/api/marketplace/listings/${item.id}`)).statusCode).toBe(404);
    expect(await found(buyer, `q=${word}`)).toEqual([]);
    expect((await req(seller, 'GET', '/api/marketplace/mine')).json().listings).toEqual([]);
    expect((await req(buyer, 'GET', photoUrl)).statusCode).toBe(404);
    expect((await req(seller, 'DELETE', `/api/marketplace/listings/${item.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await req(seller, 'PATCH', `/api/marketplace/listings/${item.id}`, { title: 'Back' }))
        .statusCode,
    ).toBe(404);
  });

  it('an admin removes a listing; anyone else gets a 404 from the admin route', async () => {
    const admin = await memberIn(null, adminEmail);
    const seller = await memberIn('Berlin');
    const item = await list(seller);
    const url = `/api/admin/marketplace/listings/${item.id}/remove`;
    expect((await req(seller, 'POST', url, {})).statusCode).toBe(404);
    expect((await req(admin, 'POST', url, { note: 'Counterfeit' })).statusCode).toBe(204);
    expect((await req(seller, 'GET', `/api/marketplace/listings/${item.id}`)).statusCode).toBe(404);
    expect((await req(admin, 'POST', url, {})).statusCode).toBe(404);
  });
});

describe('staff act only below their role (issue 35)', () => {
  it("an admin cannot take down another admin's listing; a superadmin can", async () => {
    const [adminAddress, peerEmail, bossEmail] = ['admin', 'admin', 'boss'].map(uniqueEmail);
    await t.db.insert(adminUsers).values([
      { email: adminAddress!, role: 'admin', isActive: true },
      { email: peerEmail!, role: 'admin', isActive: true },
      { email: bossEmail!, role: 'admin', isSuperadmin: true, isActive: true },
    ]);
    const admin = await memberIn(null, adminAddress);
    const peer = await memberIn('Berlin', peerEmail);
    const boss = await memberIn(null, bossEmail);
    const item = await list(peer);
    const url = `/api/admin/marketplace/listings/${item.id}/remove`;
    const refused = await req(admin, 'POST', url, { note: 'Counterfeit' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('STAFF_RANK');
    expect((await req(admin, 'GET', `/api/marketplace/listings/${item.id}`)).statusCode).toBe(200);
    expect((await req(boss, 'POST', url, { note: 'Counterfeit' })).statusCode).toBe(204);
  });
});

describe('blocks hold both ways', () => {
  it('in lists, by id, message seller and report', async () => {
    const word = uniqueWord();
    const seller = await memberIn('Berlin');
    const blocker = await memberIn('Berlin');
    const blocked = await memberIn('Berlin');
    const item = await list(seller, { title: `${word} vinyl` });
    expect(
      (await req(blocker, 'POST', `/api/profiles/${seller.id}/block`)).statusCode,
    ).toBeLessThan(300);
    expect(
      (await req(seller, 'POST', `/api/profiles/${blocked.id}/block`)).statusCode,
    ).toBeLessThan(300);
    for (const m of [blocker, blocked]) {
      expect(await found(m, `q=${word}`)).toEqual([]);
      const byId = await req(m, 'GET', `/api/marketplace/listings/${item.id}`);
      expect(byId.statusCode).toBe(404);
      expect(byId.json().error.message).toBe('This listing is no longer available.');
      expect(
        (
          await req(m, 'POST', `/api/marketplace/listings/${item.id}/message`, {
            clientId: newClientId(),
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await req(m, 'POST', `/api/marketplace/listings/${item.id}/report`, { reason: 'spam' }))
          .statusCode,
      ).toBe(404);
    }
    // The seller's listings of theirs are hidden from him too.
    const theirs = await list(blocked, { title: `${word} lamp` });
    expect(await found(seller, `q=${word}`)).toEqual([item.id]);
    expect((await req(seller, 'GET', `/api/marketplace/listings/${theirs.id}`)).statusCode).toBe(
      404,
    );
  });
});

async function chatMessages(m: TestMember, conversationId: string): Promise<Message[]> {
  const res = await req(m, 'GET', `/api/conversations/${conversationId}/messages`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as MessagePage).messages;
}

describe('Message seller', () => {
  it('opens the chat with the listing attached, showing it as it is now: sold, then gone', async () => {
    const seller = await memberIn('Berlin');
    const buyer = await memberIn('Berlin');
    const photoId = await listingPhoto(seller);
    const item = await list(seller, { title: 'Sauna pass', priceMinor: 9000, photoIds: [photoId] });
    const path = `/api/marketplace/listings/${item.id}`;
    const sent = await req(buyer, 'POST', `${path}/message`, {
      clientId: newClientId(),
      text: 'Is this still available?',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { conversationId } = sent.json();

    for (const m of [buyer, seller]) {
      const [message] = await chatMessages(m, conversationId);
      expect(message).toMatchObject({
        kind: 'listing',
        senderId: buyer.id,
        text: 'Is this still available?',
        listing: {
          id: item.id,
          title: 'Sauna pass',
          priceMinor: 9000,
          currency: 'EUR',
          state: 'active',
        },
      });
      // The photo is signed for whoever reads the chat.
      expect((await req(m, 'GET', message!.listing!.photo!.url)).statusCode).toBe(200);
    }
    const inbox = (
      await req(seller, 'GET', '/api/conversations?folder=requests')
    ).json() as ConversationList;
    expect(inbox.conversations.find((c) => c.id === conversationId)?.lastMessage?.preview).toBe(
      'About a listing: Is this still available?',
    );

    await req(seller, 'PUT', `${path}/status`, { status: 'sold' });
    expect((await chatMessages(buyer, conversationId))[0]?.listing).toMatchObject({
      state: 'sold',
    });
    // Sold: no new questions about it.
    const late = await req(buyer, 'POST', `${path}/message`, { clientId: newClientId() });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toMatch(/sold/);

    await req(seller, 'PUT', `${path}/status`, { status: 'active' });
    expect((await req(seller, 'DELETE', path)).statusCode).toBe(204);
    for (const m of [buyer, seller])
      expect((await chatMessages(m, conversationId))[0]?.listing).toEqual({
        id: item.id,
        title: null,
        priceMinor: null,
        currency: null,
        state: 'gone',
        photo: null,
      });
  });

  it('a retried client id is one message; his own listing is a 400; no text is fine', async () => {
    const seller = await memberIn('Berlin');
    const buyer = await memberIn('Berlin');
    const item = await list(seller);
    const path = `/api/marketplace/listings/${item.id}/message`;
    const clientId = newClientId();
    const first = await req(buyer, 'POST', path, { clientId });
    const again = await req(buyer, 'POST', path, { clientId });
    expect(again.json().conversationId).toBe(first.json().conversationId);
    const messages = await chatMessages(buyer, first.json().conversationId);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ kind: 'listing', text: null });
    const own = await req(seller, 'POST', path, { clientId: newClientId() });
    expect(own.statusCode).toBe(400);
    expect((await req(buyer, 'POST', path, { clientId: 'bad id!' })).statusCode).toBe(400);
    expect(
      (await req(buyer, 'POST', path, { clientId: newClientId(), text: 'x'.repeat(5_000_000) }))
        .statusCode,
    ).toBe(400);
  });

  it('the card goes when a block comes between them (the chat too)', async () => {
    const seller = await memberIn('Berlin');
    const buyer = await memberIn('Berlin');
    const item = await list(seller);
    const sent = await req(buyer, 'POST', `/api/marketplace/listings/${item.id}/message`, {
      clientId: newClientId(),
    });
    const { conversationId } = sent.json();
    await req(seller, 'POST', `/api/profiles/${buyer.id}/block`);
    expect(
      (await req(buyer, 'GET', `/api/conversations/${conversationId}/messages`)).statusCode,
    ).toBe(404);
    expect(
      (await req(seller, 'GET', `/api/conversations/${conversationId}/messages`)).statusCode,
    ).toBe(404);
  });
});

describe('reports', () => {
  it('go to the one report store with a copy of the listing; not his own', async () => {
    const seller = await memberIn('Berlin');
    const reporter = await memberIn('Berlin');
    const item = await list(seller, { title: 'Fake festival tickets' });
    const res = await req(reporter, 'POST', `/api/marketplace/listings/${item.id}/report`, {
      reason: 'spam',
      details: 'Asked me to pay by gift card',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db
      .select()
      .from(reports)
      .where(and(eq(reports.targetKind, 'listing'), eq(reports.targetId, item.id)));
    expect(row).toMatchObject({ reporterId: reporter.id, reportedId: seller.id, reason: 'spam' });
    expect(row?.evidence).toContain('Fake festival tickets');
    expect(
      (await req(seller, 'POST', `/api/marketplace/listings/${item.id}/report`, { reason: 'spam' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await req(reporter, 'POST', `/api/marketplace/listings/${item.id}/report`, {
          reason: 'nope',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('signed out', () => {
  it('every marketplace route needs a session', async () => {
    for (const url of [
      '/api/marketplace/listings',
      '/api/marketplace/mine',
      '/api/marketplace/listings/x',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
