import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type { MessageSettings } from '@blaze/contracts';
import { executePrepared, type Database } from '../../db/client.ts';
import { groupCommit } from '../../lib/group-commit.ts';
import {
  blocks,
  conversationMembers,
  conversations,
  favourites,
  likes,
  messageHides,
  messageSettings,
  messages,
  profiles,
} from '../../db/schema.ts';

/** A message as stored (snake_case columns from raw SQL are mapped to this). */
export type MessageRow = {
  id: string;
  conversationId: string;
  seq: number;
  senderId: string;
  clientId: string;
  kind: string;
  body: string | null;
  photoId: string | null;
  latitude: number | null;
  longitude: number | null;
  meta: unknown;
  unsentAt: Date | null;
  expiresAt: Date | null;
  createdAt: Date;
};

/** My side of a conversation, with the conversation itself. */
export type MembershipRow = {
  conversationId: string;
  isGroup: boolean;
  name: string | null;
  roomCity: string | null;
  lastSeq: number;
  lastMessageAt: Date | null;
  disappearAfterSeconds: number | null;
  createdAt: Date;
  role: string;
  accepted: boolean;
  readSeq: number;
  clearedSeq: number;
  joinedSeq: number;
  muted: boolean;
  /**
   * His Inbox rather than Requests: he accepted it (opened, replied, Accept) or likes the one who
   * wrote. Only he sees it; `accepted` (his own act) is what the others' receipts depend on.
   */
  inInbox: boolean;
};

export type ListedConversation = MembershipRow & {
  unread: number;
  last: MessageRow | null;
};

export type ParticipantRow = {
  conversationId: string;
  userId: string;
  role: string;
  accepted: boolean;
  deliveredSeq: number;
  readSeq: number;
  settings: MessageSettings | null;
};

/** What a send stores; the seq, id and times come from the database. */
export type NewMessage = Pick<
  MessageRow,
  | 'conversationId'
  | 'senderId'
  | 'clientId'
  | 'kind'
  | 'body'
  | 'photoId'
  | 'latitude'
  | 'longitude'
  | 'meta'
>;

/**
 * `memberIds`: everyone in the conversation. In a group (`isGroup`) the caller leaves out those
 * blocked either way with the sender (kept out of the hot statement: a probe per member there had
 * PostgreSQL plan every send anew).
 */
export type SendResult =
  | {
      status: 'created';
      message: MessageRow;
      memberIds: string[];
      acceptedNow: boolean;
      isGroup: boolean;
    }
  | { status: 'duplicate'; message: MessageRow; memberIds: string[] }
  | { status: 'refused' };

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown): Raw[] => (result as { rows: Raw[] }).rows;
const date = (v: unknown): Date | null =>
  v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v));
const num = (v: unknown): number => Number(v ?? 0);

function toMessageRow(r: Raw): MessageRow {
  return {
    id: String(r.id),
    conversationId: String(r.conversation_id),
    seq: num(r.seq),
    senderId: String(r.sender_id),
    clientId: String(r.client_id),
    kind: String(r.kind),
    body: (r.body as string | null) ?? null,
    photoId: (r.photo_id as string | null) ?? null,
    latitude: r.latitude === null || r.latitude === undefined ? null : Number(r.latitude),
    longitude: r.longitude === null || r.longitude === undefined ? null : Number(r.longitude),
    meta: typeof r.meta === 'string' ? JSON.parse(r.meta) : (r.meta ?? null),
    unsentAt: date(r.unsent_at),
    expiresAt: date(r.expires_at),
    createdAt: date(r.created_at) ?? new Date(0),
  };
}

function toMembership(r: Raw): MembershipRow {
  return {
    conversationId: String(r.conversation_id),
    isGroup: Boolean(r.is_group),
    name: (r.name as string | null) ?? null,
    roomCity: (r.room_city as string | null) ?? null,
    lastSeq: num(r.last_seq),
    lastMessageAt: date(r.last_message_at),
    disappearAfterSeconds:
      r.disappear_after_seconds === null || r.disappear_after_seconds === undefined
        ? null
        : num(r.disappear_after_seconds),
    createdAt: date(r.created_at) ?? new Date(0),
    role: String(r.role),
    accepted: Boolean(r.accepted),
    readSeq: num(r.read_seq),
    clearedSeq: num(r.cleared_seq),
    joinedSeq: num(r.joined_seq),
    muted: Boolean(r.muted),
    inInbox: r.in_inbox === undefined ? Boolean(r.accepted) : Boolean(r.in_inbox),
  };
}

