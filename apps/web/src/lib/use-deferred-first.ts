import { useDeferredValue } from 'react';

/**
 * `value`, except on its first arrival: then `undefined` once more while React renders what depends
 * on it as a transition, in slices a tap can come between. Query data arrives through
 * useSyncExternalStore, whose renders React cannot slice, and data already in the cache when a
 * screen mounts renders with the mount: a screen's first list (the feed, the grid, the inbox, a
 * thread) would otherwise render in one long task (issue 29). Later changes (a like, a sent message)
 * pass at once, with no second render: only whether the value is there is deferred, not the value.
 */
export function useDeferredFirst<T>(value: T | undefined): T | undefined {
  const shown = useDeferredValue(value !== undefined, false);
  return shown ? value : undefined;
}
