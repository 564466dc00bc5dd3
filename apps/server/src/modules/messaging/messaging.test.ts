import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_MESSAGE_SETTINGS, LOCATION_PRIVACY, type MessageSettings } from '@blaze/contracts';
import { messages, reports } from '../../db/schema.ts';
import { destination, distanceM, gridCell, mapArea } from '../../lib/geo.ts';
import sharp from 'sharp';
import {
  callAs,
  createTestApp,
  multipartFile,
  newClientId,
  newMember,
  openChat,
  type TestApp,
  type TestMember,
} from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Member = TestMember;
const member = () => newMember(t.app);
const call = (who: Member, method: Parameters<typeof callAs>[2], url: string, payload?: unknown) =>
  callAs(t.app, who, method, url, payload);
const cid = newClientId;

const chat = (a: Member, b: Member) => openChat(t.app, a, b);
async function say(from: Member, conversationId: string, text: string, clientId = cid()) {
  return call(from, 'POST', `/api/conversations/${conversationId}/messages`, {
    clientId,
    kind: 'text',
    text,
  });
}
const settingsWith = (privacy: Partial<MessageSettings['privacy']>): MessageSettings => ({
  ...DEFAULT_MESSAGE_SETTINGS,
  privacy: { ...DEFAULT_MESSAGE_SETTINGS.privacy, ...privacy },
});

