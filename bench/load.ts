// The HTTP load generator (nearby-load.ts) run in a child process, for bench:nearby and bench:feed.
import { fork } from 'node:child_process';
import type { LoadPlan, LoadResult } from './nearby-load.ts';

/** Runs one load plan in a child process and waits for its figures. */
export const load = (plan: LoadPlan) =>
  new Promise<LoadResult>((resolve, reject) => {
    const child = fork(new URL('./nearby-load.ts', import.meta.url), {
      execArgv: ['--import', 'tsx'],
    });
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
    });
    child.send(plan);
  });

/** The replies that were not 200, counted by status. */
export const statuses = (r: LoadResult) =>
  Object.entries(r.statuses)
    .filter(([status]) => status !== '200')
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ') || 'none';
