import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blocks, memberRestrictions } from '../../db/schema.ts';
import { demoCountFor, demoHiddenFrom, demoHiddenProbe } from '../data-modes/data-modes.service.ts';

/**
 * A member suspended or banned now (issue 17, decision 027): one probe of member_restrictions' primary
 * key. A suspension past its end no longer counts, with no job to lift it.
 */
export const restrictedNow = (a: unknown): SQL =>
  sql`exists (select 1 from ${memberRestrictions} blk_r where blk_r.user_id = ${a} and (blk_r.ends_at is null or blk_r.ends_at > now()))`;

/**
 * The block rule, the one SQL form of it: a block in either direction between two members (values,
 * placeholders or columns). Two probes of the blocks primary key, one per direction: a join with an
 * `or` could only be answered by reading both members' block lists (decision 011). A suspended or
 * banned member counts as blocked for everyone (decision 027): he vanishes from every list. A demo
 * member counts as blocked for a member not in demo mode (decision 038), either way round: one more
 * primary-key probe of profiles each side.
 */
export const blockedEitherWay = (a: unknown, b: unknown): SQL =>
  sql`(exists (select 1 from ${blocks} blk where blk.blocker_id = ${a} and blk.blocked_id = ${b})
    or exists (select 1 from ${blocks} blk where blk.blocker_id = ${b} and blk.blocked_id = ${a})
    or ${restrictedNow(b)} or ${restrictedNow(a)}
    or ${demoHiddenFrom(a, b)} or ${demoHiddenFrom(b, a)})`;

/**
 * The block rule for one pair, in a statement that asks it of a row or two (a send, decision 041):
 * the same six tests as `blockedEitherWay`, each a scalar subquery, true or null. Asked as `exists`,
 * PostgreSQL may answer a test by reading the whole table once and hashing it (every active
 * restriction, every demo profile, all his blocks), which is cheap for a list of hundreds of members
 * and is most of the cost of a send. A scalar subquery is always a probe of a primary key.
 * messaging-probe.test.ts holds the two forms to the same answers.
 */
export const blockedPairProbe = (a: unknown, b: unknown): SQL =>
  sql`coalesce(
    (select true from ${blocks} blk where blk.blocker_id = ${a} and blk.blocked_id = ${b}),
    (select true from ${blocks} blk where blk.blocker_id = ${b} and blk.blocked_id = ${a}),
    ${restrictedProbe(b)}, ${restrictedProbe(a)},
    ${demoHiddenProbe(a, b)}, ${demoHiddenProbe(b, a)}, false)`;

/** `restrictedNow` as a probe: true, or null when he is not suspended or banned now. */
export const restrictedProbe = (a: unknown): SQL =>
  sql`(select true from ${memberRestrictions} blk_r where blk_r.user_id = ${a} and (blk_r.ends_at is null or blk_r.ends_at > now()))`;

/**
 * The block rule as it stood at a past moment `at`: a block either way made by then (a report's
 * context shows what the reporter could read when he reported, decision 027). A block made later does
 * not hide what he saw; a suspension or demo mode now says nothing of then and is left out.
 */
export const blockedEitherWayAt = (a: unknown, b: unknown, at: unknown): SQL =>
  sql`(exists (select 1 from ${blocks} blk where blk.blocker_id = ${a} and blk.blocked_id = ${b} and blk.created_at <= ${at})
    or exists (select 1 from ${blocks} blk where blk.blocker_id = ${b} and blk.blocked_id = ${a} and blk.created_at <= ${at}))`;

/**
 * How many members `a` has blocked or is blocked by (a pair blocked both ways counts twice), plus every
 * restriction row (in force or not), plus the demo members unless he is in demo mode: the most
 * members the block rule can take out of any list he sees. Lets a query bound a list cheaply without
 * the rule and apply the rule where it reads the rows (see discovery's nearby bound).
 */
export const blockCountOf = (a: unknown): SQL =>
  sql`((select count(*) from ${blocks} blk where blk.blocker_id = ${a})
    + (select count(*) from ${blocks} blk where blk.blocked_id = ${a})
    + (select count(*) from ${memberRestrictions})
    + ${demoCountFor(a)})`;

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown): Raw[] => (result as { rows: Raw[] }).rows;

export function blocksRepository(db: Database) {
  return {
    async insert(blockerId: string, blockedId: string): Promise<void> {
      await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
    },

    async remove(blockerId: string, blockedId: string): Promise<boolean> {
      const rows = await db
        .delete(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
        .returning({ id: blocks.blockedId });
      return rows.length > 0;
    },

    async eitherWay(a: string, b: string): Promise<boolean> {
      const result = await db.execute(sql`select ${blockedPairProbe(a, b)} as blocked`);
      return Boolean(rowsOf(result)[0]?.blocked);
    },

    /** Which of `ids` the member has blocked or is blocked by. */
    async among(memberId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const result = await db.execute(sql`
        select o.id from unnest(${sql.param(ids)}::text[]) as o(id)
        where ${blockedEitherWay(memberId, sql`o.id`)}`);
      return new Set(rowsOf(result).map((r) => String(r.id)));
    },

    listByBlocker(blockerId: string) {
      return db
        .select({ userId: blocks.blockedId, blockedAt: blocks.createdAt })
        .from(blocks)
        .where(eq(blocks.blockerId, blockerId))
        .orderBy(blocks.createdAt);
    },
  };
}
