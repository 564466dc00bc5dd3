import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_SETTINGS, MESSAGING_LIMITS, type MessageSettings } from '@blaze/contracts';
import {
  callAs,
  createTestApp,
  newClientId,
  newMember,
  openChat,
  type TestApp,
  type TestMember,
} from '../../test/test-app.ts';

// Issue 12: what a hostile member learnt or did through messaging, each performed as an attack.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Member = TestMember;
const member = () => newMember(t.app);
const call = (who: Member, method: Parameters<typeof callAs>[2], url: string, payload?: unknown) =>
  callAs(t.app, who, method, url, payload);
const say = (from: Member, conversationId: string, text: string, clientId = newClientId()) =>
  call(from, 'POST', `/api/conversations/${conversationId}/messages`, {
    clientId,
    kind: 'text',
    text,
  });
const detail = async (who: Member, id: string) =>
  (await call(who, 'GET', `/api/conversations/${id}`)).json();
const receiptsOf = (c: { peerDeliveredSeq: number; peerReadSeq: number | null }) => ({
  peerDeliveredSeq: c.peerDeliveredSeq,
  peerReadSeq: c.peerReadSeq,
});
const settingsWith = (privacy: Partial<MessageSettings['privacy']>): MessageSettings => ({
  ...DEFAULT_MESSAGE_SETTINGS,
  privacy: { ...DEFAULT_MESSAGE_SETTINGS.privacy, ...privacy },
});
const group = (owner: Member, members: Member[], name = 'Crew') =>
  call(owner, 'POST', '/api/conversations', { name, userIds: members.map((m) => m.id) });

