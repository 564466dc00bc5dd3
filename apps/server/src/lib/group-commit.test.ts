import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupCommit } from './group-commit.ts';

/** A writer whose batches finish only when the test says so. */
function gatedWriter() {
  const batches: string[][] = [];
  const gates: Array<() => void> = [];
  return {
    batches,
    open: () => gates.shift()?.(),
    write: (items: string[]) => {
      batches.push(items);
      return new Promise<string[]>((resolve) =>
        gates.push(() => resolve(items.map((i) => `stored ${i}`))),
      );
    },
  };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('group commit', () => {
  it('writes a lone item at once, and what arrives meanwhile together in the next batch', async () => {
    const w = gatedWriter();
    const commit = groupCommit({ write: w.write, key: (s) => s, concurrency: 1, maxBatch: 10 });
    const first = commit.add('a');
    expect(w.batches).toEqual([['a']]);
    const later = ['b', 'c', 'd'].map((s) => commit.add(s));
    expect(w.batches).toHaveLength(1);
    w.open();
    expect(await first).toBe('stored a');
    await tick();
    expect(w.batches).toEqual([['a'], ['b', 'c', 'd']]);
    w.open();
    expect(await Promise.all(later)).toEqual(['stored b', 'stored c', 'stored d']);
  });

  it('keeps several batches in flight, at most maxBatch items each, in arrival order', async () => {
    const w = gatedWriter();
    const commit = groupCommit({ write: w.write, key: (s) => s, concurrency: 2, maxBatch: 2 });
    const all = ['a', 'b', 'c', 'd', 'e', 'f'].map((s) => commit.add(s));
    expect(w.batches).toEqual([['a'], ['b']]);
    w.open();
    await tick();
    expect(w.batches).toEqual([['a'], ['b'], ['c', 'd']]);
    for (let i = 0; i < 4; i++) {
      w.open();
      await tick();
    }
    expect(w.batches).toEqual([['a'], ['b'], ['c', 'd'], ['e', 'f']]);
    expect(await Promise.all(all)).toEqual(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((s) => `stored ${s}`),
    );
  });

  it('never puts two items with one key in a batch: the second waits for the next', async () => {
    const w = gatedWriter();
    const commit = groupCommit({
      write: w.write,
      key: (s) => s.split(':')[0]!,
      concurrency: 1,
      maxBatch: 10,
    });
    void commit.add('x:1');
    const rest = ['y:1', 'x:2', 'z:1', 'x:3'].map((s) => commit.add(s));
    for (let i = 0; i < 4; i++) {
      w.open();
      await tick();
    }
    expect(w.batches).toEqual([['x:1'], ['y:1', 'x:2', 'z:1'], ['x:3']]);
    await Promise.all(rest);
  });

  it('without a key, puts equal items in one batch', async () => {
    const w = gatedWriter();
    const commit = groupCommit({ write: w.write, concurrency: 1, maxBatch: 10 });
    void commit.add('x');
    const rest = ['x', 'y', 'x'].map((s) => commit.add(s));
    w.open();
    await tick();
    expect(w.batches).toEqual([['x'], ['x', 'y', 'x']]);
    w.open();
    expect(await Promise.all(rest)).toEqual(['stored x', 'stored y', 'stored x']);
  });

  it('gives each item its own outcome, and fails the whole batch when the writer throws', async () => {
    const commit = groupCommit<number, number>({
      write: (items) =>
        items.includes(13)
          ? Promise.reject(new Error('down'))
          : items.map((n) => (n < 0 ? Promise.reject(new Error(`bad ${n}`)) : Promise.resolve(n))),
      key: String,
      concurrency: 1,
      maxBatch: 2,
    });
    // Batches: [1], [-2, 3], [13].
    const outcomes = await Promise.allSettled([1, -2, 3, 13].map((n) => commit.add(n)));
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : String(o.reason)))).toEqual([
      1,
      'Error: bad -2',
      3,
      'Error: down',
    ]);
  });

  describe('when a batch stalls', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('lets the items behind it go out beside it, up to a cap, instead of waiting for it', async () => {
      vi.useFakeTimers();
      const w = gatedWriter();
      const commit = groupCommit({
        write: w.write,
        key: (s) => s,
        concurrency: 1,
        maxBatch: 10,
        stallMs: 100,
        stalledConcurrency: 3,
      });
      void commit.add('stuck');
      void commit.add('a');
      expect(w.batches).toEqual([['stuck']]);
      await vi.advanceTimersByTimeAsync(99);
      expect(w.batches).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(w.batches).toEqual([['stuck'], ['a']]);
      void commit.add('b');
      await vi.advanceTimersByTimeAsync(100);
      expect(w.batches).toEqual([['stuck'], ['a'], ['b']]);
      // Three under way, all stalled: the cap holds.
      void commit.add('c');
      await vi.advanceTimersByTimeAsync(500);
      expect(w.batches).toHaveLength(3);
      // One finishes: the next goes out.
      w.open();
      await vi.advanceTimersByTimeAsync(0);
      expect(w.batches).toEqual([['stuck'], ['a'], ['b'], ['c']]);
    });

    it('frees the slot when its timer fires, even if the wall clock says a millisecond is left', async () => {
      // Node may run a timer a millisecond before Date.now() has moved on by its delay (its loop
      // time is cached). Judged by the clock, the stalled batch did not count, and nothing woke the
      // waiting item again until the stuck batch ended: a send to another chat waited on a lock.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const wallClock = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
      const w = gatedWriter();
      const commit = groupCommit({
        write: w.write,
        key: (s) => s,
        concurrency: 1,
        maxBatch: 10,
        stallMs: 250,
        stalledConcurrency: 4,
      });
      void commit.add('stuck');
      void commit.add('other chat');
      wallClock.mockReturnValue(1_000_249);
      await vi.advanceTimersByTimeAsync(250);
      expect(w.batches).toEqual([['stuck'], ['other chat']]);
      wallClock.mockRestore();
    });
  });
});

describe('group commit with a linger', () => {
  afterEach(() => vi.useRealTimers());

  it('sends an item that finds it idle at once, and gathers a burst that trickles in', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const batches: string[][] = [];
    const commit = groupCommit({
      write: (items: string[]) => {
        batches.push(items);
        return items;
      },
      key: (s) => s,
      concurrency: 2,
      maxBatch: 10,
      lingerMs: 5,
    });
    const first = commit.add('a');
    expect(batches).toEqual([['a']]);
    expect(await first).toBe('a');
    // One item per millisecond, as connects arrive one per event-loop turn.
    const rest: Array<Promise<string>> = [];
    for (const s of ['b', 'c', 'd', 'e']) {
      await vi.advanceTimersByTimeAsync(1);
      rest.push(commit.add(s));
    }
    expect(batches).toEqual([['a']]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([['a'], ['b', 'c', 'd', 'e']]);
    expect(await Promise.all(rest)).toEqual(['b', 'c', 'd', 'e']);
    // Quiet for longer than the linger: the next goes at once again.
    await vi.advanceTimersByTimeAsync(20);
    void commit.add('f');
    expect(batches).toHaveLength(3);
  });
});
