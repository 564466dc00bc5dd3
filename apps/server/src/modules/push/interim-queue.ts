import { randomUUID } from 'node:crypto';
import type { Clock } from '../../lib/clock.ts';
import type { JobHandler, JobQueue, SendOptions } from '../jobs/job-queue.ts';

type Job = {
  id: string;
  name: string;
  data: unknown;
  runAt: number;
  attempt: number;
  retryLimit: number;
  retryDelaySeconds: number;
  singletonKey: string | null;
  running: boolean;
};

/** How often the runner looks for jobs that came due (a job sent for now also starts at once). */
const TICK_MS = 100;

/**
 * A stand-in for the job queue (issue 18) until modules/jobs lands on main: jobs live in this process
 * only (lost at a restart, never shared between nodes), due by `clock` so tests move time instead of
 * waiting, retried with the port's doubling delay. The lead replaces it with the real queue at merge.
 */
export function interimQueue({
  clock,
  onError,
}: {
  clock: Clock;
  onError: (err: unknown, job: { name: string }) => void;
}): JobQueue & { close(): Promise<void> } {
  const handlers = new Map<string, JobHandler<unknown>>();
  const jobs: Job[] = [];
  const running = new Set<Promise<void>>();
  let closed = false;

  async function run(job: Job): Promise<void> {
    const handler = handlers.get(job.name);
    if (!handler) return;
    job.running = true;
    try {
      await handler(job.data);
      jobs.splice(jobs.indexOf(job), 1);
    } catch (err) {
      job.running = false;
      if (job.attempt >= job.retryLimit) {
        jobs.splice(jobs.indexOf(job), 1);
        onError(err, job);
        return;
      }
      job.runAt = clock.now().getTime() + job.retryDelaySeconds * 1000 * 2 ** job.attempt;
      job.attempt += 1;
    }
  }

  function tick(): void {
    if (closed) return;
    const now = clock.now().getTime();
    for (const job of [...jobs]) {
      if (job.running || job.runAt > now || !handlers.has(job.name)) continue;
      const p = run(job).catch((err: unknown) => onError(err, job));
      running.add(p);
      void p.finally(() => running.delete(p));
    }
  }

  const timer = setInterval(tick, TICK_MS);
  timer.unref();

  return {
    work<T>(name: string, handler: JobHandler<T>): void {
      handlers.set(name, handler as JobHandler<unknown>);
    },

    async send<T>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
      if (closed) return null;
      const key = options.singletonKey ?? null;
      if (key !== null && jobs.some((j) => j.name === name && j.singletonKey === key)) return null;
      const job: Job = {
        id: randomUUID(),
        name,
        data,
        runAt: (options.startAfter ?? clock.now()).getTime(),
        attempt: 0,
        retryLimit: options.retryLimit ?? 3,
        retryDelaySeconds: options.retryDelaySeconds ?? 30,
        singletonKey: key,
        running: false,
      };
      jobs.push(job);
      setImmediate(tick);
      return job.id;
    },

    every(name: string, everySeconds: number, handler: () => Promise<void>): void {
      handlers.set(name, async () => {
        try {
          await handler();
        } finally {
          if (!closed)
            jobs.push({
              id: randomUUID(),
              name,
              data: null,
              runAt: clock.now().getTime() + everySeconds * 1000,
              attempt: 0,
              retryLimit: 0,
              retryDelaySeconds: 0,
              singletonKey: name,
              running: false,
            });
        }
      });
      void this.send(name, null, { singletonKey: name, retryLimit: 0 });
    },

    async close(): Promise<void> {
      closed = true;
      clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
