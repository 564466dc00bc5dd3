import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { executePrepared, type Database } from '../../db/client.ts';
import { conversationMembers, conversations, messages } from '../../db/schema.ts';
import { groupCommit } from '../../lib/group-commit.ts';
import { pairBlockedProbe, verifiedOnlyHolds } from './messaging.repository.ts';
import {
  MESSAGE_COLUMNS,
  rowsOf,
  toSendResult,
  type NewMessage,
  type SendResult,
} from './messaging.rows.ts';

/**
 * Send batches a node writes at once, and the most sends one batch carries. One at a time measured
 * best under bench:messaging: with two, both nodes' batches wait on each other's chat rows more often
 * and PostgreSQL spent 0.69 ms of CPU per message instead of 0.47 ms.
 */
const SEND_BATCHES_IN_FLIGHT = 1;
const SEND_BATCH_MAX = 100;

/**
 * The send path, the hot one (decision 011): one statement stores a message with its rules, and sends
 * that arrive while a batch is being written go together in the next one.
 */
export function sendRepository(db: Database) {
  /**
   * One send on its own: what a quiet node runs, and what a failed batch falls back to. Its rules are
   * those of `insertMany` (membership, block, retried client id, seq, the sender's cursors), written
   * for one row (and decision 029's verified-only rule): for a lone send this statement costs PostgreSQL about half what the batch statement
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
          and (c.is_group or not (${pairBlockedProbe(sql`c.id`, v('senderId'))}
            or ${verifiedOnlyHolds(sql`c.id`, v('senderId'))}))
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
          and (x.is_group or not (${pairBlockedProbe(sql`i.conversation_id`, sql`i.sender_id`)}
            or ${verifiedOnlyHolds(sql`i.conversation_id`, sql`i.sender_id`)}))
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
     * The hot path: a participant not blocked in a 1:1 gets the next seq and the row; a retried client
     * id returns the stored message instead; nothing is written when refused. Sends that arrive while
     * earlier ones are being written are stored together in one statement and one commit (decision 011).
     */
    insertMessage(m: NewMessage): Promise<SendResult> {
      return sends.add(m);
    },
  };
}

export type SendRepository = ReturnType<typeof sendRepository>;
