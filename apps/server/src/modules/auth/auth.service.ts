import { createHash } from 'node:crypto';
import type {
  MeResponse,
  PasswordReset,
  ResetPasswordBody,
  SignInBody,
  SignUpBody,
  SignUpStarted,
  VerifyEmailBody,
  DataMode,
} from '@blaze/contracts';
import { APIError } from 'better-auth/api';
import { AppError, unauthorized } from '../../lib/errors.ts';
import type { Database } from '../../db/client.ts';
import type { Member } from '../../http/session-guard.ts';
import type { Mail, Mailer } from '../mail/mail.service.ts';
import type { PresenceService } from '../presence/presence.service.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import type { Auth } from './auth.instance.ts';
import {
  addressInUseMail,
  passwordChangedMail,
  passwordResetCodeMail,
  signUpCodeMail,
} from './auth.mails.ts';
import type { SignInGuard } from './sign-in-guard.ts';
import { passwordProblem } from './password-policy.ts';
import { authRepository } from './auth.repository.ts';
import { sessionLookup, signedToken } from './session-lookup.ts';
import { accountRepository } from './account.repository.ts';
import type { JobQueue } from '../jobs/jobs.service.ts';

type AuthResult = { me: MeResponse; headers: Headers };
/** Sign-in's answer: signed in, or the password was right and the authenticator's code comes next. */
type SignInResult = AuthResult | { twoFactorRequired: true; headers: Headers };

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
    /** Tombstones every cached session of this member for which `ended` says yes. */
    revokeWhere(userId: string, now: number, ended: (key: string) => boolean): void {
      for (const [key, entry] of [...entries])
        if (entry.member?.userId === userId && ended(key)) this.revoke(key, now);
    },
    /** Tombstones every cached session of this member for which `keep` says no. */
    revokeMember(userId: string, now: number, keep: (key: string) => boolean): void {
      for (const [key, entry] of [...entries])
        if (entry.member?.userId === userId && !keep(key)) this.revoke(key, now);
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

const badCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Wrong e-mail or password.');
const codeInvalid = () =>
  new AppError(
    400,
    'CODE_INVALID',
    'That code is not right or has expired. Check the latest e-mail from Blaze, or ask for a new code.',
  );
/** better-auth's twoFactor errors, in words. */
function twoFactorProblem(code: string): AppError {
  if (code === 'INVALID_TWO_FACTOR_COOKIE')
    return new AppError(
      401,
      'TWO_FACTOR_EXPIRED',
      'That sign-in has expired. Enter your e-mail and password again.',
    );
  if (code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE')
    return new AppError(
      429,
      'RATE_LIMITED',
      'Too many wrong codes. Enter your e-mail and password again to get another try.',
    );
  if (code === 'ACCOUNT_TEMPORARILY_LOCKED')
    return new AppError(
      429,
      'RATE_LIMITED',
      'Too many wrong codes. Two-factor sign-in is paused for a few minutes; please try again later.',
    );
  return new AppError(
    400,
    'CODE_INVALID',
    'That code is not right. Check your authenticator app, or use one of your backup codes.',
  );
}

/** The guard's refusal (sign-in-guard.ts), the same for every address; a long wait is told in hours. */
export const tooManyAttempts = (retryAfterMs: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const wait = minutes <= 120 ? `${minutes} minute(s)` : `${Math.ceil(minutes / 60)} hour(s)`;
  return new AppError(429, 'RATE_LIMITED', `Too many attempts. Please wait ${wait} and try again.`);
};

/** What the sign-up form chose, kept until the address is verified; the profile is made then. */
type SignUpDetails = { username?: string; displayName?: string };
const DETAILS_TTL_MS = 30 * 24 * 60 * 60_000;
/** A sign-up nobody confirmed within a week is forgotten: the address it names is kept no longer. */
export const PENDING_SIGN_UP_TTL_MS = 7 * 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;
const detailsKey = (email: string) => `blaze-sign-up-${email}`;
/** The e-mail OTP plugin's key for a verification code (better-auth's `toOTPIdentifier`). */
const codeKey = (email: string) => `email-verification-otp-${email}`;
/** The same plugin's key for a password reset code ('Forgot password?'). */
const resetCodeKey = (email: string) => `forget-password-otp-${email}`;

export type AuthServiceDeps = {
  mailer: Mailer;
  guard: SignInGuard;
  publicUrl: string;
  /** Signing in marks a member online, signing out offline. */
  presence: Pick<PresenceService, 'setPresence'>;
  /** Runs once an address is proven (ADMIN_EMAILS is granted here, decision 012). */
  onEmailVerified: (email: string) => Promise<void>;
  /**
   * A suspended or banned member's refusal (moderation, decision 027): sign-in answers it, and a
   * session of his that survived is not honoured. Null when he may sign in.
   */
  signInRefusal?: (userId: string) => Promise<Error | null>;
  /** A new member's data mode (decision 038): 'demo' where the demo community was seeded. */
  newMemberDataMode?: DataMode;
  /**
   * Sign-up answers no sooner than this after it was asked, whoever owns the address: a new address
   * costs writes an address in use does not, and the difference in time would name an account.
   */
  signUpAnswerMs?: number;
  /** Where a notice that could not be mailed is logged (the change it tells of has happened). */
  log?: { warn: (obj: object, msg: string) => void };
};

function isApiError(err: unknown): err is APIError {
  return err instanceof APIError || (err as { name?: string })?.name === 'APIError';
}

function apiErrorCode(err: APIError): string {
  return String((err.body as { code?: string } | undefined)?.code ?? '');
}

/** Why a member was signed out everywhere, when it is a suspension or a ban: his open apps say it. */
export type SignOutReason = { code: string; message: string };
export type MemberSignOutListener = (
  userId: string,
  keepTag: string | null,
  reason: SignOutReason | null,
) => void;

export function authService(
  auth: Auth,
  profiles: ProfilesService,
  db: Database,
  deps: AuthServiceDeps,
) {
  const sessions = sessionCache();
  const signOutListeners = new Set<(sessionTag: string) => void>();
  const memberSignOutListeners = new Set<MemberSignOutListener>();
  const secret = auth.options.secret ?? '';
  /**
   * A session's name for the realtime gateway: a hash of its token, so a cookie value however it is
   * encoded and a session found by id (Settings > Account revoking one) name the same session.
   */
  const tagOfToken = (token: string) => createHash('sha256').update(token).digest('base64url');
  const tagOf = (key: string) => tagOfToken(signedToken(key, secret) ?? key);
  const repo = authRepository(db);
  const accounts = accountRepository(db);
  const stored = sessionLookup(repo);

  /** A mail server that refuses or is down is a 503 the app can explain, the same for every address. */
  const sendMail = async (mail: Mail) => {
    try {
      await deps.mailer.send(mail);
    } catch (cause) {
      throw new AppError(
        503,
        'MAIL_UNAVAILABLE',
        "We couldn't send the e-mail just now. Please try again in a few minutes.",
        { cause },
      );
    }
  };
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

  /** Every mail-sending request counts against the address, whoever owns it (sign-in-guard.ts). */
  async function admitMail(email: string): Promise<void> {
    const verdict = await deps.guard.admitMail(email);
    if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterMs);
  }

  /** Rotates the address's code: the one before stops working. */
  async function sendCode(email: string): Promise<void> {
    const ctx = await auth.$context;
    await ctx.internalAdapter.deleteVerificationByIdentifier(codeKey(email));
    const code = await auth.api.createVerificationOTP({
      body: { email, type: 'email-verification' },
    });
    await sendMail(signUpCodeMail(email, code, deps.publicUrl));
  }

  /** Rotates the address's password reset code: the one before stops working. */
  async function sendResetCode(email: string): Promise<void> {
    const ctx = await auth.$context;
    await ctx.internalAdapter.deleteVerificationByIdentifier(resetCodeKey(email));
    const code = await auth.api.createVerificationOTP({
      body: { email, type: 'forget-password' },
    });
    await sendMail(passwordResetCodeMail(email, code, deps.publicUrl));
  }

  /** Whether the account signs in with a password (a demo member has none, and gets none). */
  async function hasPassword(userId: string): Promise<boolean> {
    const ctx = await auth.$context;
    const found = await ctx.internalAdapter.findAccounts(userId);
    return found.some((a) => a.providerId === 'credential' && Boolean(a.password));
  }

  /**
   * An account someone uses: verified, or made before sign-up had a code (it has a profile). Only an
   * account that is neither is a pending sign-up, which a new sign-up may replace.
   */
  async function isMember(user: { id: string; emailVerified: boolean }): Promise<boolean> {
    return user.emailVerified || (await profiles.getOwn(user.id)) !== null;
  }

  /** The profile is made when the address is proven; a username taken meanwhile falls back to a default. */
  async function ensureProfile(userId: string, details: SignUpDetails): Promise<void> {
    if (await profiles.getOwn(userId)) return;
    const create = (username?: string) =>
      profiles.createForNewMember({
        userId,
        username,
        displayName: details.displayName,
        online: true,
        dataMode: deps.newMemberDataMode,
      });
    try {
      await create(details.username);
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'USERNAME_TAKEN')) throw err;
      await create(undefined);
    }
  }

  async function me(userId: string, email: string, createdAt: Date): Promise<MeResponse> {
    const profile = await profiles.getOwn(userId);
    if (!profile) throw unauthorized('Your profile could not be found. Please sign in again.');
    return { user: { id: userId, email, createdAt: createdAt.toISOString() }, profile };
  }

  /**
   * Signs a member out of every session at once (issue 17: a suspension, a ban, a new password, the
   * 'sign out everywhere' button, a deleted account), except the session of `keep` when given: the
   * rows go, this node's cache forgets them, and every node closes his sockets (the gateway, told by
   * `onMemberSignedOut`, through the bus). Returns how many sessions ended.
   */
  async function signOutEverywhere(userId: string, keep?: Headers): Promise<number> {
    const keepKey = keep ? await sessionKey(keep) : null;
    const keepToken = keepKey ? signedToken(keepKey, (await auth.$context).secret) : null;
    const ended = await repo.deleteSessionsOf(userId, keepToken);
    sessions.revokeMember(userId, Date.now(), (key) => key === keepKey);
    const keepTag = keepKey ? tagOf(keepKey) : null;
    // A suspension or a ban (the restriction is stored before this runs): his open apps are told why
    // and until when, as sign-in would tell him, rather than dropping to the sign-in form (issue 35).
    const refusal = keepKey ? null : await deps.signInRefusal?.(userId);
    const reason =
      refusal instanceof AppError ? { code: refusal.code, message: refusal.message } : null;
    for (const listener of memberSignOutListeners) listener(userId, keepTag, reason);
    if (!keepKey) await deps.presence.setPresence(userId, false);
    return ended;
  }

  /**
   * A session was just made for him: a suspended or banned member is refused here, after the session
   * is stored, and every session of his ended, so a suspension that lands meanwhile cannot leave one
   * behind (decision 027). Else he is online, and the session remembers his city (Settings > Account).
   */
  /** A hash to check unknown addresses' passwords against, so they take as long as known ones. */
  let dummyHash: Promise<string> | null = null;

  async function sessionStarted(
    user: { id: string; email: string; createdAt: Date },
    token: string | undefined,
    headers: Headers,
  ): Promise<AuthResult> {
    const refusal = await deps.signInRefusal?.(user.id);
    if (refusal) {
      await signOutEverywhere(user.id);
      throw refusal;
    }
    await deps.presence.setPresence(user.id, true);
    const result = await me(user.id, user.email, new Date(user.createdAt));
    if (token) await accounts.setSessionCity(token, result.profile.city ?? null);
    return { me: result, headers };
  }

  /**
   * Runs a step that takes an e-mail address and answers no sooner than `signUpAnswerMs` after it
   * began, whichever path it took (or failed on): the time names no account.
   */
  async function noSoonerThanFloor<T>(step: () => Promise<T>): Promise<T> {
    const answerAt = Date.now() + (deps.signUpAnswerMs ?? 0);
    try {
      return await step();
    } finally {
      const wait = answerAt - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  /** The reset's work, answered no sooner than the floor (`resetPassword`). */
  async function finishReset(
    input: ResetPasswordBody & { email: string; code: string },
    ip: string,
  ): Promise<PasswordReset> {
    const { email, code, newPassword } = input;
    const local = email.split('@')[0] ?? '';
    const weak = passwordProblem(newPassword, [email, local]);
    if (weak) throw new AppError(400, 'WEAK_PASSWORD', weak);
    const verdict = await deps.guard.admitCode(email);
    if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterMs);
    try {
      // Checked and kept: the username rule below may still refuse the password.
      await auth.api.checkVerificationOTP({
        body: { email, type: 'forget-password', otp: code },
      });
    } catch (err) {
      if (isApiError(err)) throw codeInvalid();
      throw err;
    }
    await deps.guard.codeRight(email);
    const ctx = await auth.$context;
    const found = await ctx.internalAdapter.findUserByEmail(email);
    if (!found) throw codeInvalid();
    const { user } = found;
    const username = (await profiles.getOwn(user.id))?.username ?? '';
    const problem = passwordProblem(newPassword, [email, local, username]);
    if (problem) throw new AppError(400, 'WEAK_PASSWORD', problem);
    try {
      // Checks the code again and spends it with the change, in one transaction: of two right
      // codes sent at once, one changes the password.
      await auth.api.resetPasswordEmailOTP({ body: { email, otp: code, password: newPassword } });
    } catch (err) {
      if (isApiError(err) && apiErrorCode(err).startsWith('PASSWORD_TOO'))
        throw new AppError(400, 'WEAK_PASSWORD', err.message);
      if (isApiError(err)) throw codeInvalid();
      throw err;
    }
    await signOutEverywhere(user.id);
    await deps.guard.succeeded(email, ip);
    // The code proved the address (better-auth marks it verified): ADMIN_EMAILS applies as after sign-up.
    if (!user.emailVerified) await deps.onEmailVerified(user.email);
    try {
      await deps.mailer.send(passwordChangedMail(user.email, deps.publicUrl));
    } catch (err) {
      deps.log?.warn({ err }, 'password changed, but its notice could not be mailed');
    }
    return { status: 'password-reset' };
  }

  /** Sign-up's work, answered no sooner than the floor (`noSoonerThanFloor`). */
  async function startSignUp(input: SignUpBody & { email: string }): Promise<SignUpStarted> {
    const problem = passwordProblem(input.password, [
      input.email,
      input.email.split('@')[0] ?? '',
      input.username ?? '',
    ]);
    if (problem) throw new AppError(400, 'WEAK_PASSWORD', problem);
    if (input.username) await profiles.assertUsernameFree(input.username);
    await admitMail(input.email);

    const ctx = await auth.$context;
    const existing = await ctx.internalAdapter.findUserByEmail(input.email);
    if (existing && (await isMember(existing.user))) {
      await ctx.password.hash(input.password);
      await sendMail(addressInUseMail(existing.user.email, deps.publicUrl));
      return { status: 'code-sent', email: input.email };
    }
    if (existing) await deleteUser(auth, existing.user.id);
    try {
      await auth.api.signUpEmail({
        body: {
          email: input.email,
          password: input.password,
          name: input.displayName ?? input.username ?? '',
        },
      });
    } catch (err) {
      if (isApiError(err) && apiErrorCode(err).startsWith('PASSWORD_TOO'))
        throw new AppError(400, 'WEAK_PASSWORD', err.message);
      throw err;
    }
    const details: SignUpDetails = { username: input.username, displayName: input.displayName };
    await ctx.internalAdapter.deleteVerificationByIdentifier(detailsKey(input.email));
    await ctx.internalAdapter.createVerificationValue({
      identifier: detailsKey(input.email),
      value: JSON.stringify(details),
      expiresAt: new Date(Date.now() + DETAILS_TTL_MS),
    });
    await sendCode(input.email);
    return { status: 'code-sent', email: input.email };
  }

  return {
    /**
     * Step one of sign-up, answering the same whoever owns the address (decision 012): a new address
     * gets a pending, unverified account and a code; an address with an account gets a mail telling
     * its owner, and nothing changes. A pending account is replaced, so nobody can squat an address.
     * Both paths hash the password, and the answer waits for `signUpAnswerMs` from the ask, since a
     * new address also costs writes: the time it takes names no account (`noSoonerThanFloor`).
     */
    async signUp(input: SignUpBody & { email: string }): Promise<SignUpStarted> {
      return noSoonerThanFloor(() => startSignUp(input));
    },

    /**
     * Step two: the right code verifies the address and signs the member in, as sign-up did before.
     * A wrong, spent or expired code and an address with nothing pending get one and the same answer.
     * Every try counts against the address first, whoever owns it (`admitCode`, sign-in-guard.ts).
     */
    async verifyEmail(
      input: VerifyEmailBody & { email: string; code: string },
      headers: Headers,
    ): Promise<AuthResult> {
      const verdict = await deps.guard.admitCode(input.email);
      if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterMs);
      let result: {
        headers: Headers;
        response: { token: string | null; user: { id: string; email: string; createdAt: Date } };
      };
      try {
        result = await auth.api.verifyEmailOTP({
          body: { email: input.email, otp: input.code },
          headers,
          returnHeaders: true,
        });
      } catch (err) {
        if (isApiError(err)) throw codeInvalid();
        throw err;
      }
      await deps.guard.codeRight(input.email);
      const { user } = result.response;
      const ctx = await auth.$context;
      const stored = await ctx.internalAdapter.findVerificationValue(detailsKey(user.email));
      await ensureProfile(user.id, stored ? (JSON.parse(stored.value) as SignUpDetails) : {});
      await ctx.internalAdapter.deleteVerificationByIdentifier(detailsKey(user.email));
      await deps.onEmailVerified(user.email);
      return sessionStarted(user, result.response.token ?? undefined, result.headers);
    },

    /**
     * A fresh code for a pending account (or one from before sign-up had a code); the same answer,
     * in the same time, for any other address.
     */
    async resendCode(email: string): Promise<SignUpStarted> {
      return noSoonerThanFloor(async () => {
        await admitMail(email);
        const ctx = await auth.$context;
        const existing = await ctx.internalAdapter.findUserByEmail(email);
        if (existing && !existing.user.emailVerified) await sendCode(existing.user.email);
        return { status: 'code-sent' as const, email };
      });
    },

    /**
     * 'Forgot password?', step one (decision 012): a reset code goes to the address when it has an
     * account that signs in with a password, and nothing happens otherwise; the answer is the same,
     * in the same time (`noSoonerThanFloor`), for any address. It counts against the address's mails
     * and is not sent once its code tries are used up (sign-in-guard.ts), like sign-up's code.
     */
    async forgotPassword(email: string): Promise<SignUpStarted> {
      return noSoonerThanFloor(async () => {
        await admitMail(email);
        const ctx = await auth.$context;
        const existing = await ctx.internalAdapter.findUserByEmail(email);
        if (existing && (await isMember(existing.user)) && (await hasPassword(existing.user.id)))
          await sendResetCode(existing.user.email);
        return { status: 'code-sent' as const, email };
      });
    },

    /**
     * Step two: the right code sets the new password (the policy applies), once. Every try counts
     * against the address first, with its sign-up and e-mail change codes (`admitCode`), so the
     * daily cap covers all three; a wrong, spent or expired code and an address with no reset
     * pending get one answer, and nothing about the account is looked at before the code is right.
     * Then every session of the account ends (sockets too), its sign-in backoff is cleared, and the
     * owner is told by mail. Nobody is signed in: sign-in then asks for two-factor when it is on, and
     * refuses a suspended or banned member, as always.
     */
    async resetPassword(
      input: ResetPasswordBody & { email: string; code: string },
      ip: string,
    ): Promise<PasswordReset> {
      // A pending code costs writes to refuse that an address with none does not: the floor hides it.
      return noSoonerThanFloor(() => finishReset(input, ip));
    },

    /**
     * Per-account backoff and the spray cap come first (sign-in-guard.ts), for any e-mail typed. An
     * unverified account says so only to whoever knows its password, and gets a fresh code.
     */
    async signIn(
      input: SignInBody & { email: string },
      headers: Headers,
      ip: string,
    ): Promise<SignInResult> {
      const verdict = await deps.guard.admit(input.email, ip);
      if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterMs);
      let result: {
        headers: Headers;
        response:
          | { token: string; user: { id: string; email: string; createdAt: Date } }
          | { twoFactorRedirect: true };
      };
      try {
        result = await auth.api.signInEmail({
          body: { email: input.email, password: input.password },
          headers,
          returnHeaders: true,
        });
      } catch (err) {
        if (isApiError(err) && apiErrorCode(err) === 'EMAIL_NOT_VERIFIED') {
          await deps.guard.succeeded(input.email, ip);
          const fresh = (await deps.guard.admitMail(input.email)).allowed;
          if (fresh) await sendCode(input.email);
          // No new code past the address's mail limit: the last one sent still works.
          throw new AppError(
            403,
            'EMAIL_NOT_VERIFIED',
            fresh
              ? 'Confirm your e-mail first: we sent a new 6-digit code to your address.'
              : 'Confirm your e-mail first: enter the 6-digit code we sent to your address.',
          );
        }
        if (isApiError(err) && (err.statusCode === 401 || err.statusCode === 400))
          throw badCredentials();
        throw err;
      }
      await deps.guard.succeeded(input.email, ip);
      // Two-factor is on: better-auth made no session, only a short-lived challenge cookie.
      if ('twoFactorRedirect' in result.response)
        return { twoFactorRequired: true, headers: result.headers };
      const { user, token } = result.response;
      return sessionStarted(user, token, result.headers);
    },

    /**
     * Sign-in's second step, with the challenge cookie the first set: the authenticator's code, or a
     * backup code (each works once). Five wrong codes end the challenge; ten in a row lock two-factor
     * sign-in for a while (better-auth's twoFactor plugin).
     */
    async signInSecondStep(code: string, headers: Headers): Promise<AuthResult> {
      let result: {
        headers: Headers;
        response: {
          token: string | undefined;
          user: { id: string; email: string; createdAt: Date };
        };
      };
      try {
        result = /^\d+$/.test(code)
          ? await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
          : await auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true });
      } catch (err) {
        if (isApiError(err)) throw twoFactorProblem(apiErrorCode(err));
        throw err;
      }
      return sessionStarted(result.response.user, result.response.token, result.headers);
    },

    /** The session token behind a request's cookie, when the cookie is ours. */
    async sessionToken(headers: Headers): Promise<string | null> {
      const key = await sessionKey(headers);
      return key ? signedToken(key, secret) : null;
    },

    /**
     * One session ended by id (Settings > Account), its row already gone: this node's cache forgets it
     * and every node closes its sockets.
     */
    sessionEnded(userId: string, token: string): void {
      sessions.revokeWhere(userId, Date.now(), (key) => signedToken(key, secret) === token);
      const tag = tagOfToken(token);
      for (const listener of signOutListeners) listener(tag);
    },

    async signOut(headers: Headers): Promise<Headers> {
      const member = await this.currentMember(headers);
      const result = await auth.api.signOut({ headers, returnHeaders: true });
      const key = await sessionKey(headers);
      if (key) sessions.revoke(key, Date.now());
      if (key) for (const listener of signOutListeners) listener(tagOf(key));
      if (member) await deps.presence.setPresence(member.userId, false);
      return result.headers;
    },

    /** Names a request's session without its cookie (the realtime gateway closes its sockets by it). */
    async sessionTag(headers: Headers): Promise<string | null> {
      const key = await sessionKey(headers);
      return key ? tagOf(key) : null;
    },

    signOutEverywhere,

    /** Another node signed this member out everywhere: this node's cache forgets his sessions too. */
    forgetMemberSessions(userId: string, keepTag: string | null): void {
      sessions.revokeMember(
        userId,
        Date.now(),
        (key) => keepTag !== null && tagOf(key) === keepTag,
      );
    },

    /** Told (on this node) when a member is signed out everywhere, with the session he kept. */
    onMemberSignedOut(listener: MemberSignOutListener): () => void {
      memberSignOutListeners.add(listener);
      return () => memberSignOutListeners.delete(listener);
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
        if (found && (await deps.signInRefusal?.(found.member.userId))) return null;
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
      if (await deps.signInRefusal?.(session.user.id)) return null;
      const member = {
        userId: session.user.id,
        email: session.user.email,
        createdAt: new Date(session.user.createdAt),
      };
      if (key) sessions.remember(key, member, new Date(session.session.expiresAt), Date.now());
      return member;
    },

    me,

    /**
     * Deletes pending sign-ups (unverified, no profile) older than `olderThanMs`, with their code and
     * details. Accounts from before sign-up had a code have a profile and are kept. Returns how many.
     */
    async forgetStalePendingSignUps(olderThanMs = PENDING_SIGN_UP_TTL_MS): Promise<number> {
      const ctx = await auth.$context;
      let forgotten = 0;
      const stale = await repo.unverifiedSince(new Date(Date.now() - olderThanMs), 500);
      for (const user of stale) {
        if (await profiles.getOwn(user.id)) continue;
        await deleteUser(auth, user.id);
        await ctx.internalAdapter.deleteVerificationByIdentifier(detailsKey(user.email));
        await ctx.internalAdapter.deleteVerificationByIdentifier(codeKey(user.email));
        forgotten += 1;
      }
      return forgotten;
    },

    /** Forgets stale pending sign-ups every hour, once across the nodes (decision 033). */
    registerJobs(jobs: Pick<JobQueue, 'every'>): void {
      jobs.every('auth.forget-pending-sign-ups', SWEEP_EVERY_MS / 1000, () =>
        this.forgetStalePendingSignUps(),
      );
    },

    /** Whether the account with this e-mail has verified it; false when there is none. */
    async emailVerified(email: string): Promise<boolean> {
      const ctx = await auth.$context;
      const found = await ctx.internalAdapter.findUserByEmail(email.toLowerCase());
      return found?.user.emailVerified ?? false;
    },

    /**
     * Whether this is his password (issue 17: deleting his account asks for it). A member with no
     * password account (a demo member) never passes. Counts in the sign-in backoff of his account and
     * in the spray count of the address it comes from (`ip`), as a sign-in would.
     */
    async checkPassword(
      userId: string,
      email: string,
      password: string,
      ip: string,
    ): Promise<boolean> {
      const verdict = await deps.guard.admit(email, ip);
      if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterMs);
      const ctx = await auth.$context;
      const credential = (await ctx.internalAdapter.findAccounts(userId)).find(
        (a) => a.providerId === 'credential' && a.password,
      );
      const ok = credential?.password
        ? await ctx.password.verify({ password, hash: credential.password })
        : false;
      if (ok) await deps.guard.succeeded(email, ip);
      return ok;
    },

    /**
     * The account behind an e-mail and password, or null (issue 17: a suspended or banned member, who
     * cannot sign in, proves who he is to appeal). Counted like a sign-in attempt; an unknown address
     * costs the same password check as a known one, so the answer's time names no account.
     */
    async credentialsOf(email: string, password: string, ip: string): Promise<string | null> {
      const ctx = await auth.$context;
      const found = await ctx.internalAdapter.findUserByEmail(email.toLowerCase());
      if (!found) {
        const verdict = await deps.guard.admit(email, ip);
        if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterMs);
        dummyHash ??= ctx.password.hash('not-a-password-of-anyone');
        await ctx.password.verify({ password, hash: await dummyHash });
        return null;
      }
      return (await this.checkPassword(found.user.id, email, password, ip)) ? found.user.id : null;
    },

    /**
     * Deletes his account row, and with it (foreign keys, on delete cascade) his profile and all that
     * hangs from it (decision 032). The caller has signed him out everywhere and removed his files.
     */
    async deleteAccount(userId: string): Promise<void> {
      await deleteUser(auth, userId);
    },

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
