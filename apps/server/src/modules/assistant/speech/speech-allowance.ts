import type { Redis } from 'ioredis';

/**
 * Characters of server voice per member per day (decision 039): the voice is the operator's paid account,
 * so a member's day has a budget like his other daily shares. In memory on one node; in Redis when
 * configured, so the count holds across nodes.
 */
export interface SpeechAllowance {
  /**
   * Takes `chars` of his budget for `day` (a UTC date, '2026-11-29'); false, and nothing taken, when they
   * would bring him past `max`.
   */
  take(userId: string, day: string, chars: number, max: number): Promise<boolean>;
}

export function memorySpeechAllowance(): SpeechAllowance {
  const used = new Map<string, { day: string; chars: number }>();
  return {
    async take(userId, day, chars, max) {
      const today = used.get(userId);
      const so = today?.day === day ? today.chars : 0;
      if (today && today.day !== day) used.delete(userId);
      if (so + chars > max) return false;
      used.set(userId, { day, chars: so + chars });
      // Yesterday's counts go as members speak today: the map holds at most a day's speakers.
      if (used.size > 10_000) for (const [id, u] of used) if (u.day !== day) used.delete(id);
      return true;
    },
  };
}

/** One INCRBY, given back when it went past the budget; the key lives two days. */
const TAKE = `local n = redis.call('INCRBY', KEYS[1], ARGV[1])
if n == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], 172800000) end
if n > tonumber(ARGV[2]) then
  redis.call('DECRBY', KEYS[1], ARGV[1])
  return 0
end
return 1`;

/** Redis down: allowed (as the other limiters), with the per-minute limit of the route still in place. */
export function redisSpeechAllowance(
  redis: Redis,
  prefix: string,
  onError: (err: unknown) => void,
): SpeechAllowance {
  return {
    async take(userId, day, chars, max) {
      try {
        return Number(await redis.eval(TAKE, 1, `${prefix}${day}:${userId}`, chars, max)) === 1;
      } catch (err) {
        onError(err);
        return true;
      }
    },
  };
}