const settingsColumn = (v: unknown) =>
  (typeof v === 'string' ? JSON.parse(v) : (v ?? null)) as MessageSettings | null;

function toParticipant(r: Raw): ParticipantRow {
  return {
    conversationId: String(r.conversation_id),
    userId: String(r.user_id),
    role: String(r.role),
    accepted: Boolean(r.accepted),
    deliveredSeq: num(r.delivered_seq),
    readSeq: num(r.read_seq),
    settings: settingsColumn(r.settings),
  };
}

/** A send statement's row: the stored message (new or the retried one's), or none when refused. */
function toSendResult(row: Raw | undefined): SendResult {
  if (!row) return { status: 'refused' };
  const memberIds = (row.member_ids as string[] | null) ?? [];
  const message = toMessageRow(row);
  return row.status === 'created'
    ? {
        status: 'created',
        message,
        memberIds,
        acceptedNow: Boolean(row.accepted_now),
        isGroup: Boolean(row.is_group),
      }
    : { status: 'duplicate', message, memberIds };
}

const MESSAGE_COLUMNS = sql.raw(
  'id, conversation_id, seq, sender_id, client_id, kind, body, photo_id, latitude, longitude, meta, unsent_at, expires_at, created_at',
);

/** A block in either direction between two members: two probes by the blocks primary key. */
const blockBetween = (a: SQLChunk, b: SQLChunk) =>
  sql`(exists (select 1 from ${blocks} b where b.blocker_id = ${a} and b.blocked_id = ${b})
    or exists (select 1 from ${blocks} b where b.blocker_id = ${b} and b.blocked_id = ${a}))`;

/**
 * Messages this member may read in a conversation: not before his floor, not hidden, not expired,
 * not from a member he blocked or who blocked him (in a group or a room: the 1:1 itself vanishes).
 */
const readable = (userId: string | SQL, alias: string, floor: SQL) =>
  sql`${sql.raw(alias)}.seq > ${floor}
    and (${sql.raw(alias)}.expires_at is null or ${sql.raw(alias)}.expires_at > now())
    and not exists (select 1 from ${messageHides} h where h.message_id = ${sql.raw(alias)}.id and h.user_id = ${userId})
    and not ${blockBetween(typeof userId === 'string' ? sql`${userId}` : userId, sql.raw(`${alias}.sender_id`))}`;

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

/** A 1:1 whose other member and `memberId` have blocked each other (either way). */
const pairBlocked = (conversationId: SQLChunk, memberId: SQLChunk) =>
  sql`exists (select 1 from ${conversationMembers} o
    where o.conversation_id = ${conversationId} and o.user_id <> ${memberId}
      and ${blockBetween(memberId, sql`o.user_id`)})`;

/**
 * Send batches a node writes at once, and the most sends one batch carries. One at a time measured
 * best under bench:messaging: with two, both nodes' batches wait on each other's chat rows more often
 * and PostgreSQL spent 0.69 ms of CPU per message instead of 0.47 ms.
 */
const SEND_BATCHES_IN_FLIGHT = 1;
const SEND_BATCH_MAX = 100;

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

