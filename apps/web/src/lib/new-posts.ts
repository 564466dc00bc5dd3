import { useSyncExternalStore } from 'react';

/*
 * How many 'a member you follow posted' frames arrived since the dashboard last read its tabs. The
 * realtime connection (messaging feature) bumps it; the dashboard shows the 'New posts' pill and resets
 * it. Here in lib because neither feature may import the other.
 */
let count = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function bumpNewPosts(): void {
  count += 1;
  emit();
}

export function resetNewPosts(): void {
  if (count === 0) return;
  count = 0;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNewPostsCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => 0,
  );
}
