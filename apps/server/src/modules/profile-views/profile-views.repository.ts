import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profileViews } from '../../db/schema.ts';
import { blockedEitherWay, blockedPairProbe } from '../blocks/blocks.service.ts';

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown): Raw[] => (result as { rows: Raw[] }).rows;
/** A time as a parameter both engines read the same way. */
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export function profileViewsRepository(db: Database) {
  return {
    /**
     * Records a view unless the same viewer viewed the same profile within `repeatMs` before `at`, or the
     * two have blocked each other. One transaction under a lock per pair, so two requests at the same
     * moment record one view. True when a view was recorded.
     */
    async record(viewerId: string, viewedId: string, at: Date, repeatMs: number) {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`blaze.view:${viewerId}:${viewedId}`}, 0))`,
        );
        const since = new Date(at.getTime() - repeatMs);
        const result = await tx.execute(sql`
          insert into ${profileViews} (id, viewer_id, viewed_id, viewed_at)
          select ${randomUUID()}, ${viewerId}, ${viewedId}, ${ts(at)}
          where ${viewerId} <> ${viewedId}
            and not ${blockedPairProbe(viewerId, viewedId)}
            and not exists (
              select 1 from ${profileViews} v
              where v.viewer_id = ${viewerId} and v.viewed_id = ${viewedId}
                and v.viewed_at > ${ts(since)} and v.viewed_at <= ${ts(at)})
          returning id`);
        return rowsOf(result).length > 0;
      });
    },

    /**
     * Who viewed `viewedId` since `since` (up to `at`): one row per viewer with his latest view and how
     * many, the latest first (then by viewer id); members blocked either way left out. `total` is how
     * many distinct viewers there are in all.
     */
    async viewers(viewedId: string, since: Date, at: Date, limit: number) {
      const result = await db.execute(sql`
        select v.viewer_id, max(v.viewed_at) as last_at, count(*)::int as n,
          count(*) over ()::int as total
        from ${profileViews} v
        where v.viewed_id = ${viewedId} and v.viewed_at > ${ts(since)} and v.viewed_at <= ${ts(at)}
          and not ${blockedEitherWay(viewedId, sql`v.viewer_id`)}
        group by v.viewer_id
        order by last_at desc, v.viewer_id collate "C"
        limit ${limit}`);
      const rows = rowsOf(result);
      return {
        total: Number(rows[0]?.total ?? 0),
        rows: rows.map((r) => ({
          viewerId: String(r.viewer_id),
          lastAt: new Date(r.last_at as string | Date),
          views: Number(r.n),
        })),
      };
    },

    /**
     * The newest viewer of `viewedId` since `since` (up to `at`), blocked or not, with whether the two
     * have blocked each other: the one viewer a member without Plus may see (decision 021).
     */
    async newestViewer(viewedId: string, since: Date, at: Date) {
      const result = await db.execute(sql`
        select v.viewer_id, max(v.viewed_at) as last_at, count(*)::int as n,
          ${blockedEitherWay(viewedId, sql`v.viewer_id`)} as blocked
        from ${profileViews} v
        where v.viewed_id = ${viewedId} and v.viewed_at > ${ts(since)} and v.viewed_at <= ${ts(at)}
        group by v.viewer_id
        order by last_at desc, v.viewer_id collate "C"
        limit 1`);
      const r = rowsOf(result)[0];
      if (!r) return null;
      return {
        viewerId: String(r.viewer_id),
        lastAt: new Date(r.last_at as string | Date),
        views: Number(r.n),
        blocked: r.blocked === true || r.blocked === 't',
      };
    },

    /** Deletes views older than `before`; how many. */
    async pruneBefore(before: Date): Promise<number> {
      const result = await db.execute(
        sql`delete from ${profileViews} where viewed_at < ${ts(before)} returning 1 as x`,
      );
      return rowsOf(result).length;
    },

    /** How many views of `viewedId` in each window [from, to) (blocked members left out). */
    async countIn(viewedId: string, windows: Array<{ from: Date; to: Date }>): Promise<number[]> {
      if (windows.length === 0) return [];
      const result = await db.execute(sql`
        select ${sql.join(
          windows.map(
            (w, i) =>
              sql`(count(*) filter (where v.viewed_at >= ${ts(w.from)} and v.viewed_at < ${ts(w.to)}))::int as ${sql.identifier(`w${i}`)}`,
          ),
          sql`, `,
        )}
        from ${profileViews} v
        where v.viewed_id = ${viewedId}
          and v.viewed_at >= ${ts(new Date(Math.min(...windows.map((w) => w.from.getTime()))))}
          and v.viewed_at < ${ts(new Date(Math.max(...windows.map((w) => w.to.getTime()))))}
          and not ${blockedEitherWay(viewedId, sql`v.viewer_id`)}`);
      const row = rowsOf(result)[0] ?? {};
      return windows.map((_w, i) => Number(row[`w${i}`] ?? 0));
    },
  };
}

export type ProfileViewsRepository = ReturnType<typeof profileViewsRepository>;
