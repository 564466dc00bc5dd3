import { and, eq, inArray, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobSchedules, jobs } from '../../db/schema.ts';

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = Omit<JobRow, 'state' | 'attempts' | 'lockedUntil' | 'finishedAt'>;

/**
 * The jobs and job_schedules tables (decision 033). Due times (`run_after`, a schedule's next run) are
 * the app's Clock, so tests move them; leases are the database's own time, so a test's clock jump
 * never makes a running job look abandoned.
 */
export function jobsRepository(db: Database) {
  const leaseEnd = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

  return {
    /** Stores a queued job; null when a job with its singleton key is already queued or running. */
    async insert(job: NewJob): Promise<string | null> {
      const [row] = await db
        .insert(jobs)
        .values({ ...job, state: 'queued', attempts: 0 })
        .onConflictDoNothing()
        .returning({ id: jobs.id });
      return row?.id ?? null;
    },

    /**
     * Takes up to `limit` due jobs of these names for this node: rows another node is claiming at the
     * same moment are skipped (SKIP LOCKED), so each job is claimed once.
     */
    async claim(names: string[], now: Date, limit: number, leaseSeconds: number) {
      if (names.length === 0 || limit <= 0) return [];
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.state, 'queued'), lte(jobs.runAfter, now), inArray(jobs.name, names)))
        .orderBy(jobs.runAfter)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(jobs)
        .set({
          state: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          lockedUntil: leaseEnd(leaseSeconds),
        })
        .where(and(inArray(jobs.id, due), eq(jobs.state, 'queued')))
        .returning();
    },

    /** Keeps this node's running jobs its own. */
    async renew(ids: string[], leaseSeconds: number): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(jobs)
        .set({ lockedUntil: leaseEnd(leaseSeconds) })
        .where(and(inArray(jobs.id, ids), eq(jobs.state, 'running')));
    },

    async complete(id: string, at: Date): Promise<void> {
      await db
        .update(jobs)
        .set({ state: 'done', lockedUntil: null, finishedAt: at })
        .where(eq(jobs.id, id));
    },

    async retryAt(id: string, runAfter: Date): Promise<void> {
      await db
        .update(jobs)
        .set({ state: 'queued', lockedUntil: null, runAfter })
        .where(eq(jobs.id, id));
    },

    async fail(id: string, at: Date): Promise<void> {
      await db
        .update(jobs)
        .set({ state: 'failed', lockedUntil: null, finishedAt: at })
        .where(eq(jobs.id, id));
    },

    /**
     * Jobs whose node stopped mid-run (its lease lapsed) go back in the queue, or fail once their
     * tries are spent. `mine` are running here and are never taken back.
     */
    async requeueAbandoned(at: Date, mine: string[]): Promise<number> {
      const rows = await db
        .update(jobs)
        .set({
          state: sql`case when ${jobs.attempts} > ${jobs.retryLimit} then 'failed' else 'queued' end`,
          lockedUntil: null,
          finishedAt: sql`case when ${jobs.attempts} > ${jobs.retryLimit} then ${at.toISOString()}::timestamptz end`,
        })
        .where(
          and(
            eq(jobs.state, 'running'),
            lt(jobs.lockedUntil, sql`now()`),
            mine.length ? notInArray(jobs.id, mine) : undefined,
          ),
        )
        .returning({ id: jobs.id });
      return rows.length;
    },

    /** Forgets finished jobs (done or failed) older than `before`. */
    async forgetFinished(before: Date): Promise<void> {
      await db
        .delete(jobs)
        .where(
          and(or(eq(jobs.state, 'done'), eq(jobs.state, 'failed')), lt(jobs.finishedAt, before)),
        );
    },

    /**
     * The recurring jobs' rows, in one statement: a new one's first period ends `everySeconds` from now
     * (as the timers they replace did); a restart keeps a period under way unless the new interval ends
     * it sooner.
     */
    async ensureSchedules(list: Array<{ name: string; everySeconds: number }>, now: Date) {
      if (list.length === 0) return;
      await db
        .insert(jobSchedules)
        .values(
          list.map(({ name, everySeconds }) => ({
            name,
            everySeconds,
            nextRunAt: new Date(now.getTime() + everySeconds * 1000),
          })),
        )
        .onConflictDoUpdate({
          target: jobSchedules.name,
          set: {
            everySeconds: sql`excluded.every_seconds`,
            nextRunAt: sql`least(${jobSchedules.nextRunAt}, excluded.next_run_at)`,
          },
        });
    },

    /**
     * Moves every due schedule of these names on to its next period, in one statement, and answers
     * the names this node moved: a second node's update waits for the row lock, then sees the new
     * time and leaves the row alone, so each period is taken once.
     */
    async takeDuePeriods(names: string[], now: Date): Promise<string[]> {
      if (names.length === 0) return [];
      const rows = await db
        .update(jobSchedules)
        .set({
          nextRunAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${jobSchedules.everySeconds})`,
        })
        .where(and(inArray(jobSchedules.name, names), lte(jobSchedules.nextRunAt, now)))
        .returning({ name: jobSchedules.name });
      return rows.map((r) => r.name);
    },
  };
}

export type JobsRepository = ReturnType<typeof jobsRepository>;
