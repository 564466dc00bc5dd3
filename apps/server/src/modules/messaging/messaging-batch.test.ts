import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pgLib from 'pg';
import { openDatabase, type Database } from '../../db/client.ts';
import { conversationMembers, conversations, messages } from '../../db/schema.ts';
import {
  callAs,
  createTestApp,
  newClientId,
  newMember,
  openChat,
  type TestApp,
  type TestMember,
} from '../../test/test-app.ts';
import { messagingRepository } from './messaging.repository.ts';
import type { NewMessage } from './messaging.rows.ts';
import { sendRepository } from './messaging-send.repository.ts';

// Group commit (decision 011): sends that arrive while others are being written are stored together,
// one statement and one commit for the batch. These tests drive the batch statement directly, and
// through the API with many sends at once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Member = TestMember;
/** The send path and the read queries over one database, as the service holds them. */
const repositories = (db: Database) => ({ ...messagingRepository(db), ...sendRepository(db) });
const member = () => newMember(t.app);
const cid = newClientId;
const call = (who: Member, method: 'GET' | 'POST', url: string, payload?: object) =>
  callAs(t.app, who, method, url, payload);
const chat = (a: Member, b: Member) => openChat(t.app, a, b, { accept: true });
const text = (conversationId: string, sender: Member, body: string, clientId = cid()) =>
  ({
    conversationId,
    senderId: sender.id,
    clientId,
    kind: 'text',
    body,
    photoId: null,
    latitude: null,
    longitude: null,
    meta: null,
  }) satisfies NewMessage;

const unreadOf = async (who: Member, conversationId: string) =>
  (
    (await call(who, 'GET', '/api/conversations')).json().conversations as Array<{
      id: string;
      unreadCount: number;
    }>
  ).find((c) => c.id === conversationId)?.unreadCount;

