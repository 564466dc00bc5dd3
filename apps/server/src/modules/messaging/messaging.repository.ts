import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type { MessageSettings } from '@blaze/contracts';
import { executePrepared, type Database } from '../../db/client.ts';
import {
  conversationMembers,
  conversations,
  favourites,
  likes,
  messageHides,
  messageSettings,
  messages,
  profiles,
  serviceBlocks,
  serviceConversations,
} from '../../db/schema.ts';
import {
  blockedEitherWay,
  blockedEitherWayAt,
  blockedPairProbe,
  restrictedNow,
  restrictedProbe,
} from '../blocks/blocks.service.ts';
import {
  MESSAGE_COLUMNS,
  num,
  rowsOf,
  toMembership,
  toMessageRow,
  toParticipant,
  type ListedConversation,
  type MembershipRow,
  type MessageRow,
  type ParticipantRow,
} from './messaging.rows.ts';

/** A service chat (decision 025): personal blocks do not reach it, its own rule does (`pairBlocked`). */
const isServiceChat = (conversationId: SQLChunk) =>
  sql`exists (select 1 from ${serviceConversations} sc where sc.conversation_id = ${conversationId})`;

/**
 * A 1:1 whose other member and `memberId` have blocked each other (either way). A service chat is
 * closed instead when its listing and client were kept apart (service_blocks) or either member is
 * suspended or banned: a block between their personal profiles never touches it, or a client who
 * blocks guesses would see which member's block closes it (issue 35).
 */
export const pairBlocked = (conversationId: SQLChunk, memberId: SQLChunk) =>
  sql`exists (select 1 from ${conversationMembers} o
    where o.conversation_id = ${conversationId} and o.user_id <> ${memberId}
      and case when ${isServiceChat(conversationId)}
        then exists (select 1 from ${serviceConversations} sc join ${serviceBlocks} sb
            on sb.provider_id = sc.provider_id and sb.client_id = sc.client_id
            where sc.conversation_id = ${conversationId})
          or ${restrictedNow(memberId)} or ${restrictedNow(sql`o.user_id`)}
        else ${blockedEitherWay(memberId, sql`o.user_id`)} end)`;

/**
 * `pairBlocked` in the send statement, which asks it of a row or three (decision 041): the same
 * rule, each test a scalar subquery (true or null), which PostgreSQL always runs as a probe of a key.
 * As `exists`, it may read a whole table once per send and hash it (every active restriction, every
 * demo profile, every service chat): cheap for a list, most of the cost of a send.
 * messaging-probe.test.ts holds the two forms to the same answers.
 */
export const pairBlockedProbe = (conversationId: SQLChunk, memberId: SQLChunk) =>
  sql`coalesce((select
      case when (select true from ${serviceConversations} sc where sc.conversation_id = ${conversationId})
        then coalesce((select true from ${serviceConversations} sc join ${serviceBlocks} sb
            on sb.provider_id = sc.provider_id and sb.client_id = sc.client_id
            where sc.conversation_id = ${conversationId}),
          ${restrictedProbe(memberId)}, ${restrictedProbe(sql`o.user_id`)}, false)
        else ${blockedPairProbe(memberId, sql`o.user_id`)} end
    from ${conversationMembers} o
    where o.conversation_id = ${conversationId} and o.user_id <> ${memberId} limit 1), false)`;

/** His setting (decision 029): messages from verified members only. `settings`: his message settings. */
const takesVerifiedOnly = (settings: SQLChunk) =>
  sql`coalesce((${settings} -> 'privacy' ->> 'verifiedOnly')::boolean, false)`;

/** The sender is not verified (no profile counts as not verified), as a probe of a key. */
const unverified = (senderId: SQLChunk) =>
  sql`coalesce((select p.verification_status <> 'verified' from ${profiles} p
    where p.id = ${senderId}), true)`;

/**
 * Decision 029 inside the send statement (issue 30: one statement for a 1:1 text): his partner in a
 * 1:1 (not a service chat) takes messages from verified members only and has never written in it, and
 * he is not verified. `verifiedOnlyHeld` asks the same, to say why a refused send was refused. Each
 * test a scalar subquery, a probe of a key, as in `pairBlockedProbe`.
 */
export const verifiedOnlyHolds = (conversationId: SQLChunk, senderId: SQLChunk) =>
  sql`coalesce((select
      -- Asked last, and only of a partner who takes verified members only: has he ever written here?
      (select true from ${messages} m
        where m.conversation_id = o.conversation_id and m.sender_id = o.user_id limit 1) is null
    from ${conversationMembers} o
    join ${messageSettings} s on s.user_id = o.user_id
    where o.conversation_id = ${conversationId} and o.user_id <> ${senderId}
      and ${takesVerifiedOnly(sql`s.settings`)}
      and (select true from ${serviceConversations} sc where sc.conversation_id = ${conversationId}) is null
      and ${unverified(senderId)}
    limit 1), false)`;

