import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobHandler, JobQueue, SendOptions } from './job-queue.ts';
import { jobsRepository, type JobRow } from './jobs.repository.ts';

/** The port, for other modules (they import a module through its service only). */
export type { JobAttempt, JobHandler, JobQueue, SendOptions } from './job-queue.ts';

const DEFAULT_RETRY_LIMIT = 3;
const DEFAULT_RETRY_DELAY_SECONDS = 30;
/** The key of a recurring job: a period that starts while the last one's job is still queued or running is skipped. */
const EVERY_KEY = 'every';
const DAY_MS = 24 * 3600_000;

type Log = { warn: (obj: object, msg: string) => void };

export type JobRunnerOptions = {
  db: Database;
  clock: Clock;
  log: Log;
  /** How often an idle node looks for due jobs (a send on this node wakes it at once). */
  pollMs?: number;
  /** A running job is this node's while it renews this lease; a node that stops loses it after this. */
  leaseSeconds?: number;
  /** Jobs run at the same time on this node. */
  concurrency?: number;
};

/** The queue as app.ts holds it: the port, and the loop that works it on this node. */
export type JobRunner = JobQueue & {
  /** Starts working the registered names (after the app is ready). */
  start(): Promise<void>;
  /** Stops taking jobs and waits for those running here (before the database closes). */
  stop(): Promise<void>;
  /** One pass now (abandoned jobs taken back too), waiting for the jobs it took: for tests. */
  runDue(): Promise<number>;
};

/**
 * The job queue on our own database (decision 033): the same tables and SQL on PGlite and PostgreSQL,
 * so a job survives a restart on both and runs once across nodes on PostgreSQL (SKIP LOCKED claims,
 * leases, a schedule row per recurring job).
 */
export function jobRunner(options: JobRunnerOptions): JobRunner {
  const { clock, log } = options;
  const pollMs = options.pollMs ?? 1000;
  const leaseSeconds = options.leaseSeconds ?? 60;
  const concurrency = options.concurrency ?? 4;
  const repo = jobsRepository(options.db);
  const handlers = new Map<string, JobHandler<unknown>>();
  const schedules = new Map<string, number>();
  /** Jobs running on this node, by id. */
  const active = new Map<string, Promise<void>>();
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let passing: Promise<void> | null = null;
  let again = false;
  let passes = 0;
  /** Schedules `every` is storing after the start; a pass waits for them before it reads them. */
  const storing = new Set<Promise<void>>();
  /** Passes between lease renewals and between housekeeping (abandoned jobs, old rows). */
  const renewEvery = Math.max(1, Math.floor((leaseSeconds * 1000) / 3 / pollMs));
  const housekeepEvery = Math.max(1, Math.floor(30_000 / pollMs));

  async function runJob(row: JobRow): Promise<void> {
    const handler = handlers.get(row.name);
    const last = row.attempts > row.retryLimit;
    try {
      if (!handler) throw new Error(`no handler for job ${row.name}`);
      await handler(row.data, { id: row.id, attempt: row.attempts, last });
      await repo.complete(row.id, clock.now());
    } catch (err) {
      // Never the job's data: it names the job and its try only.
      log.warn(
        { err, job: row.name, jobId: row.id, attempt: row.attempts, willRetry: !last },
        'job failed',
      );
      if (last) await repo.fail(row.id, clock.now());
      else {
        const delayMs = row.retryDelaySeconds * 1000 * 2 ** (row.attempts - 1);
        await repo.retryAt(row.id, new Date(clock.now().getTime() + delayMs));
      }
    }
  }

  function launch(row: JobRow): Promise<void> {
    const run = runJob(row)
      .catch((err: unknown) => log.warn({ err, job: row.name, jobId: row.id }, 'job not settled'))
      .finally(() => {
        active.delete(row.id);
        wake();
      });
    active.set(row.id, run);
    return run;
  }

  /** Sends this period's job of each due recurring name; only the node that moves the period on does. */
  async function sendDuePeriods(now: Date): Promise<void> {
    for (const name of await repo.takeDuePeriods([...schedules.keys()], now))
      await queue.send(name, {}, { singletonKey: EVERY_KEY, retryLimit: 0 });
  }

  async function pass(housekeep = false): Promise<Array<Promise<void>>> {
    const now = clock.now();
    const round = passes++;
    if (housekeep || round % housekeepEvery === 0) {
      await repo.requeueAbandoned(now, [...active.keys()]);
      await repo.forgetFinished(new Date(now.getTime() - DAY_MS));
    }
    if (round % renewEvery === 0) await repo.renew([...active.keys()], leaseSeconds);
    await Promise.all(storing);
    await sendDuePeriods(now);
    if (stopping) return [];
    const rows = await repo.claim(
      [...handlers.keys()],
      now,
      concurrency - active.size,
      leaseSeconds,
    );
    return rows.map(launch);
  }

  function tick(): void {
    timer = null;
    if (!started || stopping) return;
    if (passing) {
      again = true;
      return;
    }
    passing = (async () => {
      do {
        again = false;
        await pass();
      } while (again && !stopping);
    })()
      .catch((err: unknown) => log.warn({ err }, 'job queue pass failed'))
      .finally(() => {
        passing = null;
        if (started && !stopping && !timer) {
          timer = setTimeout(tick, pollMs);
          timer.unref();
        }
      });
  }

  /** Looks for work now rather than at the next poll (a job sent or finished here). */
  function wake(): void {
    if (!started || stopping) return;
    if (passing) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    tick();
  }

  const queue: JobRunner = {
    work<T>(name: string, handler: JobHandler<T>): void {
      if (handlers.has(name)) throw new Error(`job ${name} already has a handler`);
      handlers.set(name, handler as JobHandler<unknown>);
      wake();
    },

    async send<T>(name: string, data: T, opts: SendOptions = {}): Promise<string | null> {
      const now = clock.now();
      const id = await repo.insert({
        id: randomUUID(),
        name,
        data: data ?? {},
        singletonKey: opts.singletonKey ?? null,
        runAfter: opts.startAfter ?? now,
        retryLimit: opts.retryLimit ?? DEFAULT_RETRY_LIMIT,
        retryDelaySeconds: opts.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
        createdAt: now,
      });
      if (id && handlers.has(name) && (!opts.startAfter || opts.startAfter <= now)) wake();
      return id;
    },

    every(name: string, everySeconds: number, handler: () => Promise<unknown>): void {
      queue.work(name, async () => {
        await handler();
      });
      schedules.set(name, everySeconds);
      if (!started) return;
      const store = repo
        .ensureSchedules([{ name, everySeconds }], clock.now())
        .catch((err: unknown) => log.warn({ err, job: name }, 'job schedule not stored'))
        .finally(() => storing.delete(store));
      storing.add(store);
    },

    async start(): Promise<void> {
      if (started) return;
      await repo.ensureSchedules(
        [...schedules].map(([name, everySeconds]) => ({ name, everySeconds })),
        clock.now(),
      );
      started = true;
      tick();
    },

    async stop(): Promise<void> {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      while (passing || active.size > 0) {
        if (passing) await passing;
        await Promise.allSettled([...active.values()]);
      }
    },

    async runDue(): Promise<number> {
      const runs = await pass(true);
      await Promise.allSettled(runs);
      return runs.length;
    },
  };
  return queue;
}
