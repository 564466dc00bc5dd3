import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type {
  Account,
  AccountSessions,
  BackupCodes,
  ChangeEmailBody,
  ChangePasswordBody,
  DisableTwoFactorBody,
  EmailChangeStarted,
  PasswordChanged,
  TwoFactorSetup,
} from '@blaze/contracts';
import { SIGN_UP_CODE } from '@blaze/contracts';
import { APIError } from 'better-auth/api';
import type { Database } from '../../db/client.ts';
import type { Member } from '../../http/session-guard.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Mail, Mailer } from '../mail/mail.service.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import { accountRepository } from './account.repository.ts';
import type { Auth } from './auth.instance.ts';
import { emailChangeCodeMail, emailChangeInUseMail, emailChangedMail } from './auth.mails.ts';
import { tooManyAttempts, type AuthService } from './auth.service.ts';
import { deviceName } from './device-name.ts';
import { passwordProblem } from './password-policy.ts';
import type { SignInGuard } from './sign-in-guard.ts';

export type AccountServiceDeps = {
  mailer: Mailer;
  guard: Pick<SignInGuard, 'admitMail' | 'admitCode' | 'codeRight'>;
  publicUrl: string;
  /** Runs once a new address is proven, as after sign-up (ADMIN_EMAILS, decision 012). */
  onEmailVerified: (email: string) => Promise<void>;
  /**
   * Runs once his address has moved: a staff role on the old address is switched off, so whoever later
   * proves the old address gets nothing (admin module).
   */
  onEmailChanged: (from: string, to: string) => Promise<void>;
};

type PendingEmailChange = { email: string; code: string; attempts: number };

const wrongPassword = () =>
  new AppError(403, 'WRONG_PASSWORD', 'That is not your current password.');
const codeInvalid = () =>
  new AppError(
    400,
    'CODE_INVALID',
    'That code is not right or has expired. Check the latest e-mail from Blaze, or ask for a new code.',
  );
const pendingKey = (userId: string) => `blaze-email-change-${userId}`;

function isApiError(err: unknown): err is APIError {
  return err instanceof APIError || (err as { name?: string })?.name === 'APIError';
}

/**
 * Settings > Account (issue 17, decision 031): the member changes his e-mail and password, sees and
 * ends his sessions, and turns two-factor sign-in on and off. Every change asks for his current
 * password (or, to turn two-factor off, his authenticator's code).
 */