describe('who liked me (finding 3)', () => {
  it('an empty 1:1 looks the same to its opener whether or not the other privately liked him', async () => {
    const [prober, fan, stranger] = [await member(), await member(), await member()];
    await call(fan, 'POST', `/api/profiles/${prober.id}/like`);
    const withFan = await openChat(t.app, prober, fan);
    const withStranger = await openChat(t.app, prober, stranger);
    expect(receiptsOf(await detail(prober, withFan))).toEqual(
      receiptsOf(await detail(prober, withStranger)),
    );
    // Also once he has written and both have read (neither replied nor accepted).
    await say(prober, withFan, 'hi');
    await say(prober, withStranger, 'hi');
    await call(fan, 'POST', `/api/conversations/${withFan}/read`, { seq: 1 });
    await call(stranger, 'POST', `/api/conversations/${withStranger}/read`, { seq: 1 });
    expect(receiptsOf(await detail(prober, withFan))).toEqual(
      receiptsOf(await detail(prober, withStranger)),
    );
    // The fan still finds it in his inbox: that depends on his like, and only he sees it.
    expect((await detail(fan, withFan)).folder).toBe('inbox');
    expect((await detail(stranger, withStranger)).folder).toBe('requests');
  });

  it('a new group shows its owner the same whether or not its members privately favourited him', async () => {
    const [owner, fan, x, y, z] = [
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    await call(fan, 'POST', `/api/profiles/${owner.id}/favourite`);
    const withFan = (await group(owner, [fan, x])).json().id;
    const without = (await group(owner, [y, z])).json().id;
    expect(receiptsOf(await detail(owner, withFan))).toEqual(
      receiptsOf(await detail(owner, without)),
    );
  });
});

describe('delivered and read state (finding 5, messaging)', () => {
  it('a stranger in Requests learns nothing of when the app of the one he wrote comes online', async () => {
    const [stranger, b] = [await member(), await member()];
    const id = await openChat(t.app, stranger, b);
    await say(stranger, id, 'hey');
    await call(b, 'POST', `/api/conversations/${id}/read`, { seq: 1 });
    expect(receiptsOf(await detail(stranger, id))).toEqual({
      peerDeliveredSeq: 0,
      peerReadSeq: null,
    });
    // He replies: from now on his cursors show.
    await say(b, id, 'hi');
    expect((await detail(stranger, id)).peerDeliveredSeq).toBe(2);
  });

  it("'last seen' off hides the delivered cursor; read receipts off hides reading, delivered included", async () => {
    const [a, b] = [await member(), await member()];
    const id = await openChat(t.app, a, b, { accept: true });
    await call(b, 'PUT', '/api/me/message-settings', settingsWith({ lastSeen: false }));
    await say(a, id, 'one');
    await call(b, 'POST', `/api/conversations/${id}/read`, { seq: 1 });
    expect(receiptsOf(await detail(a, id))).toEqual({ peerDeliveredSeq: 0, peerReadSeq: 1 });

    const [c, d] = [await member(), await member()];
    const other = await openChat(t.app, c, d, { accept: true });
    await call(d, 'PUT', '/api/me/message-settings', settingsWith({ readReceipts: false }));
    await say(c, other, 'one');
    await call(d, 'POST', `/api/conversations/${other}/read`, { seq: 1 });
    // His reading moved nothing the other can see.
    expect(receiptsOf(await detail(c, other))).toEqual({ peerDeliveredSeq: 0, peerReadSeq: null });
  });
});

describe('blocks on every path (finding 4)', () => {
  it('a retried client id after a block is refused, not answered and fanned out again', async () => {
    const [a, b] = [await member(), await member()];
    const id = await openChat(t.app, a, b);
    const clientId = newClientId();
    expect((await say(a, id, 'hello', clientId)).statusCode).toBe(201);
    await call(b, 'POST', `/api/profiles/${a.id}/block`);
    expect((await say(a, id, 'hello', clientId)).statusCode).toBe(404);
  });

  it('in a group, a member he blocked is gone from his history, previews and unread count', async () => {
    const [owner, pest, victim] = [await member(), await member(), await member()];
    const id = (await group(owner, [pest, victim])).json().id;
    await call(victim, 'POST', `/api/conversations/${id}/accept`);
    await call(victim, 'POST', `/api/profiles/${pest.id}/block`);
    await say(pest, id, 'you cannot hide');
    await say(owner, id, 'hello all');
    const texts = (await call(victim, 'GET', `/api/conversations/${id}/messages`))
      .json()
      .messages.map((m: { text: string | null }) => m.text);
    expect(texts).toContain('hello all');
    expect(texts).not.toContain('you cannot hide');
    await say(pest, id, 'still here');
    const listed = (await detail(victim, id)) as {
      lastMessage: { preview: string };
      unreadCount: number;
    };
    expect(listed.lastMessage.preview).toBe('hello all');
    // 'Group created' and 'hello all'; none of his three.
    expect(listed.unreadCount).toBe(2);
    // And the one blocked does not see the blocker's either (a block holds both ways).
    await say(victim, id, 'from the victim');
    const forPest = (await call(pest, 'GET', `/api/conversations/${id}/messages`)).json();
    expect(forPest.messages.map((m: { text: string | null }) => m.text)).not.toContain(
      'from the victim',
    );
  });
});

describe('groups (finding 13)', () => {
  it('only the owner renames a group or sets its timer', async () => {
    const [owner, b, c] = [await member(), await member(), await member()];
    const id = (await group(owner, [b, c])).json().id;
    expect(
      (await call(b, 'PATCH', `/api/conversations/${id}`, { name: 'Mine now' })).statusCode,
    ).toBe(403);
    expect(
      (await call(b, 'PATCH', `/api/conversations/${id}`, { disappearAfterSeconds: 300 }))
        .statusCode,
    ).toBe(403);
    expect((await detail(owner, id)).name).toBe('Crew');
    // A member still mutes it for himself.
    expect((await call(b, 'PATCH', `/api/conversations/${id}`, { muted: true })).statusCode).toBe(
      200,
    );
    expect(
      (await call(owner, 'PATCH', `/api/conversations/${id}`, { name: 'Ours' })).statusCode,
    ).toBe(200);
  });

  it(`limits group creation to ${MESSAGING_LIMITS.groupsPerHour} an hour per member`, async () => {
    const [spammer, x, y] = [await member(), await member(), await member()];
    for (let i = 0; i < MESSAGING_LIMITS.groupsPerHour; i++)
      expect((await group(spammer, [x, y], `Spam ${i}`)).statusCode).toBe(201);
    const over = await group(spammer, [x, y], 'One more');
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('RATE_LIMITED');
    const requests = (await call(x, 'GET', '/api/conversations?folder=requests')).json();
    expect(requests.conversations).toHaveLength(MESSAGING_LIMITS.groupsPerHour);
  });

  it('will not put a member in a group with someone who blocked him, and says only "cannot add"', async () => {
    const [owner, pest, victim, friend] = [
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    await call(victim, 'POST', `/api/profiles/${pest.id}/block`);
    const created = await group(owner, [pest, victim]);
    expect(created.statusCode).toBe(409);
    expect(created.json().error).toMatchObject({ code: 'MEMBER_UNAVAILABLE' });
    expect(created.json().error.message).not.toMatch(/block/i);
    const id = (await group(owner, [victim, friend])).json().id;
    const added = await call(owner, 'POST', `/api/conversations/${id}/members`, {
      userIds: [pest.id],
    });
    expect(added.statusCode).toBe(409);
    expect((await detail(owner, id)).memberCount).toBe(3);
  });

  it('an ex-member cannot re-broadcast his old messages', async () => {
    const [owner, b, c] = [await member(), await member(), await member()];
    const id = (await group(owner, [b, c])).json().id;
    const clientId = newClientId();
    expect((await say(b, id, 'remember me', clientId)).statusCode).toBe(201);
    expect((await call(b, 'DELETE', `/api/conversations/${id}`)).statusCode).toBe(204);
    expect((await say(b, id, 'remember me', clientId)).statusCode).toBe(404);
  });
});

describe('sends per member (finding 6, messaging)', () => {
  it(`counts HTTP sends per member: ${MESSAGING_LIMITS.sendsPerMinute} a minute, then 429`, async () => {
    const [a, b] = [await member(), await member()];
    const id = await openChat(t.app, a, b);
    for (let i = 0; i < MESSAGING_LIMITS.sendsPerMinute; i++)
      expect((await say(a, id, `m${i}`)).statusCode).toBe(201);
    const over = await say(a, id, 'one too many');
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('RATE_LIMITED');
  });
});
