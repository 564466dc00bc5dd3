import { z } from 'zod';
import { PASSWORD_RULES, SIGN_UP_CODE, USERNAME_RULES } from './constants.ts';

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'E-mail address is too long')
  .pipe(z.email('Enter a valid e-mail address'));

export const PasswordSchema = z
  .string()
  .min(PASSWORD_RULES.minLength, `Password must be at least ${PASSWORD_RULES.minLength} characters`)
  .max(PASSWORD_RULES.maxLength, `Password must be at most ${PASSWORD_RULES.maxLength} characters`);

export const UsernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(USERNAME_RULES.minLength, `Username must be at least ${USERNAME_RULES.minLength} characters`)
  .max(USERNAME_RULES.maxLength, `Username must be at most ${USERNAME_RULES.maxLength} characters`)
  .regex(
    USERNAME_RULES.pattern,
    'Username may use letters, numbers, dots and underscores, and must start with a letter or number',
  );

export const SignUpBodySchema = z.strictObject({
  email: EmailSchema,
  password: PasswordSchema,
  username: UsernameSchema.optional(),
  displayName: z.string().trim().min(1).max(50).optional(),
});
export type SignUpBody = z.input<typeof SignUpBodySchema>;

export const SignInBodySchema = z.strictObject({
  email: EmailSchema,
  password: z.string().min(1, 'Enter your password').max(PASSWORD_RULES.maxLength),
});
export type SignInBody = z.input<typeof SignInBodySchema>;

/**
 * Sign-up's first step answers the same for a new and an existing address (decision 012): a code is on
 * its way to a new address; the owner of an existing one is told by e-mail instead.
 */
export const SignUpStartedSchema = z.object({
  status: z.literal('code-sent'),
  email: z.string(),
});
export type SignUpStarted = z.infer<typeof SignUpStartedSchema>;

export const SignUpCodeSchema = z
  .string()
  .trim()
  .regex(
    new RegExp(`^\\d{${SIGN_UP_CODE.length}}$`),
    `Enter the ${SIGN_UP_CODE.length}-digit code from the e-mail`,
  );

export const VerifyEmailBodySchema = z.strictObject({
  email: EmailSchema,
  code: SignUpCodeSchema,
});
export type VerifyEmailBody = z.input<typeof VerifyEmailBodySchema>;

export const ResendCodeBodySchema = z.strictObject({ email: EmailSchema });
export type ResendCodeBody = z.input<typeof ResendCodeBodySchema>;

/**
 * 'Forgot password?' (decision 012): the first step answers `202 code-sent` for any address, as
 * sign-up does; only an account's owner gets a code.
 */
export const ForgotPasswordBodySchema = z.strictObject({ email: EmailSchema });
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBodySchema>;

/** The second step: the mailed code and the new password. Nobody is signed in by it. */
export const ResetPasswordBodySchema = z.strictObject({
  email: EmailSchema,
  code: SignUpCodeSchema,
  newPassword: PasswordSchema,
});
export type ResetPasswordBody = z.input<typeof ResetPasswordBodySchema>;

/** The password is changed and every session of the account has ended: sign in with the new one. */
export const PasswordResetSchema = z.object({ status: z.literal('password-reset') });
export type PasswordReset = z.infer<typeof PasswordResetSchema>;

export const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;