/**
 * Messages this member may read in a conversation: not before his floor, not hidden, not expired,
 * not from a member he blocked or who blocked him (in a group or a room: the 1:1 itself vanishes).
 * With `at`, as he could read them at that past moment (a report's context): sent by then, not
 * expired by then, across the blocks made by then.
 */
const readable = (userId: string | SQL, alias: string, floor: SQL, at?: Date) => {
  const x = sql.raw(alias);
  const me = typeof userId === 'string' ? sql`${userId}` : userId;
  const when = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const blocked = at
    ? blockedEitherWayAt(me, sql.raw(`${alias}.sender_id`), when)
    : blockedEitherWay(me, sql.raw(`${alias}.sender_id`));
  return sql`${x}.seq > ${floor}
    and (${x}.expires_at is null or ${x}.expires_at > ${when})
    and not exists (select 1 from ${messageHides} h where h.message_id = ${x}.id and h.user_id = ${userId})
    ${at ? sql`and ${x}.created_at <= ${when}` : sql``}
    and (not ${blocked} or ${isServiceChat(sql.raw(`${alias}.conversation_id`))})`;
};

/**
 * His Inbox rather than Requests (`m` his member row, `c` the conversation): he accepted it, or he
 * likes or favourites the one who wrote (a group: its owner). Visible to him alone, so it may depend
 * on his private likes; nothing the others see may (decision 011).
 */
const inInbox = sql`(m.accepted or exists (
    select 1 from ${conversationMembers} o
    where o.conversation_id = m.conversation_id and o.user_id <> m.user_id
      and (not c.is_group or o.role = 'owner')
      and (exists (select 1 from ${likes} l where l.liker_id = m.user_id and l.liked_id = o.user_id)
        or exists (select 1 from ${favourites} f where f.owner_id = m.user_id and f.member_id = o.user_id))))`;

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Unread requests (the Requests badge) and unread inbox messages (the nav badge) per member. */
async function unreadTotalsOf(db: Database, userIds: string[]) {
  if (userIds.length === 0) return [];
  const result = await db.execute(sql`
    select
      m.user_id,
      count(*) filter (where not ${inInbox} and c.last_seq > greatest(m.read_seq, m.cleared_seq, m.joined_seq))::int as requests,
      coalesce(sum(least(c.last_seq - greatest(m.read_seq, m.cleared_seq, m.joined_seq), 99)) filter (where ${inInbox} and not m.muted), 0)::int as inbox
    from ${conversationMembers} m join ${conversations} c on c.id = m.conversation_id
    where m.user_id = any(${sql.param(userIds)}::text[])
      and c.last_seq > greatest(m.read_seq, m.cleared_seq, m.joined_seq)
    group by m.user_id`);
  return rowsOf(result).map((row) => ({
    userId: String(row.user_id),
    requests: num(row.requests),
    inbox: num(row.inbox),
  }));
}

