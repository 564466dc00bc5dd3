/** Loaded on demand by the auth forms: zod is not needed to draw the first screen. */
export {
  ForgotPasswordBodySchema,
  ResetPasswordBodySchema,
  SignInBodySchema,
  SignUpBodySchema,
  VerifyEmailBodySchema,
} from '@blaze/contracts/auth';
