import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  newClientId,
  newMember,
  openChat,
  type TestApp,
  type TestMember,
} from '../test/test-app.ts';
import { statementsOf, type ActionStatements } from '../test/statements.ts';

/*
 * Issue 30: the SQL statements each hot action sends, counted through the database client and held
 * here. Timings flake on a shared machine; counts do not. `request` is what the action waits for
 * before it answers; `after` is what it leaves for afterwards (push decisions, signals, badges),
 * counted once all of it has settled. A change that needs another statement on a hot path changes
 * the list here, in the same commit, with a line saying what the statement is for. Lists are
 * compared sorted: work running side by side may send in either order.
 */

let t: TestApp;
let members: TestMember[];
const sorted = (s: ActionStatements) => ({
  request: [...s.request].sort(),
  after: [...s.after].sort(),
});

/** A message long enough for the mass-message fingerprint, as most are. */
const TEXT = 'Hey, are you around tonight? I am at the bar on the corner.';

beforeAll(async () => {
  t = await createTestApp();
  members = [];
  // More than a page of nearby members (DISCOVERY_LIMITS.minPageSize, 10) around the first.
  for (let i = 0; i < 13; i++) members.push(await newMember(t.app));
  for (const m of members) {
    const placed = await callAs(t.app, m, 'PUT', '/api/me/location', { lat: 52.52, lng: 13.405 });
    expect(placed.statusCode, placed.body).toBe(200);
  }
});
afterAll(async () => t?.close());

async function cost(action: () => Promise<{ statusCode: number; body: string }>, status = 200) {
  let answer = { statusCode: 0, body: '' };
  const statements = await statementsOf(t.db, async () => {
    answer = await action();
  });
  expect(answer.statusCode, answer.body).toBe(status);
  return sorted(statements);
}

const send = (who: TestMember, conversationId: string, text = TEXT) =>
  callAs(t.app, who, 'POST', `/api/conversations/${conversationId}/messages`, {
    clientId: newClientId(),
    kind: 'text',
    text,
  });

describe('sending a message', () => {
  it('1:1 text, in a chat both have written in', async () => {
    const [a, b] = members as [TestMember, TestMember];
    const chat = await openChat(t.app, a, b, { accept: true });
    expect((await send(b, chat)).statusCode).toBe(201);
    expect((await send(a, chat)).statusCode).toBe(201);
    expect(await cost(() => send(a, chat), 201)).toEqual(
      sorted({
        request: [
          // The send, and nothing else: membership, blocks, the verified-only rule (decision 029), a
          // retried client id, the seq, the message and his cursors, in one statement.
          'with me',
        ],
        after: [
          // Push decides from what this node holds since the earlier messages: his switches and
          // whether his app is open (lib/heard-cache.ts), so it reads nothing here.
          'select conversation_members', // the recipient's badges (unread inbox, requests), batched
          'with asked', // signals: the text's fingerprint, and the chats it went to lately, batched
        ],
      }),
    );
  });

  it('group text: the sender pays one more; the push reads, when any, are shared by the recipients', async () => {
    const [a, b, c, d] = members as [TestMember, TestMember, TestMember, TestMember];
    const opened = await callAs(t.app, a, 'POST', '/api/conversations', {
      name: 'Four',
      userIds: [b.id, c.id, d.id],
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const group = opened.json<{ id: string }>().id;
    const request = [
      'with me', // the send
      'select unnest', // who among the members blocked whom: nobody blocked gets the message
    ];
    // The first message: this node holds nothing yet of two of the three recipients.
    expect(await cost(() => send(a, group), 201)).toEqual(
      sorted({
        request,
        after: [
          'select conversation_members', // the recipients' badges, one batch
          'select conversation_members', // signals: whether the group is a city room
          'select notification_settings', // push: the switches of those not held, one read
          'select profiles', // push: whether their apps are open, one read
        ],
      }),
    );
    expect(await cost(() => send(a, group), 201)).toEqual(
      sorted({
        request: [
          'with me', // the send
          'select unnest', // who among the members blocked whom: nobody blocked gets the message
        ],
        after: [
          'select conversation_members', // the recipients' badges, one batch
          'select conversation_members', // signals: whether the group is a city room
          // Push: the recipients' switches and open apps are held since the first message.
        ],
      }),
    );
  });
});

describe('reading', () => {
  it('opening the inbox', async () => {
    const [a, b, c, , e] = members as TestMember[];
    await openChat(t.app, e!, a!, { accept: true });
    const group = await callAs(t.app, a!, 'POST', '/api/conversations', {
      name: 'Three',
      userIds: [b!.id, c!.id],
    });
    expect(group.statusCode, group.body).toBe(201);
    expect(await cost(() => callAs(t.app, a!, 'GET', '/api/conversations?folder=inbox'))).toEqual(
      sorted({
        request: [
          'select conversation_members', // his conversations, with their last messages
          'select conversation_members', // his unread totals (the badges)
          'select conversation_members', // the members of each, with their receipt settings
          'select unnest', // which of the others he blocked or who blocked him
          'select profiles', // the others' cards (name, photo, online as they show it)
          'select conversation_members', // who blocked whom inside his groups
        ],
        after: [],
      }),
    );
  });

  it('nearby, page 1 and page 2', async () => {
    const a = members[0]!;
    const query = '/api/discover/nearby?radiusKm=25&minAge=18&maxAge=99&limit=10';
    // The first search of a process also looks for roams that ended (then at most once a minute).
    expect((await callAs(t.app, a, 'GET', query)).statusCode).toBe(200);
    let first = { statusCode: 0, body: '' };
    const page1 = await cost(async () => (first = await callAs(t.app, a, 'GET', query)));
    const nearby = [
      'with viewer', // the boosted members within the radius, shown first
      'with viewer', // everyone else, from where the boosted ones end
    ];
    expect(page1).toEqual(sorted({ request: nearby, after: [] }));
    const cursor = JSON.parse(first.body).nextCursor as string;
    expect(cursor).toBeTruthy();
    const page2 = await cost(() =>
      callAs(t.app, a, 'GET', `${query}&cursor=${encodeURIComponent(cursor)}`),
    );
    expect(page2).toEqual(sorted({ request: nearby, after: [] }));
  });

  it("the feed's first page", async () => {
    expect(await cost(() => callAs(t.app, members[0]!, 'GET', '/api/feed?tab=feed'))).toEqual(
      sorted({
        request: [
          'with viewer', // the page of posts
          'select follows', // whom he follows
          'select follows', // whose posts and stories he may see (blocks, followers-only)
        ],
        after: [],
      }),
    );
  });

  it("another member's profile", async () => {
    const [a, b] = members as [TestMember, TestMember];
    expect(await cost(() => callAs(t.app, a, 'GET', `/api/profiles/${b.id}`))).toEqual(
      sorted({
        request: [
          // His card, online as he shows it, unless they blocked each other either way or a
          // restriction holds (a 404): the block rule asked inside it, as probes.
          'select profiles',
          'select profiles', // the viewer's own row: what he may see of the other depends on it
          'select likes', // his likes, and whether each liked the other
          'select favourites', // whether he is the viewer's favourite
        ],
        after: [
          // The view, for his Viewed Me, once the answer is out.
          'select pg_advisory_xact_lock(hashtextextended($1, 0))', // one view per pair at a time
          'insert profile_views',
        ],
      }),
    );
  });

  it('a member search', async () => {
    expect(
      await cost(() => callAs(t.app, members[0]!, 'GET', '/api/search?q=member&kind=members')),
    ).toEqual(sorted({ request: ['select profiles'], after: [] }));
  });
});
