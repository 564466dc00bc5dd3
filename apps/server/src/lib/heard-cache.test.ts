import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryEventBus, redisEventBus, type EventBus } from '../realtime/event-bus.ts';
import { heardCache } from './heard-cache.ts';

/** A table stand-in: what the database holds, and every read of it. */
function rows(initial: Record<string, string>) {
  const table = new Map(Object.entries(initial));
  const reads: string[][] = [];
  return {
    table,
    reads,
    load: async (ids: string[]) => {
      reads.push(ids);
      return new Map(ids.flatMap((id) => (table.has(id) ? [[id, table.get(id)!] as const] : [])));
    },
  };
}

const cacheOn = (bus: EventBus, db: ReturnType<typeof rows>, topic = 'test.rows') =>
  heardCache<string>({ bus, topic, max: 100, ttlMs: 60_000, load: db.load, absent: 'none' });

describe('a cache every node forgets from', () => {
  it('reads a member once, the ones not held together, and a change again', async () => {
    const db = rows({ a: 'one', b: 'two' });
    const cache = cacheOn(memoryEventBus(), db);
    expect(await cache.get('a')).toBe('one');
    expect(await cache.get('a')).toBe('one');
    expect([...(await cache.getMany(['a', 'b', 'c']))]).toEqual([
      ['a', 'one'],
      ['b', 'two'],
      ['c', 'none'],
    ]);
    expect(db.reads).toEqual([['a'], ['b', 'c']]);
    db.table.set('a', 'changed');
    expect(await cache.get('a')).toBe('one'); // not told yet
    cache.changed('a');
    expect(await cache.get('a')).toBe('changed');
    expect(db.reads).toHaveLength(3);
  });

  it('does not keep a read that a change overtook (it may have read the row before)', async () => {
    const db = rows({ a: 'old' });
    let release = () => undefined as void;
    const cache = heardCache<string>({
      bus: memoryEventBus(),
      topic: 'test.slow',
      max: 100,
      ttlMs: 60_000,
      absent: 'none',
      load: async (ids) => {
        const read = await db.load(ids);
        await new Promise<void>((resolve) => (release = resolve));
        return read;
      },
    });
    const first = cache.get('a');
    await new Promise((resolve) => setImmediate(resolve));
    db.table.set('a', 'new');
    cache.changed('a');
    release();
    expect(await first).toBe('old');
    const second = cache.get('a');
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect(await second).toBe('new');
  });

  it('forgets after its time, whatever it heard', async () => {
    const db = rows({ a: 'one' });
    const cache = heardCache<string>({
      bus: memoryEventBus(),
      topic: 'test.ttl',
      max: 100,
      ttlMs: 20,
      load: db.load,
      absent: 'none',
    });
    await cache.get('a');
    db.table.set('a', 'two');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.get('a')).toBe('two');
  });
});

describe.runIf(Boolean(process.env.REDIS_URL))('two nodes through Redis', () => {
  const connections: Redis[] = [];
  const buses: EventBus[] = [];
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
    await Promise.all(connections.map((c) => c.quit()));
  });

  it('a change told on node B makes node A read the row again', async () => {
    const channel = `blaze-test:${randomUUID()}`;
    const node = async () => {
      const redis = new Redis(process.env.REDIS_URL!);
      connections.push(redis);
      const bus = await redisEventBus(redis, channel, (err) => {
        throw err;
      });
      buses.push(bus);
      return bus;
    };
    const db = rows({ a: 'one' });
    const [onA, onB] = [cacheOn(await node(), db), cacheOn(await node(), db)];
    expect(await onA.get('a')).toBe('one');
    expect(await onB.get('a')).toBe('one');
    db.table.set('a', 'two');
    onB.changed('a');
    expect(await onB.get('a')).toBe('two');
    const deadline = Date.now() + 5_000;
    while ((await onA.get('a')) !== 'two' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await onA.get('a')).toBe('two');
    // A frame for members still reaches the gateways, and a topic never does.
    const frames: string[][] = [];
    buses[0]!.subscribe((to) => frames.push(to));
    buses[1]!.tell('test.rows', 'b');
    buses[1]!.publish(['m1'], { type: 'pong' });
    while (frames.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(frames).toEqual([['m1']]);
  });
});
