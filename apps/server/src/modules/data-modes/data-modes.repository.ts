import { eq, sql, type SQL } from 'drizzle-orm';
import type { DataMode } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';

// The aliases are spelled so that no query these fragments sit in uses them: an inner alias shadows an
// outer one of the same name (a story's views as `v` met a profile as `v`).

/**
 * The member (a value, placeholder or column) is in demo mode, or is a demo member himself (the demo
 * community sees itself: two demo members in one group chat, a demo host's demo guests): one probe
 * of the profiles primary key. With a value, PostgreSQL runs it once per query (an init plan), not
 * once per row.
 */
export const seesDemo = (viewer: unknown): SQL =>
  sql`exists (select 1 from ${profiles} dm_viewer where dm_viewer.id = ${viewer}
    and (dm_viewer.data_mode = 'demo' or dm_viewer.is_demo))`;

/**
 * The data-mode rule (decision 038): `member` is a demo member and `viewer` is not in demo mode. One
 * probe of the profiles primary key for `member` (almost always not demo, and then the viewer's mode is
 * never read). Part of the block rule (`blockedEitherWay`), so every list and every read by id that
 * honours blocks hides the demo community from a member in production or testing mode.
 */
export const demoHiddenFrom = (viewer: unknown, member: unknown): SQL =>
  sql`exists (select 1 from ${profiles} dm_member where dm_member.id = ${member} and dm_member.is_demo and not ${seesDemo(viewer)})`;

/**
 * `demoHiddenFrom` as a probe: true, or null when it does not hold (for `blockedPairProbe`). Scalar
 * subqueries, which PostgreSQL always runs as probes of the primary key.
 */
export const demoHiddenProbe = (viewer: unknown, member: unknown): SQL =>
  sql`(select true from ${profiles} dm_member where dm_member.id = ${member} and dm_member.is_demo
    and coalesce((select not (dm_viewer.data_mode = 'demo' or dm_viewer.is_demo) from ${profiles} dm_viewer
      where dm_viewer.id = ${viewer}), true))`;

/**
 * For rows with their own demo flag and no demo owner (house venues, demo promotions): the row is
 * shown when it is not demo content or the viewer is in demo mode.
 */
export const demoRowVisibleTo = (viewer: unknown, isDemo: unknown): SQL =>
  sql`(not ${isDemo} or ${seesDemo(viewer)})`;

/**
 * The most members the data-mode rule can take out of a list `viewer` sees (for `blockCountOf`):
 * the demo members unless he is in demo mode (a partial index, a few dozen rows), and, were the viewer
 * a demo member himself (nobody can sign in as one), every member.
 */
export const demoCountFor = (viewer: unknown): SQL =>
  // The counts sit in CASE branches, so only the one needed runs (a count with the test inside was
  // planned in parallel over a large demo set, and its workers were started only to be filtered off).
  sql`(case when ${seesDemo(viewer)} then 0 else (select count(*) from ${profiles} dm_demo where dm_demo.is_demo) end
    + case when exists (select 1 from ${profiles} dm_viewer where dm_viewer.id = ${viewer} and dm_viewer.is_demo)
      then (select count(*) from ${profiles} dm_all) else 0 end)`;

export function dataModesRepository(db: Database) {
  return {
    async modeOf(userId: string): Promise<DataMode | null> {
      const [row] = await db
        .select({ mode: profiles.dataMode })
        .from(profiles)
        .where(eq(profiles.id, userId));
      return row ? (row.mode as DataMode) : null;
    },

    async setMode(userId: string, mode: DataMode): Promise<boolean> {
      const rows = await db
        .update(profiles)
        .set({ dataMode: mode })
        .where(eq(profiles.id, userId))
        .returning({ id: profiles.id });
      return rows.length > 0;
    },
  };
}
