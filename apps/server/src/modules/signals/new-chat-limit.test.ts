import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_CHAT_LIMIT_MESSAGE, SIGNAL_LIMITS } from '@blaze/contracts';
import { adminUsers } from '../../db/schema.ts';
import { manualClock } from '../../lib/clock.ts';
import {
  callAs,
  createTestApp,
  newClientId,
  newMember,
  signUp,
  uniqueEmail,
  type TestApp,
  type TestMember,
} from '../../test/test-app.ts';
import { signalsSettled } from './signals.routes.ts';

const DAY_MS = 24 * 3_600_000;
const clock = manualClock();
let t: TestApp;
let moderator: TestMember;
let targets: TestMember[];
beforeAll(async () => {
  t = await createTestApp({}, {}, { clock });
  const email = uniqueEmail('mod');
  await t.db.insert(adminUsers).values({ email, role: 'moderator', isActive: true });
  const m = await signUp(t.app, { email });
  moderator = { id: m.body.user.id, cookie: m.cookie };
  targets = [];
  for (let i = 0; i < SIGNAL_LIMITS.newChatsPerDay + 2; i++) targets.push(await newMember(t.app));
}, 120_000);
afterAll(async () => t?.close());

const open = (from: TestMember, to: TestMember) =>
  callAs(t.app, from, 'POST', '/api/conversations', { userId: to.id });
const rulesOn = async (memberId: string) => {
  await signalsSettled(t.app);
  const res = await callAs(t.app, moderator, 'GET', `/api/admin/members/${memberId}/signals`);
  return (res.json().counts as Array<{ rule: string; count: number }>).map((c) => c.rule);
};

describe('the new-account limit', () => {
  it('lets a new account start 20 new chats a day: the 21st is a 429 in words; old chats stay open', async () => {
    const fresh = await newMember(t.app);
    const old = await newMember(t.app);
    const limit = SIGNAL_LIMITS.newChatsPerDay;
    const ids: string[] = [];
    for (const [i, to] of targets.slice(0, limit).entries()) {
      const res = await open(fresh, to);
      expect(res.statusCode, `chat ${i + 1}`).toBe(201);
      ids.push(res.json().id);
      // Starting many chats is a signal from the tenth on, never before.
      if (i + 1 === SIGNAL_LIMITS.newAccountBurst - 1) expect(await rulesOn(fresh.id)).toEqual([]);
    }
    expect(await rulesOn(fresh.id)).toEqual(['new_account_chats']);

    const refused = await open(fresh, targets[limit]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'NEW_CHAT_LIMIT',
      message: 'New accounts can start 20 new chats a day. You can message more people tomorrow.',
    });
    expect(refused.json().error.message).toBe(NEW_CHAT_LIMIT_MESSAGE);

    // His existing chats are not limited: he opens one again and writes in it.
    const again = await open(fresh, targets[0]!);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(ids[0]);
    const sent = await callAs(t.app, fresh, 'POST', `/api/conversations/${ids[1]}/messages`, {
      clientId: newClientId(),
      kind: 'text',
      text: 'hello again',
    });
    expect(sent.statusCode).toBe(201);
    // Nor is a chat another member started with him.
    const incoming = await newMember(t.app);
    expect((await open(incoming, fresh)).statusCode).toBe(201);
    expect((await open(fresh, incoming)).statusCode).toBe(200);

    // Nor can he start one through 'Message seller': a new chat is a new chat, whatever opens it.
    const seller = targets[limit + 1]!;
    const placed = await callAs(t.app, seller, 'PUT', '/api/me/location', { city: 'Berlin' });
    expect(placed.statusCode).toBe(200);
    const listing = await callAs(t.app, seller, 'POST', '/api/marketplace/listings', {
      title: 'Leather harness',
      description: 'Worn twice',
      priceMinor: 4500,
      currency: 'EUR',
      category: 'gear',
      condition: 'like_new',
    });
    expect(listing.statusCode, listing.body).toBe(201);
    const asked = await callAs(
      t.app,
      fresh,
      'POST',
      `/api/marketplace/listings/${listing.json().id}/message`,
      { clientId: newClientId(), text: 'Is this still available?' },
    );
    expect(asked.statusCode).toBe(429);
    expect(asked.json().error.code).toBe('NEW_CHAT_LIMIT');

    // The next day he may start more.
    clock.advance(DAY_MS + 60_000);
    expect((await open(fresh, targets[limit]!)).statusCode).toBe(201);

    // An account older than a week is not limited at all, and is no 'new account' signal.
    clock.advance(SIGNAL_LIMITS.newAccountDays * DAY_MS);
    for (const to of targets) expect((await open(old, to)).statusCode).toBe(201);
    expect(await rulesOn(old.id)).toEqual([]);
  }, 120_000);
});