describe('sending', () => {
  it('stores a retried client id once and answers the stored message again', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    const clientId = cid();
    const first = await say(a, id, 'Hey, how is your evening?', clientId);
    expect(first.statusCode).toBe(201);
    const again = await say(a, id, 'Hey, how is your evening?', clientId);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(again.json().seq).toBe(first.json().seq);
    const rows = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, a.id), eq(messages.clientId, clientId)));
    expect(rows).toHaveLength(1);
    const concurrent = cid();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => say(a, id, 'race', concurrent)),
    );
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    const page = (await call(b, 'GET', `/api/conversations/${id}/messages`)).json();
    expect(page.messages.map((m: { text: string }) => m.text)).toEqual([
      'Hey, how is your evening?',
      'race',
    ]);
    expect(page.messages[0].clientId).toBeNull();
  });

  it('numbers messages 1, 2, 3… per conversation and resumes after a seq with exactly the rest', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    for (const text of ['one', 'two', 'three', 'four', 'five']) await say(a, id, text);
    await say(b, id, 'six');
    const after = (await call(b, 'GET', `/api/conversations/${id}/messages?after=2`)).json();
    expect(after.messages.map((m: { seq: number }) => m.seq)).toEqual([3, 4, 5, 6]);
    expect(after.messages.map((m: { text: string }) => m.text)).toEqual([
      'three',
      'four',
      'five',
      'six',
    ]);
    const older = (
      await call(b, 'GET', `/api/conversations/${id}/messages?before=4&limit=2`)
    ).json();
    expect(older.messages.map((m: { seq: number }) => m.seq)).toEqual([2, 3]);
    expect(older.hasMore).toBe(true);
  });

  it.each([
    ['empty text', { kind: 'text', text: '   ' }],
    ['an unknown kind', { kind: 'voice', text: 'x' }],
    ['an unknown field', { kind: 'text', text: 'x', senderId: 'someone' }],
    ['text over 4,000 characters', { kind: 'text', text: 'x'.repeat(4_001) }],
  ])('refuses %s with 400', async (_label, body) => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    const res = await call(a, 'POST', `/api/conversations/${id}/messages`, {
      clientId: cid(),
      ...body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBeTruthy();
  });

  it('refuses a client id that is not an id', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    const res = await call(a, 'POST', `/api/conversations/${id}/messages`, {
      clientId: 'x; drop',
      kind: 'text',
      text: 'hi',
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a seq beyond any there can be with 400, not a failed query', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    const huge = 2 ** 31;
    for (const query of [`after=${huge}`, `before=${huge}`]) {
      const res = await call(a, 'GET', `/api/conversations/${id}/messages?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await call(a, 'POST', `/api/conversations/${id}/read`, { seq: huge })).statusCode).toBe(
      400,
    );
    // The largest seq there can be is still a fine cursor.
    const res = await call(a, 'GET', `/api/conversations/${id}/messages?after=${huge - 1}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toEqual([]);
  });

  it('refuses text, a search or an id holding a null character with 400, and stores nothing', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    const res = await say(a, id, 'see you at\u0000 nine');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'BAD_REQUEST' });
    expect(res.json().error.message).toMatch(/null character/);
    expect((await call(a, 'GET', '/api/conversations?q=a%00b')).statusCode).toBe(400);
    expect((await call(a, 'GET', '/api/conversations/a%00b/messages')).statusCode).toBe(400);
    const stored = await t.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(stored).toHaveLength(0);
  });

  it('snaps a location pin to a ~445 m map cell, never the coordinates sent', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    const here = { latitude: 52.520_123, longitude: 13.404_987 };
    const res = await call(a, 'POST', `/api/conversations/${id}/messages`, {
      clientId: cid(),
      kind: 'location',
      ...here,
    });
    expect(res.statusCode).toBe(201);
    const pin = res.json().location;
    expect([pin.latitude, pin.longitude]).not.toEqual([here.latitude, here.longitude]);
    const off = distanceM(
      { lat: pin.latitude, lng: pin.longitude },
      { lat: here.latitude, lng: here.longitude },
    );
    expect(off).toBeLessThan(450);
    const seen = (await call(b, 'GET', `/api/conversations/${id}/messages`)).json();
    expect(JSON.stringify(seen)).not.toContain('52.520123');
  });

  it('puts a pin in his public cell, so his map marker tells the man he sends it to nothing more', async () => {
    // The attacker is the man he shares it with: he reads the pin and the sender's marker on the nearby
    // map, and keeps the points of the area that give both (both grids are public). With two grids that
    // do not nest, that is a sliver of the pin's cell, some 100 m across.
    const centre = { lat: 48.8566, lng: 2.3522 };
    for (let i = 0; i < 6; i++) {
      const home = destination(centre, 600 + i * 410, 0.4 + i * 1.1);
      const [sender, partner] = [await member(), await member()];
      for (const [m, p] of [
        [sender, home],
        [partner, destination(home, 1_500, 2)],
      ] as const)
        expect((await call(m, 'PUT', '/api/me/location', p)).statusCode).toBe(200);
      const id = await chat(sender, partner);
      const sent = await call(sender, 'POST', `/api/conversations/${id}/messages`, {
        clientId: cid(),
        kind: 'location',
        latitude: home.lat,
        longitude: home.lng,
      });
      expect(sent.statusCode).toBe(201);
      const read = (await call(partner, 'GET', `/api/conversations/${id}/messages`)).json();
      const { latitude, longitude } = read.messages.find(
        (m: { kind: string }) => m.kind === 'location',
      ).location;
      const listed = (
        await call(partner, 'GET', '/api/discover/nearby?radiusKm=5&limit=100')
      ).json();
      const marker = listed.members.find((m: { id: string }) => m.id === sender.id).area;

      const key = (p: { lat: number; lng: number }) => `${p.lat},${p.lng}`;
      let pinOnly = 0;
      let both = 0;
      for (let y = -60; y <= 60; y++)
        for (let x = -60; x <= 60; x++) {
          const p = { lat: home.lat + y * 0.0001, lng: home.lng + x * 0.00015 };
          if (key(mapArea(p)) !== key({ lat: latitude, lng: longitude })) continue;
          pinOnly += 1;
          if (key(gridCell(p, LOCATION_PRIVACY.cellDeg).centre) === key(marker)) both += 1;
        }
      expect(pinOnly).toBeGreaterThan(0);
      expect(both).toBe(pinOnly);
      expect(distanceM({ lat: latitude, lng: longitude }, home)).toBeLessThan(500);
    }
  });
});