describe('sends stored in one batch', () => {
  it("holds back, alone or in a batch, a message the partner's verified-only setting refuses (decision 029)", async () => {
    const [him, stranger, other, friend] = await Promise.all(Array.from({ length: 4 }, member));
    const silent = await chat(stranger!, him!);
    const alsoSilent = await chat(other!, him!);
    const answered = await chat(friend!, him!);
    const repo = repositories(t.db);
    await repo.insertOne(text(answered, him!, 'he wrote here'));
    const settings = (await call(him!, 'GET', '/api/me/message-settings')).json();
    const put = await callAs(t.app, him!, 'PUT', '/api/me/message-settings', {
      ...settings,
      privacy: { ...settings.privacy, verifiedOnly: true },
    });
    expect(put.statusCode).toBe(200);

    expect((await repo.insertOne(text(alsoSilent, other!, 'held back alone'))).status).toBe(
      'refused',
    );
    const batch = await repo.insertMany([
      text(silent, stranger!, 'held back'),
      text(answered, friend!, 'goes: he wrote here'),
      text(silent, him!, 'his own goes'),
    ]);
    expect(batch.map((r) => r.status)).toEqual(['refused', 'created', 'created']);
    // Now that he wrote in it, the chat is open to the stranger too.
    expect((await repo.insertOne(text(silent, stranger!, 'now it goes'))).status).toBe('created');
  });

  it('numbers each conversation in input order, answers a retry with the stored row and refuses only the sends not allowed', async () => {
    const [a, b, c, d, e] = await Promise.all(Array.from({ length: 5 }, member));
    const ab = await chat(a!, b!);
    const cd = await chat(c!, d!);
    const ae = await chat(a!, e!);
    expect((await call(e!, 'POST', `/api/profiles/${a!.id}/block`)).statusCode).toBe(204);
    const repo = repositories(t.db);
    const retried = cid();
    const [first] = await repo.insertMany([text(ab, a!, 'first', retried)]);
    expect(first).toMatchObject({ status: 'created', message: { seq: 1 } });

    const results = await repo.insertMany([
      text(ab, a!, 'one'),
      text(ab, b!, 'two'),
      text(cd, c!, 'elsewhere'),
      text(ab, c!, 'not his chat'),
      text(ab, a!, 'first', retried),
      text(ab, a!, 'three'),
      text(ae, a!, 'blocked'),
      text(ae, e!, 'from the blocker'),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'created',
      'created',
      'created',
      'refused',
      'duplicate',
      'created',
      'refused',
      'refused',
    ]);
    const seqs = results.map((r) => (r.status === 'refused' ? null : r.message.seq));
    expect(seqs).toEqual([2, 3, 1, null, 1, 4, null, null]);
    const retry = results[4];
    if (retry?.status !== 'duplicate' || first?.status !== 'created')
      throw new Error('expected the stored row');
    expect(retry.message.id).toBe(first.message.id);
    for (const r of [results[0], results[1], results[5]])
      expect(r?.status !== 'refused' && [...r!.memberIds].sort()).toEqual([a!.id, b!.id].sort());

    // Stored once each; the refused sends wrote nothing, not even a seq.
    const stored = await t.db
      .select({ body: messages.body, seq: messages.seq })
      .from(messages)
      .where(inArray(messages.conversationId, [ab, ae]))
      .orderBy(messages.seq);
    expect(stored).toEqual([
      { body: 'first', seq: 1 },
      { body: 'one', seq: 2 },
      { body: 'two', seq: 3 },
      { body: 'three', seq: 4 },
    ]);
    const [aeRow] = await t.db.select().from(conversations).where(eq(conversations.id, ae));
    expect(aeRow?.lastSeq).toBe(0);

    // Each sender has read up to his own last message: b has one unread ('three'), a none.
    expect(await unreadOf(b!, ab)).toBe(1);
    expect(await unreadOf(a!, ab)).toBe(0);
    const [bRow] = await t.db
      .select()
      .from(conversationMembers)
      .where(
        and(eq(conversationMembers.conversationId, ab), eq(conversationMembers.userId, b!.id)),
      );
    expect(bRow).toMatchObject({ readSeq: 3, deliveredSeq: 3 });
  });

  it('keeps 60 sends at once through the API dense, ordered per sender and stored once', async () => {
    const [a, b] = [await member(), await member()];
    const id = await chat(a, b);
    const sends = Array.from({ length: 60 }, (_, i) => ({
      who: i % 2 ? b : a,
      body: { clientId: cid(), kind: 'text', text: `burst ${i}` },
    }));
    // Every send twice at once, as an app retrying over a flaky network would.
    const answers = await Promise.all(
      [...sends, ...sends].map((s) =>
        call(s.who, 'POST', `/api/conversations/${id}/messages`, s.body),
      ),
    );
    expect(answers.every((r) => r.statusCode === 201 || r.statusCode === 200)).toBe(true);
    const stored = await t.db
      .select({ body: messages.body, seq: messages.seq, senderId: messages.senderId })
      .from(messages)
      .where(eq(messages.conversationId, id))
      .orderBy(messages.seq);
    expect(stored.map((m) => m.seq)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(new Set(stored.map((m) => m.body)).size).toBe(60);
    // The same send answered twice is the same stored message.
    for (let i = 0; i < 60; i++) expect(answers[i]!.json().id).toBe(answers[i + 60]!.json().id);
  });

  it.runIf(process.env.DATABASE_URL)(
    'batches from two nodes and delivered acks contending for the same chats all complete, seqs dense',
    async () => {
      const people = await Promise.all(Array.from({ length: 12 }, member));
      const chats = await Promise.all(
        Array.from({ length: 6 }, (_, i) => chat(people[2 * i]!, people[2 * i + 1]!)),
      );
      // Two nodes with connections of their own. The statements lock rows in a fixed order (chats by
      // id, then members), which is what keeps two nodes' batches from deadlocking whatever the plan.
      const url = t.databaseUrl!;
      const pools = [0, 1].map(() => new pgLib.Pool({ connectionString: url }));
      const [nodeA, nodeB] = pools.map((p) => repositories(drizzle(p) as unknown as Database));
      const holder = new pgLib.Client({ connectionString: url });
      await holder.connect();
      try {
        for (let round = 0; round < 4; round++) {
          const forward = chats.map((id, i) => text(id, people[2 * i]!, `a${round}`));
          const backward = chats
            .map((id, i) => text(id, people[2 * i + 1]!, `b${round}`))
            .reverse();
          const acks = chats
            .map((conversationId, i) => ({
              conversationId,
              userId: people[2 * i + 1]!.id,
              seq: 1e6,
            }))
            .reverse();
          // A third party holds a chat in the middle, so both batches are under way, each holding
          // the rows on its side of it, when he lets go.
          await holder.query('begin');
          await holder.query('select 1 from conversations where id = $1 for update', [chats[3]]);
          const batches = Promise.all([
            nodeA!.insertMany(forward),
            nodeB!.insertMany(backward),
            nodeB!.advanceDelivered(acks),
          ]);
          await new Promise((r) => setTimeout(r, 150));
          await holder.query('commit');
          const results = await batches;
          expect(results[0].every((r) => r.status === 'created')).toBe(true);
          expect(results[1].every((r) => r.status === 'created')).toBe(true);
        }
      } finally {
        await holder.end();
        await Promise.all(pools.map((p) => p.end()));
      }
      const stored = await t.db
        .select({ id: conversations.id, lastSeq: conversations.lastSeq })
        .from(conversations)
        .where(inArray(conversations.id, chats));
      expect(stored.map((r) => r.lastSeq)).toEqual(chats.map(() => 8));
    },
  );

  it.runIf(process.env.DATABASE_URL)(
    'a send stuck behind a lock held elsewhere does not hold up sends to other chats',
    async () => {
      const [a, b, c, d] = await Promise.all(Array.from({ length: 4 }, member));
      const stuck = await chat(a!, b!);
      const free = await chat(c!, d!);
      const url = t.databaseUrl!;
      const holder = new pgLib.Client({ connectionString: url });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select 1 from conversations where id = $1 for update', [stuck]);
        const waiting = call(a!, 'POST', `/api/conversations/${stuck}/messages`, {
          clientId: cid(),
          kind: 'text',
          text: 'held up',
        });
        // Until the held-up send waits on the holder's lock: sent sooner, the other send could join
        // its batch.
        const holderPid = (await holder.query<{ pid: number }>('select pg_backend_pid() as pid'))
          .rows[0]!.pid;
        const deadline = Date.now() + 10_000;
        for (;;) {
          const { rows } = await holder.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and $1 = any(pg_blocking_pids(pid))`,
            [holderPid],
          );
          if (rows[0]!.n > 0) break;
          if (Date.now() > deadline) throw new Error('the held-up send never waited on the lock');
          await new Promise((r) => setTimeout(r, 20));
        }
        const other = call(c!, 'POST', `/api/conversations/${free}/messages`, {
          clientId: cid(),
          kind: 'text',
          text: 'goes through',
        });
        // Well before the lock is let go: the stalled batch freed a slot after 250 ms. The lock is let
        // go either way, so a failure here is a failed check, not a test that hangs on its own lock.
        const late = Symbol('late');
        const first = await Promise.race([
          other,
          new Promise<typeof late>((r) => setTimeout(() => r(late), 3_000)),
        ]);
        await holder.query('commit');
        expect(first, "the other chat's send waited for the lock").not.toBe(late);
        expect((await other).statusCode).toBe(201);
        expect((await waiting).statusCode).toBe(201);
      } finally {
        await holder.query('rollback').catch(() => undefined);
        await holder.end();
      }
    },
  );
});

describe('the hot statements on PostgreSQL', () => {
  it.runIf(process.env.DATABASE_URL)(
    'settle on one plan per connection instead of being planned again for every send',
    async () => {
      // Named statements (decision 011): after five runs PostgreSQL keeps a generic plan unless it
      // estimates that plan dearer than planning anew. An edit that tips that estimate (a probe per
      // element of a parameter array, say) has every send planned again, which costs as much as the
      // send itself, and nothing else would notice. Sizes as a busy node sees them: sends alone or
      // in pairs, a dozen delivered acks per flush. (A quiet node's flush of one or two acks is
      // planned each time; at ten flushes a second at most that costs nothing.)
      const handle = await openDatabase({ kind: 'postgres', url: t.databaseUrl! });
      try {
        const repo = repositories(handle.db);
        const people = await Promise.all(Array.from({ length: 12 }, member));
        const chats = await Promise.all(
          Array.from({ length: 6 }, (_, i) => chat(people[2 * i]!, people[2 * i + 1]!)),
        );
        const [ab, cd] = [chats[0]!, chats[1]!];
        for (let round = 0; round < 10; round++) {
          await repo.insertOne(text(ab, people[0]!, `one ${round}`));
          await repo.insertMany([
            text(ab, people[1]!, `many ${round}`),
            text(cd, people[2]!, `many ${round}`),
          ]);
          await repo.advanceDelivered(
            chats.flatMap((conversationId, i) =>
              [people[2 * i]!, people[2 * i + 1]!].map((p) => ({
                conversationId,
                userId: p.id,
                seq: 1e6,
              })),
            ),
          );
        }
        // One after the other, so every call went through the same pooled connection.
        const plans = (await handle.db.execute(sql`
          select name, generic_plans::int as generic, custom_plans::int as custom
          from pg_prepared_statements order by name`)) as unknown as {
          rows: Array<{ name: string; generic: number; custom: number }>;
        };
        expect(plans.rows.map((r) => r.name)).toEqual([
          'blaze_delivered_acks',
          'blaze_send_message',
          'blaze_send_messages',
        ]);
        for (const plan of plans.rows) expect(plan, plan.name).toMatchObject({ custom: 5 });
      } finally {
        await handle.close();
      }
    },
  );
});

describe('resumes answered in one batch', () => {
  it("gives each request its member's missing messages, as he may see them, and nothing of chats he is not in", async () => {
    const [a, b, c] = await Promise.all(Array.from({ length: 3 }, member));
    const ab = await chat(a!, b!);
    const bc = await chat(b!, c!);
    const repo = repositories(t.db);
    await repo.insertMany([
      text(ab, a!, 'ab 1'),
      text(ab, b!, 'ab 2'),
      text(ab, a!, 'ab 3'),
      text(bc, c!, 'bc 1'),
      text(bc, b!, 'bc 2'),
    ]);
    // b hides 'ab 2' for himself only.
    const [hidden] = await t.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.conversationId, ab), eq(messages.seq, 2)));
    const hide = await callAs(
      t.app,
      b!,
      'DELETE',
      `/api/conversations/${ab}/messages/${hidden!.id}?for=me`,
    );
    expect(hide.statusCode).toBe(204);

    const answers = await repo.after(
      [
        {
          userId: b!.id,
          cursors: [
            [ab, 0],
            [bc, 1],
          ],
        },
        {
          userId: a!.id,
          cursors: [
            [ab, 1],
            [bc, 0],
          ],
        },
        { userId: c!.id, cursors: [] },
        { userId: a!.id, cursors: [[ab, 0]] },
      ],
      2,
    );
    // Within one answer, each conversation's messages come in seq order.
    const bodies = answers.map((x) => x.rows.map((r) => r.body).sort());
    expect(bodies).toEqual([['ab 1', 'ab 3', 'bc 2'], ['ab 2', 'ab 3'], [], ['ab 1', 'ab 2']]);
    expect(answers.map((x) => x.truncated)).toEqual([[], [], [], [ab]]);
  });
});
