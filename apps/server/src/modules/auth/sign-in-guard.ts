import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Brute force on sign-in, beside the per-(address, e-mail) route limit (decision 004):
 * - per account, whatever address the attempts come from: the first `freeFailures` attempts in a row
 *   are judged; after them one attempt at a time is judged, then the account waits a lock that doubles
 *   with every further failure (30 s up to 15 minutes). Attempts during a lock are refused before the
 *   password is looked at, the right one too. A success clears it.
 * - per address, the number of different e-mails that failed there (password spraying).
 * - per address mailed: sign-up, resend and an unverified sign-in send at most `mailsPerAddress` mails
 *   to one address an hour, whoever asks (a route limiter cannot do it: only one runs per request).
 * - per address a code goes to: tries at its codes (sign-up's and an e-mail change's) are counted
 *   before they are judged, `codeTriesPerAddress` in `codeWindowMs` (24 hours from the first); past
 *   them no code for it is judged, the right one neither, and no code is mailed to it, until the
 *   window ends. Five mails an hour of five tries each would otherwise give one guess in 40,000 a
 *   day, without end (issue 12 #8).
 * All are keyed on the e-mail as typed, whether or not an account has it, so a 429 tells nothing
 * about who has an account. Attempts are counted before they are judged, so parallel requests cannot
 * slip past the count.
 */
export const SIGN_IN_GUARD = {
  freeFailures: 5,
  failureMemoryMs: 60 * 60_000,
  firstLockMs: 30_000,
  maxLockMs: 15 * 60_000,
  sprayAccounts: 20,
  sprayWindowMs: 60 * 60_000,
  mailsPerAddress: 5,
  mailWindowMs: 60 * 60_000,
  codeTriesPerAddress: 15,
  codeWindowMs: 24 * 60 * 60_000,
} as const;

export type SignInVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/** The counters, shared by every node through Redis when it is configured, else in this process. */
type GuardStore = {
  lockTtl(key: string): Promise<number>;
  /** Adds one and keeps the count for `ttlMs` from now. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** Adds one to a count that ends `windowMs` after its first addition. */
  countInWindow(key: string, windowMs: number): Promise<{ n: number; ttlMs: number }>;
  /** Takes one back from a live count (none is made). */
  decrement(key: string): Promise<void>;
  /** A count and how long it lasts, without adding to it; zero for none. */
  peek(key: string): Promise<{ n: number; ttlMs: number }>;
  /** Sets the lock unless one is set; true when this call set it. */
  lockOnce(key: string, ttlMs: number): Promise<boolean>;
  clear(...keys: string[]): Promise<void>;
  /** Adds a member to a set kept `ttlMs` after its last addition; the set's size afterwards. */
  addToSet(key: string, member: string, ttlMs: number): Promise<{ added: boolean; size: number }>;
  removeFromSet(key: string, member: string): Promise<void>;
};

const lockMs = (judgedPastFree: number) =>
  Math.min(SIGN_IN_GUARD.maxLockMs, SIGN_IN_GUARD.firstLockMs * 2 ** Math.max(0, judgedPastFree));

const digest = (value: string) =>
  createHash('sha256').update(value.trim().toLowerCase()).digest('base64url').slice(0, 22);

export function signInGuard(store: GuardStore) {
  /** Counts one more in the key's window: allowed while the count stays within `max`. */
  async function countWithin(key: string, windowMs: number, max: number): Promise<SignInVerdict> {
    const { n, ttlMs } = await store.countInWindow(key, windowMs);
    return n <= max ? { allowed: true } : { allowed: false, retryAfterMs: ttlMs };
  }

  return {
    /** Before the password is judged: may this attempt go ahead? Counts it as a failure until `succeeded`. */
    async admit(email: string, ip: string): Promise<SignInVerdict> {
      const account = digest(email);
      const lock = `lock:${account}`;
      const locked = await store.lockTtl(lock);
      if (locked > 0) return { allowed: false, retryAfterMs: locked };

      const spray = await store.addToSet(`spray:${ip}`, account, SIGN_IN_GUARD.sprayWindowMs);
      if (spray.added && spray.size > SIGN_IN_GUARD.sprayAccounts) {
        await store.removeFromSet(`spray:${ip}`, account);
        return { allowed: false, retryAfterMs: SIGN_IN_GUARD.sprayWindowMs };
      }

      const attempts = await store.increment(`fail:${account}`, SIGN_IN_GUARD.failureMemoryMs);
      if (attempts < SIGN_IN_GUARD.freeFailures) return { allowed: true };
      // Past the free failures: this attempt is judged only if it is the one that sets the next lock.
      const ms = lockMs(attempts - SIGN_IN_GUARD.freeFailures);
      if (await store.lockOnce(lock, ms)) return { allowed: true };
      return { allowed: false, retryAfterMs: Math.max(1000, await store.lockTtl(lock)) };
    },

    /**
     * Before a mail goes to this address: has it had its share this hour, and may its codes still be
     * tried (`admitCode`)? A code nobody may try is not sent.
     */
    async admitMail(email: string): Promise<SignInVerdict> {
      const tries = await store.peek(`code:${digest(email)}`);
      if (tries.n >= SIGN_IN_GUARD.codeTriesPerAddress)
        return { allowed: false, retryAfterMs: tries.ttlMs };
      return countWithin(
        `mail:${digest(email)}`,
        SIGN_IN_GUARD.mailWindowMs,
        SIGN_IN_GUARD.mailsPerAddress,
      );
    },

    /**
     * Before a code sent to this address is judged (sign-up's or an e-mail change's): counts the try
     * before it is judged, so tries sent at once each count (a right one is given back by
     * `codeRight`); past the cap none is judged.
     */
    async admitCode(email: string): Promise<SignInVerdict> {
      return countWithin(
        `code:${digest(email)}`,
        SIGN_IN_GUARD.codeWindowMs,
        SIGN_IN_GUARD.codeTriesPerAddress,
      );
    },

    /** A right code gives its try back: only wrong ones use up the address's share. */
    async codeRight(email: string): Promise<void> {
      await store.decrement(`code:${digest(email)}`);
    },

    /** The right password: the account's count and lock go, and it no longer counts as sprayed. */
    async succeeded(email: string, ip: string): Promise<void> {
      const account = digest(email);
      await store.clear(`fail:${account}`, `lock:${account}`);
      await store.removeFromSet(`spray:${ip}`, account);
    },
  };
}

export type SignInGuard = ReturnType<typeof signInGuard>;

export function memoryGuardStore(now: () => number = Date.now): GuardStore {
  const counts = new Map<string, { n: number; until: number }>();
  const locks = new Map<string, number>();
  const sets = new Map<string, { members: Set<string>; until: number }>();
  const live = <T extends { until: number }>(map: Map<string, T>, key: string) => {
    const v = map.get(key);
    if (v && v.until > now()) return v;
    if (v) map.delete(key);
    return undefined;
  };
  let writes = 0;
  /** Drops what has expired now and then, so the maps cannot grow without end. */
  const sweep = () => {
    writes += 1;
    if (writes % 1000 !== 0) return;
    const t = now();
    for (const [k, v] of counts) if (v.until <= t) counts.delete(k);
    for (const [k, v] of locks) if (v <= t) locks.delete(k);
    for (const [k, v] of sets) if (v.until <= t) sets.delete(k);
  };
  return {
    async lockTtl(key) {
      const until = locks.get(key) ?? 0;
      return Math.max(0, until - now());
    },
    async increment(key, ttlMs) {
      sweep();
      const n = (live(counts, key)?.n ?? 0) + 1;
      counts.set(key, { n, until: now() + ttlMs });
      return n;
    },
    async countInWindow(key, windowMs) {
      sweep();
      const current = live(counts, key) ?? { n: 0, until: now() + windowMs };
      current.n += 1;
      counts.set(key, current);
      return { n: current.n, ttlMs: current.until - now() };
    },
    async decrement(key) {
      const current = live(counts, key);
      if (current && current.n > 0) current.n -= 1;
    },
    async peek(key) {
      const current = live(counts, key);
      return current ? { n: current.n, ttlMs: current.until - now() } : { n: 0, ttlMs: 0 };
    },
    async lockOnce(key, ttlMs) {
      if ((locks.get(key) ?? 0) > now()) return false;
      locks.set(key, now() + ttlMs);
      return true;
    },
    async clear(...keys) {
      for (const k of keys) {
        counts.delete(k);
        locks.delete(k);
      }
    },
    async addToSet(key, member, ttlMs) {
      sweep();
      const set = live(sets, key) ?? { members: new Set<string>(), until: 0 };
      set.until = now() + ttlMs;
      sets.set(key, set);
      const added = !set.members.has(member);
      set.members.add(member);
      return { added, size: set.members.size };
    },
    async removeFromSet(key, member) {
      live(sets, key)?.members.delete(member);
    },
  };
}

export function redisGuardStore(redis: Redis, prefix: string): GuardStore {
  const k = (key: string) => `${prefix}sign-in:${key}`;
  return {
    async lockTtl(key) {
      return Math.max(0, await redis.pttl(k(key)));
    },
    async increment(key, ttlMs) {
      const [[, n]] = (await redis.multi().incr(k(key)).pexpire(k(key), ttlMs).exec()) as [
        [unknown, number],
      ];
      return n;
    },
    async countInWindow(key, windowMs) {
      const [[, n], [, ttl]] = (await redis.multi().incr(k(key)).pttl(k(key)).exec()) as [
        [unknown, number],
        [unknown, number],
      ];
      if (ttl >= 0) return { n, ttlMs: ttl };
      await redis.pexpire(k(key), windowMs);
      return { n, ttlMs: windowMs };
    },
    async decrement(key) {
      await redis.eval(
        "if redis.call('pttl', KEYS[1]) > 0 then return redis.call('decr', KEYS[1]) end return 0",
        1,
        k(key),
      );
    },
    async peek(key) {
      const [[, n], [, ttl]] = (await redis.multi().get(k(key)).pttl(k(key)).exec()) as [
        [unknown, string | null],
        [unknown, number],
      ];
      return n === null ? { n: 0, ttlMs: 0 } : { n: Number(n), ttlMs: Math.max(0, ttl) };
    },
    async lockOnce(key, ttlMs) {
      return (await redis.set(k(key), '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async clear(...keys) {
      await redis.del(...keys.map(k));
    },
    async addToSet(key, member, ttlMs) {
      const [[, added], [, size]] = (await redis
        .multi()
        .sadd(k(key), member)
        .scard(k(key))
        .pexpire(k(key), ttlMs)
        .exec()) as [[unknown, number], [unknown, number]];
      return { added: added === 1, size };
    },
    async removeFromSet(key, member) {
      await redis.srem(k(key), member);
    },
  };
}
