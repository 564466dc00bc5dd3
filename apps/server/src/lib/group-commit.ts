import { currentScope, inScope, scopeOfBatch, type WorkScope } from './work-scope.ts';

/**
 * Group commit: items that arrive while earlier batches are being written wait and go together in the
 * next batch, so a busy node pays one round trip and one commit for many items instead of one each.
 * When a slot is free an item goes out at once: batching adds no wait to a quiet node.
 *
 * With a `key`, an item whose key equals one already in the batch being formed waits for the next
 * batch (a retried message id must find the first one stored, not race it). Without one, any items
 * may go together (reads).
 */
export type GroupCommitOptions<T, R> = {
  /** One outcome per item, in order: a value, or a promise of one (which may fail on its own). */
  write: (items: T[]) => Promise<Array<R | Promise<R>>> | Array<R | Promise<R>>;
  key?: (item: T) => string;
  /** Batches written at the same time (each takes a database connection). */
  concurrency: number;
  maxBatch: number;
  /**
   * A batch still unfinished after this long (say it waits on a row lock another transaction holds)
   * stops holding the others back: each such batch frees one more slot, up to `stalledConcurrency`.
   */
  stallMs?: number;
  stalledConcurrency?: number;
  /**
   * For work where a few milliseconds do not matter (a connecting app's session check) but a burst
   * does: a batch starts at most this often, so items that trickle in one per event-loop turn still go
   * together. An item that finds the writer idle for longer than this goes at once.
   */
  lingerMs?: number;
};

type Waiting<T, R> = {
  item: T;
  /** The actions waiting on it (statement budgets, work-scope.ts). */
  scope: WorkScope | undefined;
  resolve: (r: R | Promise<R>) => void;
  reject: (err: unknown) => void;
};

export function groupCommit<T, R>(options: GroupCommitOptions<T, R>) {
  const queue: Array<Waiting<T, R>> = [];
  /** The batches under way; a batch is marked stalled by its own timer, not by comparing clocks. */
  const underWay = new Set<{ stalled: boolean }>();
  let lastStart = -Infinity;
  let lingering: ReturnType<typeof setTimeout> | null = null;

  const limit = () => {
    const { concurrency, stallMs, stalledConcurrency = concurrency } = options;
    if (!stallMs) return concurrency;
    let stalled = 0;
    for (const batch of underWay) if (batch.stalled) stalled++;
    return Math.max(concurrency, Math.min(stalledConcurrency, concurrency + stalled));
  };

  const take = () => {
    const { key: keyOf } = options;
    if (!keyOf) return queue.splice(0, options.maxBatch);
    const batch: Array<Waiting<T, R>> = [];
    const keys = new Set<string>();
    for (let i = 0; i < queue.length && batch.length < options.maxBatch;) {
      const key = keyOf(queue[i]!.item);
      if (keys.has(key)) {
        i++;
        continue;
      }
      keys.add(key);
      batch.push(queue.splice(i, 1)[0]!);
    }
    return batch;
  };

  const write = async (batch: Array<Waiting<T, R>>) => {
    try {
      // A batch's statements count for every action waiting in it, whoever's turn started it.
      const outcomes = await inScope(scopeOfBatch(batch.map((w) => w.scope)), async () =>
        options.write(batch.map((w) => w.item)),
      );
      // The slot stays taken until every outcome is settled: a fallback's sends are still writing.
      await Promise.allSettled(outcomes);
      batch.forEach((w, i) => w.resolve(outcomes[i]!));
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  };

  const pump = () => {
    while (underWay.size < limit() && queue.length > 0) {
      const { lingerMs } = options;
      const wait = lingerMs ? lastStart + lingerMs - performance.now() : 0;
      if (wait > 0) {
        lingering ??= setTimeout(() => {
          lingering = null;
          pump();
        }, wait);
        return;
      }
      lastStart = performance.now();
      const batch = { stalled: false };
      underWay.add(batch);
      // If it stalls, look again then: a waiting item may go out beside it. (A timer may fire a
      // millisecond before `Date.now()` says its time is up; comparing start times here once left a
      // waiting send behind a stalled one with no timer left to wake it.)
      const check = options.stallMs
        ? setTimeout(() => {
            batch.stalled = true;
            pump();
          }, options.stallMs)
        : undefined;
      check?.unref?.();
      void write(take()).finally(() => {
        clearTimeout(check);
        underWay.delete(batch);
        pump();
      });
    }
  };

  return {
    add(item: T): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, scope: currentScope(), resolve, reject });
        pump();
      });
    },
  };
}
