import { createHmac, timingSafeEqual } from 'node:crypto';
import { groupCommit } from '../../lib/group-commit.ts';
import type { AuthRepository, StoredSession } from './auth.repository.ts';

/**
 * The session token inside a session cookie's value, when its signature is ours: better-auth signs the
 * token as `token.base64(HMAC-SHA256(secret, token))`, URI-encoded. Null for anything else. Verified
 * here with Node's HMAC, synchronously; better-auth's own check goes through WebCrypto and costs a
 * key import per request.
 */
export function signedToken(cookieValue: string, secret: string): string | null {
  let value = cookieValue;
  try {
    if (value.includes('%')) value = decodeURIComponent(value);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** Sessions looked up together while an earlier lookup is under way, e.g. after a node went down. */
const LOOKUPS_IN_FLIGHT = 2;
const LOOKUP_BATCH_MAX = 200;
/**
 * A lookup batch starts at most this often. A node accepts one connection per event-loop turn, so a
 * reconnecting crowd arrives a millisecond or two apart: without this each would go alone.
 */
const LOOKUP_LINGER_MS = 5;

/**
 * Session rows by token, batched: when hundreds of apps reconnect at once (their node died), each
 * lookup would otherwise be its own round trip through a small pool, one per event-loop turn.
 */
export function sessionLookup(repo: AuthRepository) {
  const lookups = groupCommit<string, StoredSession | null>({
    async write(tokens) {
      const byToken = new Map((await repo.sessionsByToken(tokens)).map((s) => [s.token, s]));
      return tokens.map((token) => byToken.get(token) ?? null);
    },
    concurrency: LOOKUPS_IN_FLIGHT,
    maxBatch: LOOKUP_BATCH_MAX,
    lingerMs: LOOKUP_LINGER_MS,
  });
  // The same cookie asked for again while its lookup is under way (an app opening with several
  // requests at once) shares that lookup instead of waiting for a batch of its own.
  const inFlight = new Map<string, Promise<StoredSession | null>>();
  return {
    find(token: string): Promise<StoredSession | null> {
      const pending = inFlight.get(token);
      if (pending) return pending;
      const lookup = lookups.add(token).finally(() => inFlight.delete(token));
      inFlight.set(token, lookup);
      return lookup;
    },
  };
}
