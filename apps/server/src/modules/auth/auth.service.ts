import { createHash } from 'node:crypto';
import type { MeResponse, SignInBody, SignUpBody } from '@blaze/contracts';
import { APIError } from 'better-auth/api';
import { AppError, unauthorized } from '../../lib/errors.ts';
import type { Database } from '../../db/client.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import type { Auth } from './auth.instance.ts';
import { passwordProblem } from './password-policy.ts';
import { authRepository } from './auth.repository.ts';
import { sessionLookup, signedToken } from './session-lookup.ts';

export type Member = { userId: string; email: string; createdAt: Date };
type AuthResult = { me: MeResponse; headers: Headers };

/**
 * How long this node trusts a session it has looked up, and how many it keeps. A session revoked on
 * another node is still honoured here for at most this long (docs/decisions/010-session-cache.md).
 */
export const SESSION_CACHE = { ttlMs: 5_000, maxEntries: 20_000 } as const;

type CachedSession = { member: Member | null; until: number };

/**
 * Session cookie value -> member, for a few seconds. The key is the signed cookie exactly as it was
 * verified (here or by better-auth), so only a value that passed can ever hit. A signed-out value is
 * kept as a tombstone for the same time, so a lookup that raced the sign-out cannot bring it back.
 */
function sessionCache() {
  const entries = new Map<string, CachedSession>();
  return {
    get(key: string, now: number): CachedSession | undefined {
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit;
      if (hit) entries.delete(key);
      return undefined;
    },
    /** Kept for `ttlMs`, and never past the session's own expiry. */
    remember(key: string, member: Member, expiresAt: Date, now: number): void {
      const until = Math.min(now + SESSION_CACHE.ttlMs, expiresAt.getTime());
      const current = entries.get(key);
      if (current?.member === null && current.until > now) return;
      entries.delete(key);
      if (entries.size >= SESSION_CACHE.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { member, until });
    },
    revoke(key: string, now: number): void {
      entries.delete(key);
      entries.set(key, { member: null, until: now + SESSION_CACHE.ttlMs });
    },
  };
}

/** The session cookie's value, or null when there is none or more than one (then nothing is cached). */
function sessionCookie(headers: Headers, name: string): string | null {
  let value: string | null = null;
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    if (value !== null) return null;
    value = part.slice(at + 1).trim();
  }
  return value || null;
}

const emailTaken = () =>
  new AppError(409, 'EMAIL_TAKEN', 'An account with this e-mail already exists. Try signing in.');
const badCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Wrong e-mail or password.');

function isApiError(err: unknown): err is APIError {
  return err instanceof APIError || (err as { name?: string })?.name === 'APIError';
}

function apiErrorCode(err: APIError): string {
  return String((err.body as { code?: string } | undefined)?.code ?? '');
}

