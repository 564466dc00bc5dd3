import { useEffect, useState } from 'react';

/**
 * True once `ready` has been true for `delayMs` (spec: the protected wrapper waits 500 ms after the
 * session loads, the root entry 300 ms). Stays true afterwards.
 */
export function useSettledAfter(ready: boolean, delayMs: number): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!ready || settled) return;
    const timer = setTimeout(() => setSettled(true), delayMs);
    return () => clearTimeout(timer);
  }, [ready, settled, delayMs]);
  return settled;
}
