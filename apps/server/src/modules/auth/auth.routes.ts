import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  ForgotPasswordBodySchema,
  MeResponseSchema,
  PasswordResetSchema,
  ResendCodeBodySchema,
  ResetPasswordBodySchema,
  SIGN_UP_CODE,
  SignInBodySchema,
  SignInTwoFactorBodySchema,
  SignUpBodySchema,
  SignUpStartedSchema,
  VerifyEmailBodySchema,
} from '@blaze/contracts';
import type { Config } from '../../config.ts';
import { memberOf } from '../../http/session-guard.ts';
import { AppError } from '../../lib/errors.ts';
import { forwardSetCookies, toWebHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from './auth.service.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};

const bodyEmail = (req: { body?: unknown }) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : '';
};

export function authRoutes(auth: AuthService, config: Config) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/auth/sign-up',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Start an account: e-mails a 6-digit code (or, for an address in use, a note to its owner)',
          body: SignUpBodySchema,
          response: { 202: SignUpStartedSchema, ...errors },
        },
        config: {
          rateLimit: { max: config.rateLimit.signUpMax, timeWindow: '1 hour' },
        },
      },
      async (request, reply) => reply.status(202).send(await auth.signUp(request.body)),
    );

    r.post(
      '/api/auth/verify-email',
      {
        schema: {
          tags: ['auth'],
          summary: 'Confirm the e-mail with the code sent at sign-up, and sign in',
          body: VerifyEmailBodySchema,
          response: { 200: MeResponseSchema, ...errors },
        },
        // Each code dies after its own few wrong tries; this bounds the guesses from one address.
        config: {
          rateLimit: {
            max: config.rateLimit.signUpMax * SIGN_UP_CODE.attempts,
            timeWindow: '1 hour',
          },
        },
      },
      async (request, reply) => {
        const { me, headers } = await auth.verifyEmail(request.body, toWebHeaders(request));
        forwardSetCookies(headers, reply);
        return reply.send(me);
      },
    );

    r.post(
      '/api/auth/resend-code',
      {
        schema: {
          tags: ['auth'],
          summary: 'Send a new sign-up code',
          body: ResendCodeBodySchema,
          response: { 202: SignUpStartedSchema, ...errors },
        },
        config: {
          rateLimit: { max: config.rateLimit.signUpMax, timeWindow: '1 hour' },
        },
      },
      async (request, reply) => reply.status(202).send(await auth.resendCode(request.body.email)),
    );

    r.post(
      '/api/auth/forgot-password',
      {
        schema: {
          tags: ['auth'],
          summary:
            "'Forgot password?': e-mails a 6-digit reset code to the address if it has an account; the same answer for any address",
          body: ForgotPasswordBodySchema,
          response: { 202: SignUpStartedSchema, ...errors },
        },
        config: {
          rateLimit: { max: config.rateLimit.signUpMax, timeWindow: '1 hour' },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await auth.forgotPassword(request.body.email)),
    );

    r.post(
      '/api/auth/reset-password',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Set a new password with the reset code: every session of the account ends; sign in afterwards',
          body: ResetPasswordBodySchema,
          response: { 200: PasswordResetSchema, ...errors },
        },
        // As verify-email: each code dies after its own few wrong tries; this bounds one address's guesses.
        config: {
          rateLimit: {
            max: config.rateLimit.signUpMax * SIGN_UP_CODE.attempts,
            timeWindow: '1 hour',
          },
        },
      },
      async (request) => auth.resetPassword(request.body, request.ip),
    );

    r.post(
      '/api/auth/sign-in',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with e-mail and password',
          body: SignInBodySchema,
          response: { 200: MeResponseSchema, ...errors },
        },
        config: {
          // Brute force on one account from one address: keyed by IP and the e-mail tried. The
          // per-account backoff and the spray cap live in the service (sign-in-guard.ts).
          rateLimit: {
            max: config.rateLimit.signInMax,
            timeWindow: '15 minutes',
            hook: 'preHandler',
            keyGenerator: (req) => `sign-in:${req.ip}:${bodyEmail(req)}`,
          },
        },
      },
      async (request, reply) => {
        const result = await auth.signIn(request.body, toWebHeaders(request), request.ip);
        forwardSetCookies(result.headers, reply);
        if ('twoFactorRequired' in result)
          throw new AppError(
            403,
            'TWO_FACTOR_REQUIRED',
            'Enter the 6-digit code from your authenticator app.',
          );
        return reply.send(result.me);
      },
    );

    r.post(
      '/api/auth/sign-in/two-factor',
      {
        schema: {
          tags: ['auth'],
          summary:
            "Sign-in's second step when two-factor is on: the authenticator's code or a backup code",
          body: SignInTwoFactorBodySchema,
          response: { 200: MeResponseSchema, ...errors },
        },
        // Each challenge dies after five wrong codes and the account pauses after ten; this bounds
        // the tries from one address across challenges, as sign-in does.
        config: {
          rateLimit: {
            max: config.rateLimit.signInMax,
            timeWindow: '15 minutes',
            keyGenerator: (req) => `sign-in-two-factor:${req.ip}`,
          },
        },
      },
      async (request, reply) => {
        const { me, headers } = await auth.signInSecondStep(
          request.body.code,
          toWebHeaders(request),
        );
        forwardSetCookies(headers, reply);
        return reply.send(me);
      },
    );

    r.post(
      '/api/auth/sign-out',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign out and mark the member offline',
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const headers = await auth.signOut(toWebHeaders(request));
        forwardSetCookies(headers, reply);
        return reply.status(204).send(null);
      },
    );

    r.post(
      '/api/auth/sign-out-everywhere',
      {
        preParsing: app.requireMember,
        schema: {
          tags: ['auth'],
          summary:
            'Sign out of every other device (or of this one too): their sockets close at once',
          body: z.strictObject({ includingThisDevice: z.boolean().default(false) }).default({
            includingThisDevice: false,
          }),
          response: {
            200: z.object({ ended: z.number().int() }),
            400: ErrorBodySchema,
            401: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const headers = toWebHeaders(request);
        const { userId } = memberOf(request);
        if (request.body.includingThisDevice) {
          forwardSetCookies(await auth.signOut(headers), reply);
          return { ended: 1 + (await auth.signOutEverywhere(userId)) };
        }
        return { ended: await auth.signOutEverywhere(userId, headers) };
      },
    );

    r.get(
      '/api/me',
      {
        preParsing: app.requireMember,
        schema: {
          tags: ['auth'],
          summary: 'The signed-in member and his own profile',
          response: { 200: MeResponseSchema, 401: ErrorBodySchema },
        },
      },
      async (request) => {
        const member = memberOf(request);
        return auth.me(member.userId, member.email, member.createdAt);
      },
    );
  };
}
