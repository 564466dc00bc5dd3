import type { Redis } from 'ioredis';
import { AppError } from '../../lib/errors.ts';

/**
 * Fixed-window counters keyed by the verified member id, shared by every path that does the same
 * action: a message sent over HTTP and one sent over the WebSocket count against one bucket. In memory
 * on one node; in Redis when configured, so the count holds across nodes.
 */
export interface MemberLimiter {
  /** Counts one `action` by `userId`; false once he is over `max` in the current window. */
  take(action: string, userId: string, max: number, windowMs: number): Promise<boolean>;
}

export function memoryMemberLimiter(): MemberLimiter {
  const windows = new Map<string, { until: number; count: number }>();
  let sweptAt = Date.now();
  return {
    async take(action, userId, max, windowMs) {
      const now = Date.now();
      // Forget finished windows now and then, so the map holds only active members.
      if (now - sweptAt > 60_000) {
        sweptAt = now;
        for (const [key, w] of windows) if (w.until <= now) windows.delete(key);
      }
      const key = `${action}:${userId}`;
      let w = windows.get(key);
      if (!w || w.until <= now) {
        w = { until: now + windowMs, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      return w.count <= max;
    },
  };
}

const INCR_WITH_EXPIRY = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/** One INCR per action, the window's expiry set by its first; Redis down: allowed (as the global limiter). */
export function redisMemberLimiter(
  redis: Redis,
  prefix: string,
  onError: (err: unknown) => void,
): MemberLimiter {
  return {
    async take(action, userId, max, windowMs) {
      try {
        const n = await redis.eval(INCR_WITH_EXPIRY, 1, `${prefix}${action}:${userId}`, windowMs);
        return Number(n) <= max;
      } catch (err) {
        onError(err);
        return true;
      }
    },
  };
}

export const sendingTooFast = () =>
  new AppError(429, 'RATE_LIMITED', 'You are sending too fast. Wait a moment.');
