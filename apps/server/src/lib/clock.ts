/**
 * Where services read the time. The app uses the system clock; API tests pass a `manualClock` and move it,
 * so allowances, expiries and windows are tested without waiting and without faking Node's timers.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export type ManualClock = Clock & {
  /** Moves the clock on by `ms` (back when negative). */
  advance(ms: number): void;
  set(at: Date): void;
};

/** A clock that stands still until a test moves it (it starts at `start`, the real time by default). */
export function manualClock(start: Date = new Date()): ManualClock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance(ms) {
      at += ms;
    },
    set(d) {
      at = d.getTime();
    },
  };
}
