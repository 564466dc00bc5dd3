import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_CHANGES_MAX,
  AccountSchema,
  AccountSessionsSchema,
  BackupCodesSchema,
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  ConfirmEmailChangeBodySchema,
  ConfirmTwoFactorBodySchema,
  DisableTwoFactorBodySchema,
  EmailChangeStartedSchema,
  EnableTwoFactorBodySchema,
  ErrorBodySchema,
  PasswordChangedSchema,
  SessionIdParamsSchema,
  TwoFactorSetupSchema,
} from '@blaze/contracts';
import { memberOf } from '../../http/session-guard.ts';
import { toWebHeaders } from '../../lib/web-headers.ts';
import type { AccountService } from './account.service.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
  503: ErrorBodySchema,
};

/**
 * Every change that checks a password or a code: one bucket per member (after the session guard),
 * so a stolen session cannot guess his password or his authenticator's codes quickly.
 */
const guessLimited = {
  rateLimit: {
    max: ACCOUNT_CHANGES_MAX,
    timeWindow: '15 minutes',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `account-change:${memberOf(request).userId}`,
    // One bucket across these routes, not one on each (http/rate-limit.ts).
    groupId: 'account-change',
  },
};

/** Settings > Account (decision 031). */
export function accountRoutes(account: AccountService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/account',
      {
        preParsing: app.requireMember,
        schema: {
          tags: ['account'],
          summary: 'His e-mail address and whether two-factor sign-in is on',
          response: { 200: AccountSchema, 401: ErrorBodySchema },
        },
      },
      async (request) => account.overview(memberOf(request)),
    );

    r.post(
      '/api/account/email',
      {
        preParsing: app.requireMember,
        config: guessLimited,
        schema: {
          tags: ['account'],
          summary: 'Start a change of e-mail: the password, then a code to the new address',
          body: ChangeEmailBodySchema,
          response: { 202: EmailChangeStartedSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await account.startEmailChange(memberOf(request), request.body)),
    );

    r.post(
      '/api/account/email/confirm',
      {
        preParsing: app.requireMember,
        config: guessLimited,
        schema: {
          tags: ['account'],
          summary: 'The code from the new address: the account moves there, the old one is told',
          body: ConfirmEmailChangeBodySchema,
          response: { 200: AccountSchema, ...errors },
        },
      },
      async (request) => account.confirmEmailChange(memberOf(request), request.body.code),
    );

    r.post(
      '/api/account/password',
      {
        preParsing: app.requireMember,
        config: guessLimited,
        schema: {
          tags: ['account'],
          summary: 'A new password; every other session is signed out',
          body: ChangePasswordBodySchema,
          response: { 200: PasswordChangedSchema, ...errors },
        },
      },
      async (request) =>
        account.changePassword(memberOf(request), request.body, toWebHeaders(request)),
    );

    r.get(
      '/api/account/sessions',
      {
        preParsing: app.requireMember,
        schema: {
          tags: ['account'],
          summary: 'His signed-in devices, this one marked',
          response: { 200: AccountSessionsSchema, 401: ErrorBodySchema },
        },
      },
      async (request) => account.sessions(memberOf(request), toWebHeaders(request)),
    );

    r.delete(
      '/api/account/sessions/:sessionId',
      {
        preParsing: app.requireMember,
        schema: {
          tags: ['account'],
          summary: 'Sign one of his devices out (its sockets close at once)',
          params: SessionIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await account.revokeSession(memberOf(request), request.params.sessionId);
        return reply.status(204).send(null);
      },
    );

    r.post(
      '/api/account/two-factor',
      {
        preParsing: app.requireMember,
        config: guessLimited,
        schema: {
          tags: ['account'],
          summary:
            'Start two-factor sign-in: the password, then a secret for the authenticator app',
          body: EnableTwoFactorBodySchema,
          response: { 200: TwoFactorSetupSchema, ...errors },
        },
      },
      async (request) =>
        account.startTwoFactor(memberOf(request), request.body.password, toWebHeaders(request)),
    );

    r.post(
      '/api/account/two-factor/confirm',
      {
        preParsing: app.requireMember,
        config: guessLimited,
        schema: {
          tags: ['account'],
          summary: 'A code from the app turns two-factor on; the backup codes are shown this once',
          body: ConfirmTwoFactorBodySchema,
          response: { 200: BackupCodesSchema, ...errors },
        },
      },
      async (request) =>
        account.confirmTwoFactor(memberOf(request), request.body.code, toWebHeaders(request)),
    );

    r.post(
      '/api/account/two-factor/disable',
      {
        preParsing: app.requireMember,
        config: guessLimited,
        schema: {
          tags: ['account'],
          summary: 'Turn two-factor sign-in off with the password or an authenticator code',
          body: DisableTwoFactorBodySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await account.disableTwoFactor(memberOf(request), request.body, toWebHeaders(request));
        return reply.status(204).send(null);
      },
    );
  };
}
