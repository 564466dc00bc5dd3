import { z } from 'zod';
import { EmailSchema, PasswordSchema, SignUpCodeSchema } from './auth.ts';
import { PASSWORD_RULES } from './constants.ts';

/**
 * Settings > Account (issue 17, decision 031): e-mail, password, sessions and two-factor sign-in.
 * Every change that could hand the account to someone else asks for the current password first.
 */
export const TWO_FACTOR = {
  /** The authenticator app's code. */
  codeLength: 6,
  /** How many one-time backup codes are made when two-factor is turned on. */
  backupCodes: 10,
  /** How long the second step of a sign-in waits for its code. */
  challengeTtlMinutes: 10,
  /** Wrong codes in a row (any sign-in) before two-factor sign-in pauses, and for how long. */
  lockoutAfter: 10,
  lockoutMinutes: 15,
} as const;

/** Password-checking account changes per member in a quarter of an hour (the route limit). */
export const ACCOUNT_CHANGES_MAX = 10;

const CurrentPasswordSchema = z
  .string()
  .min(1, 'Enter your current password')
  .max(PASSWORD_RULES.maxLength);

export const AccountSchema = z.object({
  email: z.string(),
  twoFactorEnabled: z.boolean(),
});
export type Account = z.infer<typeof AccountSchema>;

export const ChangeEmailBodySchema = z.strictObject({
  newEmail: EmailSchema,
  password: CurrentPasswordSchema,
});
export type ChangeEmailBody = z.input<typeof ChangeEmailBodySchema>;

/** Answers the same whether or not the new address has an account (no enumeration). */
export const EmailChangeStartedSchema = z.object({
  status: z.literal('code-sent'),
  email: z.string(),
});
export type EmailChangeStarted = z.infer<typeof EmailChangeStartedSchema>;

export const ConfirmEmailChangeBodySchema = z.strictObject({ code: SignUpCodeSchema });
export type ConfirmEmailChangeBody = z.input<typeof ConfirmEmailChangeBodySchema>;

export const ChangePasswordBodySchema = z.strictObject({
  currentPassword: CurrentPasswordSchema,
  newPassword: PasswordSchema,
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;

export const PasswordChangedSchema = z.object({
  /** How many other devices were signed out. */
  signedOut: z.number().int(),
});
export type PasswordChanged = z.infer<typeof PasswordChangedSchema>;

/** One signed-in device. `id` names the session; it is never the session token. */
export const AccountSessionSchema = z.object({
  id: z.string(),
  /** From the browser's user agent: 'Chrome on Android'. */
  device: z.string(),
  /** When the session was last extended or began (day precision; decision 031). */
  lastUsedAt: z.string(),
  signedInAt: z.string(),
  /** The member's own city when he signed in, never a point and never from the address; or null. */
  place: z.string().nullable(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSessionsSchema = z.object({ sessions: z.array(AccountSessionSchema) });
export type AccountSessions = z.infer<typeof AccountSessionsSchema>;

export const SessionIdParamsSchema = z.strictObject({ sessionId: z.string().min(1).max(100) });

export const TwoFactorCodeSchema = z
  .string()
  .trim()
  .regex(
    new RegExp(`^\\d{${TWO_FACTOR.codeLength}}$`),
    `Enter the ${TWO_FACTOR.codeLength}-digit code from your authenticator app`,
  );

/** A backup code as shown ('abcde-12345'); spaces and case are forgiven. */
export const BackupCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'Enter a backup code like abcde-12345');

export const EnableTwoFactorBodySchema = z.strictObject({ password: CurrentPasswordSchema });
export type EnableTwoFactorBody = z.input<typeof EnableTwoFactorBodySchema>;

/** What the authenticator app needs: the otpauth:// address (for the QR code) and the secret as text. */
export const TwoFactorSetupSchema = z.object({ totpUri: z.string(), secret: z.string() });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

export const ConfirmTwoFactorBodySchema = z.strictObject({ code: TwoFactorCodeSchema });
export type ConfirmTwoFactorBody = z.input<typeof ConfirmTwoFactorBodySchema>;

/** Shown once, when two-factor is turned on; each works once. */
export const BackupCodesSchema = z.object({ backupCodes: z.array(z.string()) });
export type BackupCodes = z.infer<typeof BackupCodesSchema>;

export const DisableTwoFactorBodySchema = z.union([
  z.strictObject({ password: CurrentPasswordSchema }),
  z.strictObject({ code: TwoFactorCodeSchema }),
]);
export type DisableTwoFactorBody = z.input<typeof DisableTwoFactorBodySchema>;

/** Sign-in's second step: the authenticator's code, or one backup code. */
export const SignInTwoFactorBodySchema = z.strictObject({
  code: z.union([TwoFactorCodeSchema, BackupCodeSchema], {
    error: 'Enter the 6-digit code from your authenticator app, or a backup code',
  }),
});
export type SignInTwoFactorBody = z.input<typeof SignInTwoFactorBodySchema>;