describe('who may do what', () => {
  it('refuses a non-participant on every route that takes a conversation id (404)', async () => {
    const [a, b, outsider] = [await member(), await member(), await member()];
    const id = await chat(a, b);
    const sent = (await say(a, id, 'private')).json();
    const routes: Array<[Parameters<typeof call>[1], string, unknown?]> = [
      ['GET', `/api/conversations/${id}`],
      ['PATCH', `/api/conversations/${id}`, { muted: true }],
      ['DELETE', `/api/conversations/${id}`],
      ['POST', `/api/conversations/${id}/members`, { userIds: [outsider.id] }],
      ['POST', `/api/conversations/${id}/accept`],
      ['GET', `/api/conversations/${id}/messages`],
      ['GET', `/api/conversations/${id}/messages?after=0`],
      ['POST', `/api/conversations/${id}/messages`, { clientId: cid(), kind: 'text', text: 'hi' }],
      ['DELETE', `/api/conversations/${id}/messages/${sent.id}?for=me`],
      ['DELETE', `/api/conversations/${id}/messages/${sent.id}?for=everyone`],
      ['POST', `/api/conversations/${id}/read`, { seq: 1 }],
      ['POST', `/api/conversations/${id}/report`, { reason: 'spam' }],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(outsider, method, url, body);
      expect({ url, method, status: res.statusCode }).toEqual({ url, method, status: 404 });
    }
    const list = (await call(outsider, 'GET', '/api/conversations')).json();
    expect(list.conversations).toHaveLength(0);
    const page = (await call(b, 'GET', `/api/conversations/${id}/messages`)).json();
    expect(page.messages).toHaveLength(1);
    expect(page.messages[0].unsent).toBe(false);
  });

  it('refuses signed-out callers with 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/conversations' });
    expect(res.statusCode).toBe(401);
  });

  it('a blocked member cannot send, and the chat vanishes for both', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    await say(a, id, 'hello');
    expect((await call(b, 'POST', `/api/profiles/${a.id}/block`)).statusCode).toBe(204);
    const fromA = await say(a, id, 'are you there?');
    expect(fromA.statusCode).toBe(404);
    const fromB = await say(b, id, 'bye');
    expect(fromB.statusCode).toBe(404);
    expect((await call(a, 'GET', '/api/conversations')).json().conversations).toHaveLength(0);
    expect((await call(a, 'POST', '/api/conversations', { userId: b.id })).statusCode).toBe(404);
    const stored = await t.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(stored).toHaveLength(1);
  });

  it('only the sender can unsend; delete for me hides it for me only', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    const mine = (await say(a, id, 'oops, wrong chat')).json();
    const theirs = (await say(b, id, 'haha')).json();
    expect(
      (await call(b, 'DELETE', `/api/conversations/${id}/messages/${mine.id}?for=everyone`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(a, 'DELETE', `/api/conversations/${id}/messages/${mine.id}?for=everyone`))
        .statusCode,
    ).toBe(204);
    expect(
      (await call(a, 'DELETE', `/api/conversations/${id}/messages/${theirs.id}?for=me`)).statusCode,
    ).toBe(204);
    const forA = (await call(a, 'GET', `/api/conversations/${id}/messages`)).json().messages;
    const forB = (await call(b, 'GET', `/api/conversations/${id}/messages`)).json().messages;
    expect(forA.map((m: { seq: number }) => m.seq)).toEqual([1]);
    expect(forA[0]).toMatchObject({ unsent: true, text: null });
    expect(forB.map((m: { text: string | null }) => m.text)).toEqual([null, 'haha']);
    expect(
      (await call(a, 'DELETE', `/api/conversations/${id}/messages/${theirs.id}?for=nobody`))
        .statusCode,
    ).toBe(400);
  });
});