/** Conversations, members, the read queries and the settings; the send path is `sendRepository`. */
export function messagingRepository(db: Database) {
  const conversationWithKey = async (pairKey: string) =>
    (
      await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(eq(conversations.pairKey, pairKey))
    ).length > 0;
  return {
    /** Whether the two already have their 1:1 (whoever opened it). */
    pairExists: (a: string, b: string) => conversationWithKey([a, b].sort().join(':')),

    /** Whether this client already has a service chat with this listing. */
    serviceChatExists: (providerId: string, clientId: string) =>
      conversationWithKey(`svc:${providerId}:${clientId}`),

    /** How many messages he sent in the conversation before `seq` (the scam rules' 'early'). */
    async sentBefore(senderId: string, conversationId: string, seq: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            eq(messages.senderId, senderId),
            sql`${messages.seq} < ${seq} and ${messages.kind} <> 'system'`,
          ),
        );
      return Number(row?.n ?? 0);
    },

    /**
     * One conversation per pair: an existing one is returned, never a duplicate. The other member has
     * not accepted it yet (it sits in his Requests unless he likes `a`: `inInbox`).
     */
    async openPair(a: string, b: string): Promise<{ id: string; created: boolean }> {
      const pairKey = [a, b].sort().join(':');
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(conversations)
          .values({ id: randomUUID(), pairKey })
          .onConflictDoNothing()
          .returning({ id: conversations.id });
        if (inserted) {
          await tx.insert(conversationMembers).values([
            { conversationId: inserted.id, userId: a, accepted: true },
            { conversationId: inserted.id, userId: b, accepted: false },
          ]);
          return { id: inserted.id, created: true };
        }
        const [existing] = await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(eq(conversations.pairKey, pairKey));
        if (!existing) throw new Error('conversation vanished');
        return { id: existing.id, created: false };
      });
    },

    /**
     * A service chat (decision 025): one per listing and client, apart from any personal chat of the
     * two. Only the client is in it at first; the provider joins once the client has written
     * (`addServiceProvider`), so a provider can never start one.
     */
    async openServiceChat(input: {
      clientId: string;
      providerId: string;
      providerUserId: string;
    }): Promise<{ id: string; created: boolean }> {
      const pairKey = `svc:${input.providerId}:${input.clientId}`;
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(conversations)
          .values({ id: randomUUID(), pairKey })
          .onConflictDoNothing()
          .returning({ id: conversations.id });
        if (inserted) {
          await tx
            .insert(conversationMembers)
            .values({ conversationId: inserted.id, userId: input.clientId, accepted: true });
          await tx.insert(serviceConversations).values({ conversationId: inserted.id, ...input });
          return { id: inserted.id, created: true };
        }
        const [existing] = await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(eq(conversations.pairKey, pairKey));
        if (!existing) throw new Error('conversation vanished');
        return { id: existing.id, created: false };
      });
    },

    /** The provider joins his service chat (after the client wrote); true when he just joined. */
    async addServiceProvider(conversationId: string): Promise<boolean> {
      const result = await db.execute(sql`
        insert into ${conversationMembers} (conversation_id, user_id, role, accepted)
        select s.conversation_id, s.provider_user_id, 'member', false
        from ${serviceConversations} s where s.conversation_id = ${conversationId}
        on conflict do nothing
        returning user_id`);
      return rowsOf(result).length > 0;
    },

    /** The service chats among these conversations. */
    async serviceChats(conversationIds: string[]): Promise<
      Array<{
        conversationId: string;
        providerId: string;
        providerUserId: string;
        clientId: string;
      }>
    > {
      if (conversationIds.length === 0) return [];
      const rows = await db
        .select({
          conversationId: serviceConversations.conversationId,
          providerId: serviceConversations.providerId,
          providerUserId: serviceConversations.providerUserId,
          clientId: serviceConversations.clientId,
        })
        .from(serviceConversations)
        .where(
          sql`${serviceConversations.conversationId} = any(${sql.param(conversationIds)}::text[])`,
        );
      return rows;
    },

    async createGroup(input: {
      name: string;
      ownerId: string;
      members: Array<{ userId: string; accepted: boolean }>;
    }): Promise<string> {
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx.insert(conversations).values({ id, isGroup: true, name: input.name });
        await tx.insert(conversationMembers).values([
          { conversationId: id, userId: input.ownerId, role: 'owner', accepted: true },
          ...input.members.map((m) => ({
            conversationId: id,
            userId: m.userId,
            role: 'member',
            accepted: m.accepted,
          })),
        ]);
      });
      return id;
    },

    /** A public city room: a group anyone may join, with no owner. */
    async createRoom(city: string, name: string): Promise<void> {
      await db
        .insert(conversations)
        .values({ id: randomUUID(), isGroup: true, name, roomCity: city })
        .onConflictDoNothing();
    },

    async rooms(userId: string) {
      const result = await db.execute(sql`
        select c.id, c.name, c.room_city,
          (select count(*)::int from ${conversationMembers} m where m.conversation_id = c.id) as member_count,
          exists (select 1 from ${conversationMembers} m where m.conversation_id = c.id and m.user_id = ${userId}) as joined
        from ${conversations} c where c.room_city is not null order by c.room_city`);
      return rowsOf(result).map((r) => ({
        id: String(r.id),
        name: String(r.name),
        city: String(r.room_city),
        memberCount: num(r.member_count),
        joined: Boolean(r.joined),
      }));
    },

    /** Adds members (a group or a room); they read only what is said from now on. */
    async addMembers(
      conversationId: string,
      members: Array<{ userId: string; accepted: boolean }>,
    ): Promise<string[]> {
      if (members.length === 0) return [];
      const result = await db.execute(sql`
        insert into ${conversationMembers} (conversation_id, user_id, role, accepted, joined_seq, read_seq, delivered_seq)
        select ${conversationId}, m.user_id, 'member', m.accepted, c.last_seq, c.last_seq, c.last_seq
        from ${conversations} c,
          unnest(${sql.param(members.map((m) => m.userId))}::text[], ${sql.param(members.map((m) => m.accepted))}::boolean[]) as m(user_id, accepted)
        where c.id = ${conversationId}
        on conflict do nothing
        returning user_id`);
      return rowsOf(result).map((r) => String(r.user_id));
    },

    async removeMember(conversationId: string, userId: string): Promise<void> {
      await db
        .delete(conversationMembers)
        .where(
          and(
            eq(conversationMembers.conversationId, conversationId),
            eq(conversationMembers.userId, userId),
          ),
        );
    },

    /** A group without members is gone; its messages with it. */
    async dropIfEmpty(conversationId: string): Promise<void> {
      await db.execute(sql`
        delete from ${conversations} c where c.id = ${conversationId} and c.room_city is null
          and not exists (select 1 from ${conversationMembers} m where m.conversation_id = c.id)`);
    },

    async promoteOldest(conversationId: string): Promise<void> {
      await db.execute(sql`
        update ${conversationMembers} set role = 'owner'
        where conversation_id = ${conversationId} and user_id = (
          select user_id from ${conversationMembers} where conversation_id = ${conversationId}
          order by joined_at limit 1)
          and not exists (select 1 from ${conversationMembers} where conversation_id = ${conversationId} and role = 'owner')`);
    },

    async membership(conversationId: string, userId: string): Promise<MembershipRow | null> {
      const result = await db.execute(sql`
        select m.conversation_id, c.is_group, c.name, c.room_city, c.last_seq, c.last_message_at,
          c.disappear_after_seconds, c.created_at, m.role, m.accepted, m.read_seq, m.cleared_seq,
          m.joined_seq, m.muted
        from ${conversationMembers} m join ${conversations} c on c.id = m.conversation_id
        where m.conversation_id = ${conversationId} and m.user_id = ${userId}`);
      const [row] = rowsOf(result);
      return row ? toMembership(row) : null;
    },

    /** The viewer's conversations in a folder, newest activity first, with the last readable message. */
    async list(
      userId: string,
      opts: { folder?: 'inbox' | 'requests'; q?: string | undefined; only?: string; limit: number },
    ) {
      const { folder, q, only, limit } = opts;
      const floor = sql`greatest(m.cleared_seq, m.joined_seq)`;
      const search = q
        ? sql`and (c.name ilike ${`%${escapeLike(q)}%`} or exists (
            select 1 from ${conversationMembers} o join ${profiles} p on p.id = o.user_id
            where o.conversation_id = c.id and o.user_id <> ${userId}
              and not exists (select 1 from ${serviceConversations} s where s.conversation_id = c.id and s.client_id = ${userId})
              and (p.display_name ilike ${`%${escapeLike(q)}%`} or p.username ilike ${`%${escapeLike(q)}%`})))`
        : sql``;
      const result = await db.execute(sql`
        select m.conversation_id, c.is_group, c.name, c.room_city, c.last_seq, c.last_message_at,
          c.disappear_after_seconds, c.created_at, m.role, m.accepted, m.read_seq, m.cleared_seq,
          m.joined_seq, m.muted, ${inInbox} as in_inbox,
          (select count(*)::int from (
            select 1 from ${messages} x
            where x.conversation_id = c.id and x.sender_id <> ${userId} and x.unsent_at is null
              and x.seq > greatest(m.read_seq, m.cleared_seq, m.joined_seq)
              and ${readable(userId, 'x', floor)}
            limit 100) u) as unread,
          lm.id as lm_id, lm.seq as lm_seq, lm.sender_id as lm_sender_id, lm.kind as lm_kind,
          lm.body as lm_body, lm.meta as lm_meta, lm.unsent_at as lm_unsent_at,
          lm.created_at as lm_created_at
        from ${conversationMembers} m
        join ${conversations} c on c.id = m.conversation_id
        left join lateral (
          select x.id, x.seq, x.sender_id, x.kind, x.body, x.meta, x.unsent_at, x.created_at
          from ${messages} x
          where x.conversation_id = c.id and ${readable(userId, 'x', floor)}
          order by x.seq desc limit 1) lm on true
        where m.user_id = ${userId}
          ${only ? sql`and c.id = ${only}` : sql`and ${inInbox} = ${folder === 'inbox'} and (c.is_group or c.last_seq > ${floor})`}
          and (c.is_group or not ${pairBlocked(sql`c.id`, sql`${userId}`)})
          ${search}
        order by coalesce(c.last_message_at, c.created_at) desc
        limit ${limit}`);
      return rowsOf(result).map((r): ListedConversation => ({
        ...toMembership(r),
        unread: num(r.unread),
        last: r.lm_id
          ? toMessageRow({
              id: r.lm_id,
              conversation_id: r.conversation_id,
              seq: r.lm_seq,
              sender_id: r.lm_sender_id,
              client_id: '',
              kind: r.lm_kind,
              body: r.lm_body,
              meta: r.lm_meta,
              unsent_at: r.lm_unsent_at,
              created_at: r.lm_created_at,
            })
          : null,
      }));
    },

    /** Unread requests (for the tab badge) and unread inbox messages (for the nav badge). */
    async unreadTotals(userId: string) {
      const [totals] = await unreadTotalsOf(db, [userId]);
      return { requests: totals?.requests ?? 0, inbox: totals?.inbox ?? 0 };
    },

    /** Several members' `unreadTotals` in one statement (a member with nothing unread is left out). */
    unreadTotalsOf: (userIds: string[]) => unreadTotalsOf(db, userIds),

    /** Everyone in these conversations, with their cursors and message settings. */
    async participants(conversationIds: string[]): Promise<ParticipantRow[]> {
      if (conversationIds.length === 0) return [];
      const result = await db.execute(sql`
        select m.conversation_id, m.user_id, m.role, m.accepted, m.delivered_seq, m.read_seq, s.settings
        from ${conversationMembers} m left join ${messageSettings} s on s.user_id = m.user_id
        where m.conversation_id = any(${sql.param(conversationIds)}::text[])
        order by m.joined_at`);
      return rowsOf(result).map(toParticipant);
    },

    /** 1:1 only: whether the two members have blocked each other (either way). */
    async blockedInPair(conversationId: string, userId: string): Promise<boolean> {
      const result = await db.execute(sql`
        select 1 from ${conversations} c
        where c.id = ${conversationId} and not c.is_group and ${pairBlocked(sql`c.id`, sql`${userId}`)}`);
      return rowsOf(result).length > 0;
    },

    /** A page of readable messages: after a seq (oldest first) or before one (newest first). */
    async page(
      conversationId: string,
      userId: string,
      floor: number,
      q: { after?: number | undefined; before?: number | undefined; limit: number },
    ): Promise<MessageRow[]> {
      const direction =
        q.after !== undefined
          ? sql`and x.seq > ${q.after} order by x.seq asc`
          : q.before !== undefined
            ? sql`and x.seq < ${q.before} order by x.seq desc`
            : sql`order by x.seq desc`;
      const result = await db.execute(sql`
        select ${MESSAGE_COLUMNS} from ${messages} x
        where x.conversation_id = ${conversationId} and ${readable(userId, 'x', sql`${floor}`)}
        ${direction} limit ${q.limit}`);
      return rowsOf(result).map(toMessageRow);
    },

    /**
     * Resume, for many requests at once (a node batches them: after a node dies, hundreds of apps
     * reconnect to this one together). For each request, the messages after each of its cursors in
     * the conversations its member belongs to, oldest first, at most `perConversation` each; the
     * conversations cut short are named so the app fetches the rest.
     */
    async after(
      requests: Array<{ userId: string; cursors: Array<[string, number]> }>,
      perConversation: number,
    ): Promise<Array<{ rows: MessageRow[]; truncated: string[] }>> {
      const flat = requests.flatMap((r, ord) =>
        r.cursors.map(([conversationId, after]) => ({
          ord,
          userId: r.userId,
          conversationId,
          after,
        })),
      );
      const answers = requests.map(() => ({ rows: [] as MessageRow[], truncated: [] as string[] }));
      if (flat.length === 0) return answers;
      const values = {
        ords: flat.map((f) => f.ord),
        userIds: flat.map((f) => f.userId),
        conversationIds: flat.map((f) => f.conversationId),
        afters: flat.map((f) => f.after),
        page: perConversation + 1,
      };
      const result = await executePrepared<typeof values>(
        db,
        'blaze_resume',
        (v) => sql`
        select * from (
          select cur.ord, x.id, x.conversation_id, x.seq, x.sender_id, x.client_id, x.kind, x.body,
            x.photo_id, x.latitude, x.longitude, x.meta, x.unsent_at, x.expires_at, x.created_at,
            row_number() over (partition by cur.ord, x.conversation_id order by x.seq) as n
          from unnest(${v('ords')}::int[], ${v('userIds')}::text[], ${v('conversationIds')}::text[],
            ${v('afters')}::int[]) as cur(ord, user_id, id, after)
          join ${conversationMembers} m on m.conversation_id = cur.id and m.user_id = cur.user_id
          join ${conversations} c on c.id = cur.id
          join ${messages} x on x.conversation_id = cur.id and x.seq > cur.after
          where ${readable(sql`cur.user_id`, 'x', sql`greatest(m.cleared_seq, m.joined_seq)`)}
            and (c.is_group or not ${pairBlocked(sql`c.id`, sql`cur.user_id`)})
        ) page where n <= ${v('page')}
        order by ord, conversation_id, seq`,
        values,
      );
      for (const r of rowsOf(result)) {
        const answer = answers[num(r.ord)]!;
        if (num(r.n) <= perConversation) answer.rows.push(toMessageRow(r));
        else answer.truncated.push(String(r.conversation_id));
      }
      return answers;
    },

    /**
     * Moves his delivered or read cursor forward (never back, never past the last seq). When it moved,
     * answers everyone's cursors and settings after the move (one statement), for the receipts.
     */
    async advance(
      conversationId: string,
      userId: string,
      cursor: 'delivered' | 'read',
      seq: number,
    ): Promise<{ members: ParticipantRow[]; before: ParticipantRow } | null> {
      // A read moves the delivered cursor too, unless he hides his read receipts: then the others'
      // ticks must not move at the moment he reads (his app's delivered acks move it).
      const sharesReads = sql`coalesce((select (s.settings->'privacy'->>'readReceipts')::boolean
        from ${messageSettings} s where s.user_id = ${userId}), true)`;
      const set =
        cursor === 'read'
          ? sql`read_seq = least(${seq}, c.last_seq), delivered_seq = case when ${sharesReads}
              then greatest(m.delivered_seq, least(${seq}, c.last_seq)) else m.delivered_seq end`
          : sql`delivered_seq = least(${seq}, c.last_seq)`;
      const column = cursor === 'read' ? sql`m.read_seq` : sql`m.delivered_seq`;
      const result = await db.execute(sql`
        with prev as (
          select delivered_seq, read_seq from ${conversationMembers}
          where conversation_id = ${conversationId} and user_id = ${userId}
        ),
        moved as (
          update ${conversationMembers} m set ${set}
          from ${conversations} c
          where c.id = m.conversation_id and m.conversation_id = ${conversationId} and m.user_id = ${userId}
            and ${column} < least(${seq}, c.last_seq)
          returning m.user_id, m.delivered_seq, m.read_seq
        )
        select p.conversation_id, p.user_id, p.role, p.accepted,
          coalesce(moved.delivered_seq, p.delivered_seq) as delivered_seq,
          coalesce(moved.read_seq, p.read_seq) as read_seq, s.settings,
          (select delivered_seq from prev) as prev_delivered_seq,
          (select read_seq from prev) as prev_read_seq
        from ${conversationMembers} p
        left join moved on moved.user_id = p.user_id
        left join ${messageSettings} s on s.user_id = p.user_id
        where p.conversation_id = ${conversationId} and exists (select 1 from moved)
        order by p.joined_at`);
      const rows = rowsOf(result);
      const members = rows.map(toParticipant);
      const mover = members.find((m) => m.userId === userId);
      if (!mover) return null;
      const [first] = rows;
      const before = {
        ...mover,
        deliveredSeq: num(first?.prev_delivered_seq),
        readSeq: num(first?.prev_read_seq),
      };
      return { members, before };
    },

    /**
     * Pairs of members of these conversations where one blocked the other (each pair once per
     * direction stored): receipts and typing are not shown between them.
     */
    async blockedPairs(
      conversationIds: string[],
    ): Promise<Array<{ conversationId: string; a: string; b: string }>> {
      if (conversationIds.length === 0) return [];
      // Asked for every receipt and typing flush: prepared, so it is planned once per connection.
      const result = await executePrepared(
        db,
        'blaze_blocked_pairs',
        (v) => sql`
        select m.conversation_id, m.user_id as a, o.user_id as b
        from ${conversationMembers} m
        join ${conversationMembers} o on o.conversation_id = m.conversation_id and o.user_id <> m.user_id
        where m.conversation_id = any(${v('conversationIds')}::text[])
          and ${blockedEitherWay(sql`m.user_id`, sql`o.user_id`)}
          and not ${isServiceChat(sql`m.conversation_id`)}`,
        { conversationIds },
      );
      return rowsOf(result).map((r) => ({
        conversationId: String(r.conversation_id),
        a: String(r.a),
        b: String(r.b),
      }));
    },

    /**
     * Many 'delivered' acks in one statement (a node batches them): moves each member's cursor and
     * answers the cursors and settings of every conversation where one moved, with who moved. The
     * rows are locked in (conversation, member) order, as a send batch locks them: no deadlock.
     */
    async advanceDelivered(
      acks: Array<{ conversationId: string; userId: string; seq: number }>,
    ): Promise<Array<ParticipantRow & { moved: boolean; prevDeliveredSeq: number }>> {
      if (acks.length === 0) return [];
      const values = {
        conversationIds: acks.map((a) => a.conversationId),
        userIds: acks.map((a) => a.userId),
        seqs: acks.map((a) => a.seq),
        chats: [...new Set(acks.map((a) => a.conversationId))],
      };
      const result = await executePrepared<typeof values>(
        db,
        'blaze_delivered_acks',
        (v) => sql`
        with input as (
          select * from unnest(
            ${v('conversationIds')}::text[],
            ${v('userIds')}::text[],
            ${v('seqs')}::int[]) as i(conversation_id, user_id, seq)
        ),
        locked as (
          select l.*, u.seq from (select * from input order by conversation_id, user_id) u
          cross join lateral (
            select m.conversation_id, m.user_id, c.last_seq, m.delivered_seq as prev_delivered_seq
            from ${conversationMembers} m
            join ${conversations} c on c.id = m.conversation_id
            where m.conversation_id = u.conversation_id and m.user_id = u.user_id
              and m.delivered_seq < least(u.seq, c.last_seq)
            limit 1 for update of m) l
        ),
        moved as (
          update ${conversationMembers} m set delivered_seq = least(l.seq, l.last_seq)
          from locked l
          where m.conversation_id = l.conversation_id and m.user_id = l.user_id
            and m.delivered_seq < least(l.seq, l.last_seq)
          returning m.conversation_id, m.user_id, m.delivered_seq, l.prev_delivered_seq
        )
        select p.conversation_id, p.user_id, p.role, p.accepted, p.read_seq, s.settings,
          coalesce(moved.delivered_seq, p.delivered_seq) as delivered_seq,
          coalesce(moved.prev_delivered_seq, p.delivered_seq) as prev_delivered_seq,
          moved.user_id is not null as moved
        from ${conversationMembers} p
        left join moved on moved.conversation_id = p.conversation_id and moved.user_id = p.user_id
        left join ${messageSettings} s on s.user_id = p.user_id
        where p.conversation_id = any(${v('chats')}::text[])
          and p.conversation_id in (select conversation_id from moved)
        order by p.conversation_id, p.joined_at`,
        values,
      );
      return rowsOf(result).map((r) => ({
        ...toParticipant(r),
        moved: Boolean(r.moved),
        prevDeliveredSeq: num(r.prev_delivered_seq),
      }));
    },

    async findMessage(conversationId: string, messageId: string): Promise<MessageRow | null> {
      const result = await db.execute(sql`
        select ${MESSAGE_COLUMNS} from ${messages}
        where id = ${messageId} and conversation_id = ${conversationId}`);
      const [row] = rowsOf(result);
      return row ? toMessageRow(row) : null;
    },

    /**
     * Every message he may read (sent or received, as his chats show them: not before his floor, not
     * hidden, not expired, not across a block) and every message he sent, oldest first per chat, with
     * what he sees of the sender: the name in his chats; a provider in a service chat he opened as a
     * client stays the listing's (never the member's name), and a deleted member stays one.
     */
    async exportOf(userId: string) {
      const result = await db.execute(sql`
        select x.id, x.conversation_id, x.seq, x.sender_id, x.kind, x.body, x.photo_id, x.latitude,
          x.longitude, x.meta, x.unsent_at, x.created_at, c.is_group, c.name as conversation_name,
          c.room_city,
          case when sc.client_id = ${userId} and x.sender_id = sc.provider_user_id then null
            else p.username end as sender_username,
          case when sc.client_id = ${userId} and x.sender_id = sc.provider_user_id then null
            else p.display_name end as sender_display_name,
          (sc.client_id = ${userId} and x.sender_id = sc.provider_user_id) as from_provider
        from ${messages} x
        join ${conversations} c on c.id = x.conversation_id
        left join ${conversationMembers} m on m.conversation_id = x.conversation_id and m.user_id = ${userId}
        left join ${serviceConversations} sc on sc.conversation_id = x.conversation_id
        left join ${profiles} p on p.id = x.sender_id
        where x.sender_id = ${userId}
          or (m.user_id is not null and ${readable(userId, 'x', sql`greatest(m.cleared_seq, m.joined_seq)`)})
        order by c.created_at, x.conversation_id, x.seq`);
      return rowsOf(result).map((r) => ({
        conversationId: String(r.conversation_id),
        conversationKind: r.room_city ? 'room' : r.is_group ? 'group' : 'direct',
        conversationName: r.room_city
          ? String(r.room_city)
          : r.conversation_name
            ? String(r.conversation_name)
            : null,
        seq: num(r.seq),
        senderId: String(r.sender_id),
        senderUsername: r.sender_username === null ? null : String(r.sender_username),
        senderDisplayName: r.sender_display_name === null ? null : String(r.sender_display_name),
        fromProvider: r.from_provider === true,
        kind: String(r.kind),
        body: r.body === null ? null : String(r.body),
        photoId: r.photo_id === null ? null : String(r.photo_id),
        latitude: r.latitude === null ? null : Number(r.latitude),
        longitude: r.longitude === null ? null : Number(r.longitude),
        meta: r.meta as unknown,
        unsent: r.unsent_at !== null,
        createdAt: new Date(r.created_at as string | Date),
      }));
    },

    /** The conversations he is a member of (his account is being deleted). */
    async conversationsOf(
      userId: string,
    ): Promise<Array<{ id: string; isGroup: boolean; isRoom: boolean }>> {
      const result = await db.execute(sql`
        select c.id, c.is_group, c.room_city from ${conversationMembers} m
        join ${conversations} c on c.id = m.conversation_id where m.user_id = ${userId}`);
      return rowsOf(result).map((r) => ({
        id: String(r.id),
        isGroup: r.is_group === true,
        isRoom: r.room_city !== null,
      }));
    },

    /**
     * His account is being deleted: his messages stay in the others' chats as 'Deleted member' with
     * their content erased (as an unsend does), so their chats keep their shape (decision 032).
     */
    async forgetSender(userId: string, deletedId: string): Promise<number> {
      const result = await db.execute(sql`
        update ${messages} set sender_id = ${deletedId}, client_id = id,
          unsent_at = coalesce(unsent_at, now()), body = null, photo_id = null, latitude = null,
          longitude = null, meta = null
        where sender_id = ${userId}
        returning id`);
      return rowsOf(result).length;
    },

    /**
     * A reported message and up to `around` messages either side that the reporter could read when he
     * reported it (issue 17): the messaging rule (`readable`) as it stood then: after his floor, sent by
     * then, not expired by then, not hidden by him, not across a block made by then (in a group, a
     * member who blocked him). Nothing when he is no longer a member (the evidence copy stands alone).
     */
    async reportContext(
      conversationId: string,
      reporterId: string,
      messageId: string,
      reportedAt: Date,
      around: number,
    ): Promise<MessageRow[]> {
      const result = await db.execute(sql`
        select ${MESSAGE_COLUMNS} from ${messages} x
        where x.conversation_id = ${conversationId}
          and ${readable(
            reporterId,
            'x',
            sql`(select greatest(m.cleared_seq, m.joined_seq) from ${conversationMembers} m
              where m.conversation_id = ${conversationId} and m.user_id = ${reporterId})`,
            reportedAt,
          )}
          and x.seq between
            (select t.seq from ${messages} t where t.id = ${messageId} and t.conversation_id = ${conversationId}) - ${around}
            and (select t.seq from ${messages} t where t.id = ${messageId} and t.conversation_id = ${conversationId}) + ${around}
        order by x.seq asc`);
      return rowsOf(result).map(toMessageRow);
    },

    /** Unsend: the content is erased for everyone; the seq stays so the order has no hole. */
    async unsend(messageId: string): Promise<void> {
      await db.execute(sql`
        update ${messages} set unsent_at = now(), body = null, photo_id = null, latitude = null,
          longitude = null, meta = null
        where id = ${messageId} and unsent_at is null`);
    },

    async hide(messageId: string, userId: string): Promise<void> {
      await db.insert(messageHides).values({ messageId, userId }).onConflictDoNothing();
    },

    async updateConversation(
      conversationId: string,
      values: { name?: string; disappearAfterSeconds?: number | null },
    ): Promise<void> {
      await db.update(conversations).set(values).where(eq(conversations.id, conversationId));
    },

    async updateMember(
      conversationId: string,
      userId: string,
      values: { muted?: boolean; accepted?: boolean; clearedSeq?: number },
    ): Promise<void> {
      await db
        .update(conversationMembers)
        .set(values)
        .where(
          and(
            eq(conversationMembers.conversationId, conversationId),
            eq(conversationMembers.userId, userId),
          ),
        );
    },

    /**
     * Decision 029: whether his message is held back by his 1:1 partner's verified-only setting. In a
     * chat: the rule the send statement applies (`verifiedOnlyHolds`), and only for a member of it,
     * so an outsider learns nothing. To a member with no chat yet (it is opened now): the partner
     * takes messages from verified members only and he is not verified.
     */
    async verifiedOnlyHeld(
      senderId: string,
      where: { conversationId: string } | { otherId: string },
    ): Promise<boolean> {
      const held =
        'conversationId' in where
          ? sql`exists (select 1 from ${conversationMembers} me
              where me.conversation_id = ${where.conversationId} and me.user_id = ${senderId})
            and ${verifiedOnlyHolds(where.conversationId, senderId)}`
          : sql`exists (select 1 from ${messageSettings} s
              where s.user_id = ${where.otherId}
                and ${takesVerifiedOnly(sql`s.settings`)}
                and not exists (select 1 from ${conversations} c
                  join ${messages} m on m.conversation_id = c.id and m.sender_id = s.user_id
                  where c.pair_key = ${[senderId, where.otherId].sort().join(':')}))
            and ${unverified(senderId)}`;
      const result = await db.execute(sql`select (${held}) as held`);
      return rowsOf(result)[0]?.held === true;
    },

    async getSettings(userId: string): Promise<MessageSettings | null> {
      const [row] = await db
        .select({ settings: messageSettings.settings })
        .from(messageSettings)
        .where(eq(messageSettings.userId, userId));
      return (row?.settings as MessageSettings | undefined) ?? null;
    },

    async putSettings(userId: string, settings: MessageSettings): Promise<void> {
      await db
        .insert(messageSettings)
        .values({ userId, settings })
        .onConflictDoUpdate({
          target: messageSettings.userId,
          set: { settings, updatedAt: new Date() },
        });
    },

    /** Disappearing messages whose time is up: deleted, with the photos they shared. */
    async deleteExpired(limit: number): Promise<Array<{ photoId: string | null }>> {
      const result = await db.execute(sql`
        delete from ${messages} where id in (
          select id from ${messages} where expires_at is not null and expires_at <= now() limit ${limit})
        returning photo_id`);
      return rowsOf(result).map((r) => ({ photoId: (r.photo_id as string | null) ?? null }));
    },
  };
}

export type MessagingRepository = ReturnType<typeof messagingRepository>;
