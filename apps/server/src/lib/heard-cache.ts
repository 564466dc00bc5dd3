import { LRUCache } from 'lru-cache';
import type { EventBus } from '../realtime/event-bus.ts';

export type HeardCache<V> = {
  get(id: string): Promise<V>;
  /** Several at once: the ones not held are read together, in one load. */
  getMany(ids: string[]): Promise<Map<string, V>>;
  /** The row changed (after its write committed): every node forgets it. */
  changed(id: string): void;
};

/**
 * What a node keeps in memory of a row that a hot path reads for every message (a member's
 * notification settings, whether his app is open; issue 30): read from the database on a miss,
 * several misses in one load, forgotten on every node as soon as any node tells the bus it changed,
 * and after `ttlMs` anyway, so a tell lost while Redis reconnected heals on its own.
 *
 * A load that overlapped a change (heard here or told from here) is answered but not kept: it may
 * have read the row before the change committed.
 */
export function heardCache<V>({
  bus,
  topic,
  max,
  ttlMs,
  load,
  absent,
}: {
  bus: Pick<EventBus, 'tell' | 'hear'>;
  topic: string;
  max: number;
  ttlMs: number;
  /** The values of the ids asked that have a row. */
  load: (ids: string[]) => Promise<Map<string, V>>;
  /** The value of an id without one (held too: a member with no row is asked as often). */
  absent: V;
}): HeardCache<V> {
  // Wrapped: a value may be false or null, which the cache cannot hold bare.
  const held = new LRUCache<string, { value: V }>({ max, ttl: ttlMs, ttlAutopurge: false });
  /** Changes seen so far: a load keeps what it read only if none came in while it ran. */
  let changes = 0;
  const forget = (id: string) => {
    changes++;
    held.delete(id);
  };
  // Lives as long as the bus: the bus drops its listeners when the app closes.
  bus.hear(topic, forget);

  async function getMany(ids: string[]): Promise<Map<string, V>> {
    const found = new Map<string, V>();
    const missing: string[] = [];
    for (const id of ids) {
      const hit = held.get(id);
      if (hit) found.set(id, hit.value);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const before = changes;
    const loaded = await load(missing);
    const keep = changes === before;
    for (const id of missing) {
      const value = loaded.has(id) ? (loaded.get(id) as V) : absent;
      found.set(id, value);
      if (keep) held.set(id, { value });
    }
    return found;
  }

  return {
    getMany,
    get: async (id) => (await getMany([id])).get(id) as V,
    changed(id) {
      forget(id);
      bus.tell(topic, id);
    },
  };
}