describe('receipts, unread and requests', () => {
  it('shows delivered and read, and read receipts off hides them both ways', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    await say(a, id, 'one');
    await say(a, id, 'two');
    let forA = (await call(a, 'GET', `/api/conversations/${id}`)).json();
    // B has not accepted the chat yet (a request): A sees no read state at all.
    expect(forA).toMatchObject({ lastSeq: 2, peerReadSeq: null });
    const forB = (await call(b, 'GET', '/api/conversations?folder=requests')).json();
    expect(forB.conversations[0].unreadCount).toBe(2);
    expect((await call(b, 'POST', `/api/conversations/${id}/accept`)).statusCode).toBe(200);
    expect((await call(b, 'POST', `/api/conversations/${id}/read`, { seq: 2 })).statusCode).toBe(
      204,
    );
    forA = (await call(a, 'GET', `/api/conversations/${id}`)).json();
    expect(forA).toMatchObject({ peerReadSeq: 2, peerDeliveredSeq: 2 });
    expect((await call(b, 'GET', `/api/conversations/${id}`)).json().unreadCount).toBe(0);

    // B turns receipts off: A no longer sees B's reads, and B sees none of A's.
    const off = settingsWith({ readReceipts: false });
    expect((await call(b, 'PUT', '/api/me/message-settings', off)).statusCode).toBe(200);
    await say(b, id, 'from b');
    await call(a, 'POST', `/api/conversations/${id}/read`, { seq: 3 });
    expect((await call(a, 'GET', `/api/conversations/${id}`)).json().peerReadSeq).toBeNull();
    expect((await call(b, 'GET', `/api/conversations/${id}`)).json().peerReadSeq).toBeNull();
    expect((await call(b, 'GET', `/api/conversations/${id}`)).json().peerDeliveredSeq).toBe(3);
  });

  it("puts a stranger's first message in Requests, a liked member's in the inbox", async () => {
    const [a, stranger, liked] = [await member(), await member(), await member()];
    await call(a, 'POST', `/api/profiles/${liked.id}/like`);
    await say(stranger, await chat(stranger, a), 'hi handsome');
    await say(liked, await chat(liked, a), 'thanks for the like');
    const inbox = (await call(a, 'GET', '/api/conversations')).json();
    const requests = (await call(a, 'GET', '/api/conversations?folder=requests')).json();
    expect(
      inbox.conversations.map(
        (c: { participants: Array<{ id: string }> }) => c.participants[0]!.id,
      ),
    ).toEqual([liked.id]);
    expect(
      requests.conversations.map(
        (c: { participants: Array<{ id: string }> }) => c.participants[0]!.id,
      ),
    ).toEqual([stranger.id]);
    expect(inbox.requestCount).toBe(1);
    expect(inbox.unreadTotal).toBe(1);
    // The stranger sees neither delivered nor read while his message waits as a request.
    const id = requests.conversations[0].id;
    await call(a, 'POST', `/api/conversations/${id}/read`, { seq: 1 });
    expect((await call(stranger, 'GET', `/api/conversations/${id}`)).json().peerReadSeq).toBeNull();
    // Replying accepts it.
    await say(a, id, 'hey');
    expect((await call(a, 'GET', '/api/conversations')).json().conversations).toHaveLength(2);
  });

  it('searches conversations by name', async () => {
    const [a, b] = [await member(), await member()];
    await call(b, 'PATCH', '/api/profiles/me', { displayName: 'Quentin' });
    await say(a, await chat(a, b), 'hi');
    const found = (await call(a, 'GET', '/api/conversations?q=quent')).json();
    expect(found.conversations).toHaveLength(1);
    const none = (await call(a, 'GET', '/api/conversations?q=%25')).json();
    expect(none.conversations).toHaveLength(0);
  });
});

