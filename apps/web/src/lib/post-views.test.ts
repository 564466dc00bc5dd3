import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createViewBatcher } from '@/lib/post-views';

describe('post view batcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends each seen post once, in batches of at most 50, after a pause', async () => {
    const sent: string[][] = [];
    const batcher = createViewBatcher(async (ids) => sent.push(ids), 3000);
    batcher.seen('a');
    batcher.seen('a');
    batcher.seen('b');
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(3000);
    expect(sent).toEqual([['a', 'b']]);
    batcher.seen('a');
    vi.advanceTimersByTime(3000);
    expect(sent).toHaveLength(1);

    for (let i = 0; i < 120; i += 1) batcher.seen(`p${i}`);
    expect(sent.slice(1).map((b) => b.length)).toEqual([50, 50]);
    batcher.flush();
    expect(sent.slice(1).map((b) => b.length)).toEqual([50, 50, 20]);
  });

  it('drops a failed batch without throwing', async () => {
    const batcher = createViewBatcher(() => Promise.reject(new Error('offline')), 10);
    batcher.seen('x');
    expect(() => vi.advanceTimersByTime(10)).not.toThrow();
  });
});