export function accountService(
  auth: Auth,
  sessions: Pick<AuthService, 'signOutEverywhere' | 'sessionToken' | 'sessionEnded'>,
  profiles: Pick<ProfilesService, 'getOwn'>,
  db: Database,
  deps: AccountServiceDeps,
) {
  const repo = accountRepository(db);
  const secret = auth.options.secret ?? '';
  const codeHash = (userId: string, code: string) =>
    createHmac('sha256', secret).update(`email-change:${userId}:${code}`).digest('base64url');

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

  /** Checks the member's password against his credential account; wrong or none is a 403. */
  async function assertPassword(userId: string, password: string): Promise<void> {
    const ctx = await auth.$context;
    const accounts = await ctx.internalAdapter.findAccounts(userId);
    const hash = accounts.find((a) => a.providerId === 'credential')?.password;
    if (!hash || !(await ctx.password.verify({ hash, password }))) throw wrongPassword();
  }

  /**
   * Whether an address belongs to someone: a verified account, or one from before sign-up had a code
   * (it has a profile). A sign-up nobody confirmed holds it only until someone proves the address.
   */
  async function takenBy(email: string): Promise<{ id: string; taken: boolean } | null> {
    const ctx = await auth.$context;
    const existing = await ctx.internalAdapter.findUserByEmail(email);
    if (!existing) return null;
    const taken = existing.user.emailVerified || (await profiles.getOwn(existing.user.id)) !== null;
    return { id: existing.user.id, taken };
  }

  /**
   * Counts this try against the pending change before the code is judged, in one statement, so
   * guesses sent at once each count (a read, then a write, let them all see the same count). The
   * pending change with this try counted; null when there is none or it has expired.
   */
  async function countTry(userId: string): Promise<PendingEmailChange | null> {
    const value = await repo.countTry(pendingKey(userId), new Date());
    return value === null ? null : (JSON.parse(value) as PendingEmailChange);
  }

  async function writePending(
    userId: string,
    pending: PendingEmailChange | null,
    expiresAt?: Date,
  ): Promise<void> {
    const ctx = await auth.$context;
    await ctx.internalAdapter.deleteVerificationByIdentifier(pendingKey(userId));
    if (pending)
      await ctx.internalAdapter.createVerificationValue({
        identifier: pendingKey(userId),
        value: JSON.stringify(pending),
        expiresAt: expiresAt ?? new Date(Date.now() + SIGN_UP_CODE.ttlMinutes * 60_000),
      });
  }

  return {
    async overview(member: Member): Promise<Account> {
      return { email: member.email, twoFactorEnabled: await repo.twoFactorEnabled(member.userId) };
    },

    /**
     * Step one of a new address: the password, then a code to the new address. An address that has
     * an account gets a note to its owner instead, and the answer is the same (no enumeration).
     */
    async startEmailChange(member: Member, input: ChangeEmailBody): Promise<EmailChangeStarted> {
      const newEmail = input.newEmail.trim().toLowerCase();
      await assertPassword(member.userId, input.password);
      if (newEmail === member.email.toLowerCase())
        throw new AppError(400, 'BAD_REQUEST', 'That is already your e-mail address.');
      const verdict = await deps.guard.admitMail(newEmail);
      if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterMs);
      const existing = await takenBy(newEmail);
      if (existing?.taken) {
        // A change whose code no try can match (codes are digits): its tries count as a free
        // address's do, here and against the address (`admitCode`), so they tell no account.
        await writePending(member.userId, {
          email: newEmail,
          code: codeHash(member.userId, `none:${randomUUID()}`),
          attempts: 0,
        });
        await sendMail(emailChangeInUseMail(newEmail, deps.publicUrl));
        return { status: 'code-sent', email: newEmail };
      }
      const code = String(randomInt(0, 10 ** SIGN_UP_CODE.length)).padStart(
        SIGN_UP_CODE.length,
        '0',
      );
      await writePending(member.userId, {
        email: newEmail,
        code: codeHash(member.userId, code),
        attempts: 0,
      });
      await sendMail(emailChangeCodeMail(newEmail, code, deps.publicUrl));
      return { status: 'code-sent', email: newEmail };
    },

    /**
     * Step two: the right code moves the account to the new address and tells the old one. A wrong
     * code counts; after five the change must start again. Each try also counts against the new
     * address, with sign-up's codes to it (`admitCode`, sign-in-guard.ts), so fresh changes from
     * several accounts cannot go on guessing at one address.
     */
    async confirmEmailChange(member: Member, code: string): Promise<Account> {
      const pending = await countTry(member.userId);
      if (!pending) throw codeInvalid();
      const verdict = await deps.guard.admitCode(pending.email);
      if (!verdict.allowed) throw tooManyAttempts(verdict.retryAfterMs);
      const given = Buffer.from(codeHash(member.userId, code));
      const expected = Buffer.from(pending.code);
      const right =
        pending.attempts <= SIGN_UP_CODE.attempts &&
        given.length === expected.length &&
        timingSafeEqual(given, expected);
      if (!right) {
        if (pending.attempts >= SIGN_UP_CODE.attempts) await writePending(member.userId, null);
        throw codeInvalid();
      }
      await deps.guard.codeRight(pending.email);
      // Two right codes at once move the account once: only one request takes the row.
      const ctx = await auth.$context;
      if (!(await ctx.internalAdapter.consumeVerificationValue(pendingKey(member.userId))))
        throw codeInvalid();
      const existing = await takenBy(pending.email);
      if (existing?.taken)
        throw new AppError(
          409,
          'EMAIL_TAKEN',
          'That address was taken by another account meanwhile. Try a different one.',
        );
      if (existing) await ctx.internalAdapter.deleteUser(existing.id);
      await ctx.internalAdapter.updateUser(member.userId, {
        email: pending.email,
        emailVerified: true,
      });
      await deps.onEmailChanged(member.email, pending.email);
      await sendMail(emailChangedMail(member.email, pending.email, deps.publicUrl));
      await deps.onEmailVerified(pending.email);
      return { email: pending.email, twoFactorEnabled: await repo.twoFactorEnabled(member.userId) };
    },

    /** A new password (the policy applies); every other session ends, this one stays. */
    async changePassword(
      member: Member,
      input: ChangePasswordBody,
      headers: Headers,
    ): Promise<PasswordChanged> {
      const profile = await profiles.getOwn(member.userId);
      const problem = passwordProblem(input.newPassword, [
        member.email,
        member.email.split('@')[0] ?? '',
        profile?.username ?? '',
      ]);
      if (problem) throw new AppError(400, 'WEAK_PASSWORD', problem);
      try {
        await auth.api.changePassword({
          body: {
            currentPassword: input.currentPassword,
            newPassword: input.newPassword,
            revokeOtherSessions: false,
          },
          headers,
        });
      } catch (err) {
        if (isApiError(err) && err.statusCode === 400) throw wrongPassword();
        throw err;
      }
      return { signedOut: await sessions.signOutEverywhere(member.userId, headers) };
    },

    async sessions(member: Member, headers: Headers): Promise<AccountSessions> {
      const current = await sessions.sessionToken(headers);
      const rows = await repo.sessionsOf(member.userId);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          device: deviceName(row.userAgent),
          lastUsedAt: row.updatedAt.toISOString(),
          signedInAt: row.createdAt.toISOString(),
          place: row.city,
          current: row.token === current,
        })),
      };
    },

    /** Ends one of his sessions; another member's (or an unknown) id is a 404. */
    async revokeSession(member: Member, sessionId: string): Promise<void> {
      const ended = await repo.deleteSessionOf(member.userId, sessionId);
      if (!ended) throw notFound('That session has already ended.');
      sessions.sessionEnded(member.userId, ended.token);
    },

    /**
     * Two-factor, step one: the password, then a new secret for the authenticator app. It is not on
     * until `confirmTwoFactor` gets a code made from it.
     */
    async startTwoFactor(
      member: Member,
      password: string,
      headers: Headers,
    ): Promise<TwoFactorSetup> {
      if (await repo.twoFactorEnabled(member.userId))
        throw new AppError(409, 'CONFLICT', 'Two-factor sign-in is already on.');
      await assertPassword(member.userId, password);
      const enabled = await auth.api.enableTwoFactor({
        body: { password, method: 'totp' },
        headers,
      });
      if (enabled.method !== 'totp') throw new Error('two-factor: expected a TOTP secret');
      const secretText = new URL(enabled.totpURI).searchParams.get('secret') ?? '';
      return { totpUri: enabled.totpURI, secret: secretText };
    },

    /**
     * Two-factor, step two: a right code turns it on, and the backup codes are shown, this once.
     * The flag is set before better-auth checks the code (and put back if the code is wrong): with
     * the flag already on, better-auth only marks the secret verified and keeps this device's
     * session, instead of replacing it (which would end this device's socket and its place in the
     * session list).
     */
    async confirmTwoFactor(member: Member, code: string, headers: Headers): Promise<BackupCodes> {
      if (await repo.twoFactorEnabled(member.userId))
        throw new AppError(409, 'CONFLICT', 'Two-factor sign-in is already on.');
      await repo.setTwoFactorEnabled(member.userId, true);
      try {
        await auth.api.verifyTOTP({ body: { code }, headers });
      } catch (err) {
        await repo.setTwoFactorEnabled(member.userId, false);
        if (isApiError(err))
          throw new AppError(
            400,
            'CODE_INVALID',
            err.statusCode === 400
              ? 'Start again: turn on two-factor sign-in with your password first.'
              : 'That code is not right. Check the time on your phone, and enter the newest code.',
          );
        throw err;
      }
      const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: member.userId } });
      return { backupCodes };
    },

    /** Turns two-factor off with the password or a current authenticator code. */
    async disableTwoFactor(
      member: Member,
      input: DisableTwoFactorBody,
      headers: Headers,
    ): Promise<void> {
      if (!(await repo.twoFactorEnabled(member.userId)))
        throw new AppError(409, 'CONFLICT', 'Two-factor sign-in is already off.');
      if ('password' in input) await assertPassword(member.userId, input.password);
      else
        try {
          await auth.api.verifyTOTP({ body: { code: input.code }, headers });
        } catch (err) {
          if (isApiError(err))
            throw new AppError(
              403,
              'CODE_INVALID',
              'That code is not right. Check your authenticator app, or use your password.',
            );
          throw err;
        }
      await repo.disableTwoFactor(member.userId);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