describe('groups, settings and reports', () => {
  it('creates, renames, adds, and leaves a group; a newcomer reads only from his arrival', async () => {
    const [owner, b, c, d] = [await member(), await member(), await member(), await member()];
    const created = await call(owner, 'POST', '/api/conversations', {
      name: 'Saturday crew',
      userIds: [b.id, c.id],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    await say(b, id, 'before d');
    const renamed = await call(owner, 'PATCH', `/api/conversations/${id}`, { name: 'Sunday crew' });
    expect(renamed.json()).toMatchObject({ name: 'Sunday crew', isGroup: true, memberCount: 3 });
    expect(
      (await call(b, 'POST', `/api/conversations/${id}/members`, { userIds: [d.id] })).statusCode,
    ).toBe(403);
    const added = await call(owner, 'POST', `/api/conversations/${id}/members`, {
      userIds: [d.id],
    });
    expect(added.json().memberCount).toBe(4);
    const forD = (await call(d, 'GET', `/api/conversations/${id}/messages`)).json().messages;
    expect(forD.map((m: { text: string | null }) => m.text)).not.toContain('before d');
    expect((await call(c, 'DELETE', `/api/conversations/${id}`)).statusCode).toBe(204);
    expect((await call(c, 'GET', `/api/conversations/${id}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/conversations/${id}`)).json().memberCount).toBe(3);
    expect(
      (await call(owner, 'POST', '/api/conversations', { name: 'Solo', userIds: [b.id] }))
        .statusCode,
    ).toBe(400);
  });

  it('stamps an expiry on messages when the timer is on', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    const res = await call(a, 'PATCH', `/api/conversations/${id}`, { disappearAfterSeconds: 3600 });
    expect(res.json().disappearAfterSeconds).toBe(3600);
    const sent = (await say(a, id, 'this goes away')).json();
    const left = new Date(sent.expiresAt).getTime() - Date.now();
    expect(left).toBeGreaterThan(3_500_000);
    expect(left).toBeLessThanOrEqual(3_600_000);
    expect(
      (await call(a, 'PATCH', `/api/conversations/${id}`, { disappearAfterSeconds: 42 }))
        .statusCode,
    ).toBe(400);
  });

  it('keeps message settings per member and refuses unknown fields', async () => {
    const a = await member();
    expect((await call(a, 'GET', '/api/me/message-settings')).json()).toEqual(
      DEFAULT_MESSAGE_SETTINGS,
    );
    const next = settingsWith({ typing: false });
    expect((await call(a, 'PUT', '/api/me/message-settings', next)).json()).toEqual(next);
    expect((await call(a, 'GET', '/api/me/message-settings')).json()).toEqual(next);
    const bad = { ...next, privacy: { ...next.privacy, spy: true } };
    expect((await call(a, 'PUT', '/api/me/message-settings', bad)).statusCode).toBe(400);
  });

  it('stores a reported message for the moderators with its text', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    const sent = (await say(b, id, 'send me money')).json();
    const res = await call(a, 'POST', `/api/conversations/${id}/report`, {
      reason: 'scam',
      messageId: sent.id,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(reports).where(eq(reports.id, res.json().id));
    expect(row).toMatchObject({
      reporterId: a.id,
      reportedId: b.id,
      conversationId: id,
      evidence: 'send me money',
      reason: 'scam',
    });
    const own = await call(b, 'POST', `/api/conversations/${id}/report`, {
      reason: 'scam',
      messageId: sent.id,
    });
    expect(own.statusCode).toBe(400);
  });

  it('lists city rooms and lets a member join one', async () => {
    const a = await member();
    const { rooms } = (await call(a, 'GET', '/api/rooms')).json();
    const berlin = rooms.find((r: { city: string }) => r.city === 'Berlin');
    expect(berlin).toMatchObject({ joined: false });
    const joined = await call(a, 'POST', `/api/rooms/${berlin.id}/join`);
    expect(joined.json().conversationId).toBe(berlin.id);
    const again = (await call(a, 'GET', '/api/rooms')).json().rooms;
    expect(again.find((r: { city: string }) => r.city === 'Berlin').joined).toBe(true);
    expect((await say(a, berlin.id, 'Hallo Berlin')).statusCode).toBe(201);
    expect((await call(a, 'POST', `/api/rooms/${randomUUID()}/join`)).statusCode).toBe(404);
    const count = await t.db.execute(
      sql`select count(*)::int as n from conversations where room_city is not null`,
    );
    expect((count as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBeGreaterThan(4);
  });
});

describe('photos, albums and disappearing messages', () => {
  async function privatePhoto(owner: Member): Promise<string> {
    const bytes = await sharp({
      create: { width: 300, height: 400, channels: 3, background: '#2d87ff' },
    })
      .jpeg()
      .toBuffer();
    const { payload, headers } = multipartFile(bytes);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/photos?album=private',
      payload,
      headers: { ...headers, cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  }
  const fetchAs = (who: Member, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

  it('a private photo sent in a chat opens for the other member only, until it is unsent', async () => {
    const [a, b, outsider] = [await member(), await member(), await member()];
    const id = await chat(a, b);
    const photoId = await privatePhoto(a);
    const sent = await call(a, 'POST', `/api/conversations/${id}/messages`, {
      clientId: cid(),
      kind: 'photo',
      photoId,
    });
    expect(sent.statusCode).toBe(201);
    const [seen] = (await call(b, 'GET', `/api/conversations/${id}/messages`)).json().messages;
    expect(seen.photo.url).toBeTruthy();
    expect((await fetchAs(b, seen.photo.url)).statusCode).toBe(200);
    expect((await fetchAs(outsider, seen.photo.url)).statusCode).toBe(404);
    // B still cannot open A's private album: only this photo was shared.
    expect((await call(b, 'GET', `/api/profiles/${a.id}/private-photos`)).statusCode).toBe(403);
    await call(a, 'DELETE', `/api/conversations/${id}/messages/${sent.json().id}?for=everyone`);
    expect((await fetchAs(b, seen.photo.url)).statusCode).toBe(404);
  });

  it("refuses to send someone else's photo", async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    const theirs = await privatePhoto(b);
    const res = await call(a, 'POST', `/api/conversations/${id}/messages`, {
      clientId: cid(),
      kind: 'photo',
      photoId: theirs,
    });
    expect(res.statusCode).toBe(404);
  });

  it('sharing the private album in a chat grants the other member access to it', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    await privatePhoto(a);
    expect((await call(b, 'GET', `/api/profiles/${a.id}/private-photos`)).statusCode).toBe(403);
    const res = await call(a, 'POST', `/api/conversations/${id}/messages`, {
      clientId: cid(),
      kind: 'album',
      expiresInHours: 24,
    });
    expect(res.json()).toMatchObject({ kind: 'album' });
    const album = await call(b, 'GET', `/api/profiles/${a.id}/private-photos`);
    expect(album.statusCode).toBe(200);
    expect(album.json()).toHaveLength(1);
  });

  it('sharing the album in a group grants it to nobody blocked either way with the sender', async () => {
    const [owner, pest, victim] = [await member(), await member(), await member()];
    const id = (
      await call(owner, 'POST', '/api/conversations', {
        name: 'Crew',
        userIds: [pest.id, victim.id],
      })
    ).json().id;
    await privatePhoto(victim);
    await call(victim, 'POST', `/api/profiles/${pest.id}/block`);
    const res = await call(victim, 'POST', `/api/conversations/${id}/messages`, {
      clientId: cid(),
      kind: 'album',
      expiresInHours: 24,
    });
    expect(res.statusCode).toBe(201);
    expect((await call(owner, 'GET', `/api/profiles/${victim.id}/private-photos`)).statusCode).toBe(
      200,
    );
    expect(
      (await call(pest, 'GET', `/api/profiles/${victim.id}/private-photos`)).statusCode,
    ).toBeGreaterThanOrEqual(400);
  });

  it('hides a disappearing message once its time is up', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    await call(a, 'PATCH', `/api/conversations/${id}`, { disappearAfterSeconds: 300 });
    const sent = (await say(a, id, 'gone soon')).json();
    await t.db
      .update(messages)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(messages.id, sent.id));
    const texts = (await call(b, 'GET', `/api/conversations/${id}/messages`))
      .json()
      .messages.map((m: { text: string | null }) => m.text);
    expect(texts).not.toContain('gone soon');
  });
});