export function authService(auth: Auth, profiles: ProfilesService, db: Database) {
  const sessions = sessionCache();
  const signOutListeners = new Set<(sessionTag: string) => void>();
  const tagOf = (key: string) => createHash('sha256').update(key).digest('base64url');
  const stored = sessionLookup(authRepository(db));
  let cookieName: string | null = null;
  const sessionKey = async (headers: Headers) => {
    cookieName ??= (await auth.$context).authCookies.sessionToken.name;
    return sessionCookie(headers, cookieName);
  };

  /**
   * The member behind a session cookie, read from the session table (batched with other lookups), for
   * the common case: our signature, a live session not yet due for its daily extension. Null when the
   * value is ours but its session is gone (signed out, or revoked on another node). Undefined when
   * better-auth must decide instead: a value we cannot verify ourselves, an expired session (it
   * deletes the row) or one due for extension (it writes the new expiry and a new cookie).
   */
  async function fromSessionTable(
    key: string,
  ): Promise<{ member: Member; expiresAt: Date } | null | undefined> {
    const ctx = await auth.$context;
    const token = signedToken(key, ctx.secret);
    if (!token) return undefined;
    const row = await stored.find(token);
    if (!row) return null;
    const now = Date.now();
    const expires = row.expiresAt.getTime();
    const { expiresIn, updateAge } = ctx.sessionConfig;
    if (expires <= now || expires - expiresIn * 1000 + updateAge * 1000 <= now) return undefined;
    const member = { userId: row.userId, email: row.email, createdAt: row.userCreatedAt };
    return { member, expiresAt: row.expiresAt };
  }

  async function me(userId: string, email: string, createdAt: Date): Promise<MeResponse> {
    const profile = await profiles.getOwn(userId);
    if (!profile) throw unauthorized('Your profile could not be found. Please sign in again.');
    return { user: { id: userId, email, createdAt: createdAt.toISOString() }, profile };
  }

  return {
    async signUp(input: SignUpBody & { email: string }, headers: Headers): Promise<AuthResult> {
      const problem = passwordProblem(input.password, [
        input.email,
        input.email.split('@')[0] ?? '',
        input.username ?? '',
      ]);
      if (problem) throw new AppError(400, 'WEAK_PASSWORD', problem);
      if (input.username) await profiles.assertUsernameFree(input.username);

      let result: {
        headers: Headers;
        response: { user: { id: string; email: string; createdAt: Date } };
      };
      try {
        result = await auth.api.signUpEmail({
          body: {
            email: input.email,
            password: input.password,
            name: input.displayName ?? input.username ?? '',
          },
          headers,
          returnHeaders: true,
        });
      } catch (err) {
        if (isApiError(err) && apiErrorCode(err).startsWith('USER_ALREADY_EXISTS'))
          throw emailTaken();
        if (isApiError(err) && apiErrorCode(err).startsWith('PASSWORD_TOO'))
          throw new AppError(400, 'WEAK_PASSWORD', err.message);
        throw err;
      }
      const { user } = result.response;
      try {
        await profiles.createForNewMember({
          userId: user.id,
          username: input.username,
          displayName: input.displayName,
          online: true,
        });
      } catch (err) {
        // The account must not outlive a failed profile (e.g. a username taken in a race).
        await deleteUser(auth, user.id);
        throw err;
      }
      return {
        me: await me(user.id, user.email, new Date(user.createdAt)),
        headers: result.headers,
      };
    },

    async signIn(input: SignInBody & { email: string }, headers: Headers): Promise<AuthResult> {
      let result: {
        headers: Headers;
        response: { user: { id: string; email: string; createdAt: Date } };
      };
      try {
        result = await auth.api.signInEmail({
          body: { email: input.email, password: input.password },
          headers,
          returnHeaders: true,
        });
      } catch (err) {
        if (isApiError(err) && (err.statusCode === 401 || err.statusCode === 400))
          throw badCredentials();
        throw err;
      }
      const { user } = result.response;
      await profiles.setPresence(user.id, true);
      return {
        me: await me(user.id, user.email, new Date(user.createdAt)),
        headers: result.headers,
      };
    },

    async signOut(headers: Headers): Promise<Headers> {
      const member = await this.currentMember(headers);
      const result = await auth.api.signOut({ headers, returnHeaders: true });
      const key = await sessionKey(headers);
      if (key) sessions.revoke(key, Date.now());
      if (key) for (const listener of signOutListeners) listener(tagOf(key));
      if (member) await profiles.setPresence(member.userId, false);
      return result.headers;
    },

    /** Names a request's session without its cookie (the realtime gateway closes its sockets by it). */
    async sessionTag(headers: Headers): Promise<string | null> {
      const key = await sessionKey(headers);
      return key ? tagOf(key) : null;
    },

    /** Told (on this node) when a session signs out. */
    onSignOut(listener: (sessionTag: string) => void): () => void {
      signOutListeners.add(listener);
      return () => signOutListeners.delete(listener);
    },

    /**
     * The signed-in member: from this node's few-second cache, else from the session table or
     * better-auth. When better-auth extends the session (daily) or ends an expired one, it answers with
     * a new session cookie; `setCookies` receives it, so the browser's cookie lives as long as the
     * session does instead of ending 30 days after sign-in.
     */
    async currentMember(
      headers: Headers,
      setCookies?: (cookies: string[]) => void,
    ): Promise<Member | null> {
      const key = await sessionKey(headers);
      const cached = key ? sessions.get(key, Date.now()) : undefined;
      if (cached) return cached.member;
      const found = key ? await fromSessionTable(key) : undefined;
      if (found !== undefined) {
        if (found && key) sessions.remember(key, found.member, found.expiresAt, Date.now());
        return found?.member ?? null;
      }
      const { headers: answered, response: session } = await auth.api.getSession({
        headers,
        returnHeaders: true,
      });
      const cookies = answered.getSetCookie();
      if (cookies.length > 0) setCookies?.(cookies);
      if (!session) return null;
      const member = {
        userId: session.user.id,
        email: session.user.email,
        createdAt: new Date(session.user.createdAt),
      };
      if (key) sessions.remember(key, member, new Date(session.session.expiresAt), Date.now());
      return member;
    },

    me,

    /** A demo member: a user row with no password account, so nobody can sign in as him. Idempotent. */
    async createDemoUser(email: string, name: string, createdAt: Date): Promise<string> {
      const ctx = await auth.$context;
      const existing = await ctx.internalAdapter.findUserByEmail(email);
      if (existing) return existing.user.id;
      const user = await ctx.internalAdapter.createUser(
        { email, name, emailVerified: true, createdAt },
        { method: 'admin' },
      );
      return user.id;
    },
  };
}

async function deleteUser(auth: Auth, userId: string): Promise<void> {
  const ctx = await auth.$context;
  await ctx.internalAdapter.deleteUser(userId);
}

export type AuthService = ReturnType<typeof authService>;
