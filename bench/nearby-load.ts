// The load generator for bench:nearby and bench:feed. It runs as a child process (forked by nearby.ts or
// feed.ts), so its own work never runs on the server's event loop; the two still share this machine's two
// cores with PostgreSQL.
// Keep-alive connections through an undici Pool; every request is read to its last byte.
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

/**
 * Request i goes to `paths[i % paths.length]` when given (else `path`) with `cookies[i % cookies.length]`:
 * lists of the same length pair a member with his own path (bench:feed's third pages, whose cursors are
 * his).
 */
export type LoadPlan = { origin: string; path: string; paths?: string[]; cookies: string[] } & (
  | { kind: 'closed'; concurrency: number; requests: number }
  | { kind: 'open'; rate: number; requests: number }
);

export type LoadResult = {
  /** Closed loop: send to last byte. Open loop: intended send time to last byte (see below). */
  latenciesMs: number[];
  /** Open loop only: from when the generator issued the request (its own lag left out) to last byte. */
  serviceMs: number[];
  statuses: Record<string, number>;
  seconds: number;
  maxInFlight: number;
  /** CPU time this load generator used. */
  cpuMs: number;
};

/**
 * Closed loop: `concurrency` members each send, wait for the reply, send again. Throughput is whatever the
 * server sustains; latency is what each of them waits.
 *
 * Open loop: requests start on a fixed schedule (`rate` per second) whether or not earlier ones have
 * answered, as independent members would. Latency is measured from the moment a request was due, not from
 * when it was sent, so a server that falls behind cannot hide the queue it builds (no coordinated
 * omission).
 */
async function run(plan: LoadPlan): Promise<LoadResult> {
  const pool = new Pool(plan.origin, {
    connections: plan.kind === 'closed' ? plan.concurrency : 512,
    pipelining: 1,
    keepAliveTimeout: 60_000,
  });
  const latenciesMs: number[] = [];
  const serviceMs: number[] = [];
  const statuses: Record<string, number> = {};
  let inFlight = 0;
  let maxInFlight = 0;
  const send = async (i: number, due: number) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const sent = performance.now();
    let status = 'error';
    try {
      const res = await pool.request({
        method: 'GET',
        path: plan.paths?.length ? plan.paths[i % plan.paths.length]! : plan.path,
        headers: { cookie: plan.cookies[i % plan.cookies.length]! },
      });
      await res.body.arrayBuffer();
      status = String(res.statusCode);
    } catch (err) {
      status = `error: ${(err as Error).message}`;
    }
    const done = performance.now();
    inFlight--;
    statuses[status] = (statuses[status] ?? 0) + 1;
    latenciesMs.push(done - due);
    serviceMs.push(done - sent);
  };

  const cpu = process.cpuUsage();
  const t0 = performance.now();
  if (plan.kind === 'closed') {
    let next = 0;
    await Promise.all(
      Array.from({ length: plan.concurrency }, async () => {
        while (next < plan.requests) {
          const i = next++;
          await send(i, performance.now());
        }
      }),
    );
  } else {
    const interval = 1000 / plan.rate;
    const pending: Array<Promise<void>> = [];
    let i = 0;
    while (i < plan.requests) {
      const now = performance.now();
      while (i < plan.requests && t0 + i * interval <= now) {
        pending.push(send(i, t0 + i * interval));
        i++;
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await Promise.all(pending);
  }
  const seconds = (performance.now() - t0) / 1000;
  const used = process.cpuUsage(cpu);
  await pool.close();
  return {
    latenciesMs,
    serviceMs: plan.kind === 'open' ? serviceMs : [],
    statuses,
    seconds,
    maxInFlight,
    cpuMs: (used.user + used.system) / 1000,
  };
}

process.on('message', (plan: LoadPlan) => {
  run(plan).then(
    (result) => process.send!(result, () => process.exit(0)),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
});