export function messagingRepository(db: Database) {
  /**
   * One send on its own: what a quiet node runs, and what a failed batch falls back to. Its rules are
   * those of `insertMany` (membership, block, retried client id, seq, the sender's cursors), written
   * for one row: for a lone send this statement costs PostgreSQL about half what the batch statement
   * does (bench:messaging with every send through `insertMany`: 0.61 ms of CPU per message instead of
   * 0.34 ms, p50 5.7 ms). A rule changed here must change there too; messaging.test.ts checks this
   * one and messaging-batch.test.ts the batch, by the same rules.
   */
  async function insertOne(m: NewMessage): Promise<SendResult> {
    const values = {
      id: randomUUID(),
      conversationId: m.conversationId,
      senderId: m.senderId,
      clientId: m.clientId,
      kind: m.kind,
      body: m.body,
      photoId: m.photoId,
      latitude: m.latitude,
      longitude: m.longitude,
      meta: m.meta === null ? null : JSON.stringify(m.meta),
    };
    const run = () =>
      executePrepared<typeof values>(
        db,
        'blaze_send_message',
        (v) => sql`
      with me as (
        select accepted from ${conversationMembers}
        where conversation_id = ${v('conversationId')} and user_id = ${v('senderId')}
      ),
      existing as (
        select ${MESSAGE_COLUMNS} from ${messages}
        where sender_id = ${v('senderId')} and client_id = ${v('clientId')}
      ),
      bump as (
        update ${conversations} c set last_seq = c.last_seq + 1, last_message_at = now()
        where c.id = ${v('conversationId')}
          and exists (select 1 from me)
          and not exists (select 1 from existing)
          and (c.is_group or not ${pairBlocked(sql`c.id`, v('senderId'))})
        returning c.last_seq, c.disappear_after_seconds, c.is_group
      ),
      mine as (
        update ${conversationMembers} cm
        set read_seq = bump.last_seq, delivered_seq = bump.last_seq, accepted = true
        from bump where cm.conversation_id = ${v('conversationId')} and cm.user_id = ${v('senderId')}
        returning cm.user_id
      ),
      ins as (
        insert into ${messages} (id, conversation_id, seq, sender_id, client_id, kind, body, photo_id, latitude, longitude, meta, expires_at)
        select ${v('id')}, ${v('conversationId')}, bump.last_seq, ${v('senderId')}, ${v('clientId')}, ${v('kind')}, ${v('body')},
          ${v('photoId')}, ${v('latitude')}, ${v('longitude')}, ${v('meta')}::jsonb,
          case when bump.disappear_after_seconds is null then null
            else now() + make_interval(secs => bump.disappear_after_seconds) end
        from bump
        returning ${MESSAGE_COLUMNS}
      )
      select ins.*, 'created' as status, (select not accepted from me) as accepted_now,
        (select is_group from bump) as is_group,
        (select array_agg(user_id) from ${conversationMembers} where conversation_id = ${v('conversationId')}) as member_ids
      from ins
      union all
      select existing.*, 'duplicate', false, null,
        (select array_agg(user_id) from ${conversationMembers} where conversation_id = existing.conversation_id)
      from existing`,
        values,
      );
    let result;
    try {
      result = await run();
    } catch (err) {
      // Two sends with one client id at once: the loser finds the winner's row.
      const { code, cause } = err as { code?: string; cause?: { code?: string } };
      if ((code ?? cause?.code) !== '23505') throw err;
      result = await run();
    }
    return toSendResult(rowsOf(result)[0]);
  }

  /**
   * Many sends in one statement and one commit: the rules of `insertOne` for each, in input order.
   * Two sends in one conversation get consecutive seqs in that order. Row locks are taken in a fixed
   * order (conversations by id, then members by conversation and member) so that batches written by
   * two nodes at once, and the delivered acks, never deadlock. One send per (sender, client id).
   */
  async function insertMany(items: NewMessage[]): Promise<SendResult[]> {
    const values = {
      ids: items.map(() => randomUUID()),
      conversationIds: items.map((m) => m.conversationId),
      senderIds: items.map((m) => m.senderId),
      clientIds: items.map((m) => m.clientId),
      kinds: items.map((m) => m.kind),
      bodies: items.map((m) => m.body),
      photoIds: items.map((m) => m.photoId),
      latitudes: items.map((m) => m.latitude),
      longitudes: items.map((m) => m.longitude),
      metas: items.map((m) => (m.meta === null ? null : JSON.stringify(m.meta))),
      chats: [...new Set(items.map((m) => m.conversationId))],
    };
    const result = await executePrepared<typeof values>(
      db,
      'blaze_send_messages',
      (v) => sql`
      with input as (
        select * from unnest(
          ${v('ids')}::text[], ${v('conversationIds')}::text[], ${v('senderIds')}::text[],
          ${v('clientIds')}::text[], ${v('kinds')}::text[], ${v('bodies')}::text[],
          ${v('photoIds')}::text[], ${v('latitudes')}::float8[], ${v('longitudes')}::float8[],
          ${v('metas')}::text[]
        ) with ordinality as i(id, conversation_id, sender_id, client_id, kind, body, photo_id, latitude, longitude, meta, ord)
      ),
      existing as (
        select m.*, i.ord from input i
        cross join lateral (
          select ${MESSAGE_COLUMNS} from ${messages} m
          where m.sender_id = i.sender_id and m.client_id = i.client_id limit 1) m
      ),
      fresh as (
        select i.*, x.accepted, x.is_group from input i
        cross join lateral (
          select cm.accepted, c.is_group from ${conversationMembers} cm
          join ${conversations} c on c.id = cm.conversation_id
          where cm.conversation_id = i.conversation_id and cm.user_id = i.sender_id limit 1) x
        where not exists (select 1 from existing e where e.ord = i.ord)
          and (x.is_group or not ${pairBlocked(sql`i.conversation_id`, sql`i.sender_id`)})
      ),
      locked as (
        select l.id from (select distinct conversation_id from fresh order by 1) u
        cross join lateral (
          select c.id from ${conversations} c where c.id = u.conversation_id limit 1 for update) l
      ),
      counts as (select conversation_id, count(*)::int as n from fresh group by conversation_id),
      bump as (
        update ${conversations} c set last_seq = c.last_seq + counts.n, last_message_at = now()
        from counts
        where c.id = counts.conversation_id and exists (select 1 from locked l where l.id = c.id)
        returning c.id, c.last_seq, c.disappear_after_seconds, counts.n
      ),
      numbered as (
        select f.*, b.disappear_after_seconds,
          b.last_seq - b.n + (row_number() over (partition by f.conversation_id order by f.ord))::int as seq
        from fresh f join bump b on b.id = f.conversation_id
      ),
      mine_locked as (
        select l.* from (select distinct conversation_id, sender_id from numbered order by 1, 2) u
        cross join lateral (
          select cm.conversation_id, cm.user_id from ${conversationMembers} cm
          where cm.conversation_id = u.conversation_id and cm.user_id = u.sender_id limit 1 for update) l
      ),
      mine as (
        update ${conversationMembers} cm
        set read_seq = x.seq, delivered_seq = x.seq, accepted = true
        from (select conversation_id, sender_id, max(seq) as seq from numbered group by 1, 2) x
        where cm.conversation_id = x.conversation_id and cm.user_id = x.sender_id
          and exists (select 1 from mine_locked l where l.conversation_id = cm.conversation_id and l.user_id = cm.user_id)
        returning cm.user_id
      ),
      ins as (
        insert into ${messages} (id, conversation_id, seq, sender_id, client_id, kind, body, photo_id, latitude, longitude, meta, expires_at)
        select id, conversation_id, seq, sender_id, client_id, kind, body, photo_id, latitude, longitude, meta::jsonb,
          case when disappear_after_seconds is null then null
            else now() + make_interval(secs => disappear_after_seconds) end
        from numbered order by ord
        returning ${MESSAGE_COLUMNS}
      ),
      member_ids as (
        select conversation_id, array_agg(user_id) as ids from ${conversationMembers}
        where conversation_id = any(${v('chats')}::text[]) group by conversation_id
      )
      select ins.*, n.ord, 'created' as status, not n.accepted as accepted_now, n.is_group,
        mi.ids as member_ids
      from ins join numbered n on n.id = ins.id
      left join member_ids mi on mi.conversation_id = ins.conversation_id
      union all
      select e.*, 'duplicate', false, null, mi.ids
      from existing e left join member_ids mi on mi.conversation_id = e.conversation_id`,
      values,
    );
    const byOrd = new Map(rowsOf(result).map((r) => [Number(r.ord), r]));
    return items.map((_, i) => toSendResult(byOrd.get(i + 1)));
  }

  // A batch that fails as a whole (another node stored one of its client ids a moment earlier, a lost
  // connection) is written again one send at a time, so each send gets its own answer.
  const sends = groupCommit<NewMessage, SendResult>({
    write: (items) =>
      items.length === 1
        ? [insertOne(items[0]!)]
        : insertMany(items).catch(() => items.map((m) => insertOne(m))),
    key: (m) => `${m.senderId} ${m.clientId}`,
    concurrency: SEND_BATCHES_IN_FLIGHT,
    maxBatch: SEND_BATCH_MAX,
    // A batch waiting on a chat row another transaction holds must not hold up every other chat.
    stallMs: 250,
    stalledConcurrency: 4,
  });

  return {
    insertOne,
    insertMany,

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
          lm.body as lm_body, lm.unsent_at as lm_unsent_at, lm.created_at as lm_created_at
        from ${conversationMembers} m
        join ${conversations} c on c.id = m.conversation_id
        left join lateral (
          select x.id, x.seq, x.sender_id, x.kind, x.body, x.unsent_at, x.created_at from ${messages} x
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

    /**
     * Who hears about these members' presence: everyone they share a 1:1 or a group with (rooms
     * excluded), who has a profile and has not blocked or been blocked by them, with both sides'
     * message settings (the caller applies 'last seen') and the subject's own presence columns.
     */
    async presenceAudience(userIds: string[]): Promise<
      Array<{
        subject: string;
        partner: string;
        subjectSettings: MessageSettings | null;
        partnerSettings: MessageSettings | null;
        isOnline: boolean;
        lastActive: Date | null;
      }>
    > {
      if (userIds.length === 0) return [];
      const result = await db.execute(sql`
        select distinct m.user_id as subject, o.user_id as partner, sm.settings as subject_settings,
               so.settings as partner_settings, sp.is_online, sp.last_active
        from ${conversationMembers} m
        join ${conversations} c on c.id = m.conversation_id and c.room_city is null
        join ${conversationMembers} o on o.conversation_id = m.conversation_id and o.user_id <> m.user_id
        join ${profiles} sp on sp.id = m.user_id
        join ${profiles} op on op.id = o.user_id
        left join ${messageSettings} sm on sm.user_id = m.user_id
        left join ${messageSettings} so on so.user_id = o.user_id
        where m.user_id = any(${sql.param(userIds)}::text[])
          and not ${blockBetween(sql`m.user_id`, sql`o.user_id`)}`);
      return rowsOf(result).map((r) => ({
        subject: String(r.subject),
        partner: String(r.partner),
        subjectSettings: settingsColumn(r.subject_settings),
        partnerSettings: settingsColumn(r.partner_settings),
        isOnline: Boolean(r.is_online),
        lastActive: date(r.last_active),
      }));
    },

    /** Those of `others` whom `userId` blocked or who blocked him. */
    async blockedWith(userId: string, others: string[]): Promise<Set<string>> {
      if (others.length === 0) return new Set();
      const result = await db.execute(sql`
        select b.blocked_id as id from ${blocks} b
        where b.blocker_id = ${userId} and b.blocked_id = any(${sql.param(others)}::text[])
        union
        select b.blocker_id from ${blocks} b
        where b.blocked_id = ${userId} and b.blocker_id = any(${sql.param(others)}::text[])`);
      return new Set(rowsOf(result).map((r) => String(r.id)));
    },

    /** 1:1 only: whether the two members have blocked each other (either way). */
    async blockedInPair(conversationId: string, userId: string): Promise<boolean> {
      const result = await db.execute(sql`
        select 1 from ${conversations} c
        where c.id = ${conversationId} and not c.is_group and ${pairBlocked(sql`c.id`, sql`${userId}`)}`);
      return rowsOf(result).length > 0;
    },

    /**
     * The hot path: a participant not blocked in a 1:1 gets the next seq and the row; a retried client
     * id returns the stored message instead; nothing is written when refused. Sends that arrive while
     * earlier ones are being written are stored together in one statement and one commit (decision 011).
     */
    insertMessage(m: NewMessage): Promise<SendResult> {
      return sends.add(m);
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
      const result = await db.execute(sql`
        select m.conversation_id, m.user_id as a, o.user_id as b
        from ${conversationMembers} m
        join ${conversationMembers} o on o.conversation_id = m.conversation_id and o.user_id <> m.user_id
        where m.conversation_id = any(${sql.param(conversationIds)}::text[])
          and exists (select 1 from ${blocks} b where b.blocker_id = m.user_id and b.blocked_id = o.user_id)`);
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
