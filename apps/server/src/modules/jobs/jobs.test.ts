import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { createPeerNode, createTestApp, type TestApp } from '../../test/test-app.ts';
import { jobRunner } from './jobs.service.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** Polls until `check` holds (no fixed sleeps): the queue runs jobs in the background. */
async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 400; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Runs what is due and waits until `ran` holds: this node's own loop may take the job first. Then one
 * more pass, so a second run would show.
 */
async function dueRun(ran: () => boolean): Promise<void> {
  await t.app.jobs.runDue();
  await until(ran, 'the due job');
  await t.app.jobs.runDue();
  expect(ran()).toBe(true);
}

const clock = manualClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, {}, { clock });
});
afterAll(async () => t?.close());

describe('the job queue', () => {
  it('runs a sent job once, with its data', async () => {
    const seen: unknown[] = [];
    t.app.jobs.work<{ memberId: string }>('test.once', async (data) => {
      seen.push(data);
    });
    const id = await t.app.jobs.send('test.once', { memberId: 'm1' });
    expect(id).toEqual(expect.any(String));
    await until(() => seen.length === 1, 'the job');
    await t.app.jobs.runDue();
    expect(seen).toEqual([{ memberId: 'm1' }]);
  });

  it('retries a failing handler: failing twice then succeeding runs it three times', async () => {
    const tries: Array<{ attempt: number; last: boolean }> = [];
    let done = false;
    t.app.jobs.work('test.flaky', async (_data, { attempt, last }) => {
      tries.push({ attempt, last });
      if (tries.length < 3) throw new Error('not yet');
      done = true;
    });
    await t.app.jobs.send('test.flaky', {}, { retryLimit: 3, retryDelaySeconds: 0 });
    await until(() => done, 'the third try');
    await t.app.jobs.runDue();
    expect(tries).toEqual([
      { attempt: 1, last: false },
      { attempt: 2, last: false },
      { attempt: 3, last: false },
    ]);
    // Logged by name and try, never with its data.
    expect(t.logs.join('')).toContain('"job":"test.flaky"');
  });

  it('waits the retry delay on the clock, doubling, and gives up after the retry limit', async () => {
    let runs = 0;
    t.app.jobs.work('test.broken', async () => {
      runs += 1;
      throw new Error('always');
    });
    await t.app.jobs.send('test.broken', {}, { retryLimit: 2, retryDelaySeconds: 60 });
    await until(() => runs === 1, 'the first try');
    await t.app.jobs.runDue();
    expect(runs).toBe(1);
    clock.advance(60_000);
    await dueRun(() => runs === 2);
    clock.advance(60_000);
    await t.app.jobs.runDue();
    expect(runs).toBe(2); // the second retry waits 120 s
    clock.advance(60_000);
    await dueRun(() => runs === 3);
    clock.advance(3600_000);
    await t.app.jobs.runDue();
    expect(runs).toBe(3);
  });

  it('drops a second send with the same singleton key while the first is queued', async () => {
    const first = await t.app.jobs.send(
      'test.single',
      {},
      { singletonKey: 'k', startAfter: new Date(clock.now().getTime() + 60_000) },
    );
    const second = await t.app.jobs.send('test.single', {}, { singletonKey: 'k' });
    const otherKey = await t.app.jobs.send('test.single', {}, { singletonKey: 'other' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(otherKey).toEqual(expect.any(String));
    let runs = 0;
    t.app.jobs.work('test.single', async () => {
      runs += 1;
    });
    await until(() => runs === 1, 'the other key');
    clock.advance(60_000);
    await dueRun(() => runs === 2);
    // Once it ran, the key is free again.
    expect(await t.app.jobs.send('test.single', {}, { singletonKey: 'k' })).toEqual(
      expect.any(String),
    );
  });

  it('does not run a job before its startAfter', async () => {
    let runs = 0;
    t.app.jobs.work('test.later', async () => {
      runs += 1;
    });
    await t.app.jobs.send('test.later', {}, { startAfter: new Date(clock.now().getTime() + 5000) });
    await t.app.jobs.runDue();
    expect(runs).toBe(0);
    clock.advance(5000);
    await dueRun(() => runs === 1);
  });

  it('runs an `every` job once per period', async () => {
    let runs = 0;
    t.app.jobs.every('test.every', 30, async () => {
      runs += 1;
    });
    await t.app.jobs.runDue();
    expect(runs).toBe(0);
    for (let period = 1; period <= 3; period += 1) {
      clock.advance(30_000);
      await t.app.jobs.runDue();
      await until(() => runs >= period, `period ${period}`);
      await t.app.jobs.runDue();
      expect(runs).toBe(period);
    }
  });
});

describe('a job survives a restart', () => {
  it('runs again elsewhere when the node running it stops mid-run (its lease lapses)', async () => {
    // A node that takes the job and then stops answering: its handler never ends, nothing renews.
    const stalled = jobRunner({ db: t.db, clock, log: { warn: () => {} }, leaseSeconds: 3 });
    let started = false;
    stalled.work('test.abandoned', () => {
      started = true;
      return new Promise<void>(() => {});
    });
    await t.app.jobs.send('test.abandoned', { memberId: 'm3' });
    void stalled.runDue();
    await until(() => started, 'the stalled node to take it');

    const seen: Array<{ data: unknown; attempt: number }> = [];
    t.app.jobs.work('test.abandoned', async (data, { attempt }) => {
      seen.push({ data, attempt });
    });
    await t.app.jobs.runDue();
    expect(seen).toEqual([]); // its lease still holds
    await until(async () => {
      await t.app.jobs.runDue();
      return seen.length > 0;
    }, 'the lease to lapse');
    expect(seen).toEqual([{ data: { memberId: 'm3' }, attempt: 2 }]);
  });

  it('is sent on one app, which closes, and runs once on the next app on the same database', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'blaze-jobs-'));
    const restartClock = manualClock();
    const first = onPostgres
      ? t
      : await createTestApp({}, {}, { clock: restartClock, pgliteDataDir: dataDir });
    const sender = onPostgres ? await createPeerNode(t, {}, { clock: restartClock }) : first;
    const startAfter = new Date(restartClock.now().getTime() + 60_000);
    expect(await sender.app.jobs.send('test.restart', { memberId: 'm2' }, { startAfter })).toEqual(
      expect.any(String),
    );
    await sender.close();

    const next = onPostgres
      ? await createPeerNode(t, {}, { clock: restartClock })
      : await createTestApp({}, {}, { clock: restartClock, pgliteDataDir: dataDir });
    try {
      const seen: unknown[] = [];
      next.app.jobs.work('test.restart', async (data) => {
        seen.push(data);
      });
      await next.app.jobs.runDue();
      expect(seen).toEqual([]);
      restartClock.advance(60_000);
      await until(() => seen.length === 1, 'the job after the restart');
      await next.app.jobs.runDue();
      expect(seen).toEqual([{ memberId: 'm2' }]);
    } finally {
      await next.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!onPostgres)('two server nodes on one PostgreSQL', () => {
  it('runs each of N jobs exactly once in total', async () => {
    const a = await createPeerNode(t, {}, { clock });
    const b = await createPeerNode(t, {}, { clock });
    try {
      const ran: string[] = [];
      const byNode = { a: 0, b: 0 };
      const handler = (node: 'a' | 'b') => async (data: { n: string }) => {
        byNode[node] += 1;
        ran.push(data.n);
        await new Promise((resolve) => setImmediate(resolve));
      };
      a.app.jobs.work('test.spread', handler('a'));
      b.app.jobs.work('test.spread', handler('b'));
      const sent = Array.from({ length: 40 }, (_, i) => String(i));
      await Promise.all(
        sent.map((n, i) => (i % 2 ? a : b).app.jobs.send('test.spread', { n }, { retryLimit: 0 })),
      );
      await until(() => ran.length >= sent.length, 'every job');
      await Promise.all([a.app.jobs.runDue(), b.app.jobs.runDue()]);
      expect([...ran].sort()).toEqual([...sent].sort());
      expect(byNode.a + byNode.b).toBe(sent.length);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('runs an `every` job once per period across both nodes', async () => {
    const a = await createPeerNode(t, {}, { clock });
    const b = await createPeerNode(t, {}, { clock });
    try {
      let runs = 0;
      const tick = async () => {
        runs += 1;
      };
      a.app.jobs.every('test.cluster-tick', 60, tick);
      b.app.jobs.every('test.cluster-tick', 60, tick);
      await Promise.all([a.app.jobs.runDue(), b.app.jobs.runDue()]);
      expect(runs).toBe(0);
      for (let period = 1; period <= 3; period += 1) {
        clock.advance(60_000);
        await Promise.all([a.app.jobs.runDue(), b.app.jobs.runDue()]);
        await until(() => runs >= period, `period ${period}`);
        await Promise.all([a.app.jobs.runDue(), b.app.jobs.runDue()]);
        expect(runs).toBe(period);
      }
    } finally {
      await a.close();
      await b.close();
    }
  });
});
