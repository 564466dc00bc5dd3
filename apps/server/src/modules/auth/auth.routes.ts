import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  MeResponseSchema,
  SignInBodySchema,
  SignUpBodySchema,
} from '@blaze/contracts';
import type { Config } from '../../config.ts';
import { memberOf } from '../../http/session-guard.ts';
import { forwardSetCookies, toWebHeaders } from '../../lib/web-headers.ts';
import type { AuthService } from './auth.service.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};

export function authRoutes(auth: AuthService, config: Config) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/auth/sign-up',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create an account and its profile, and sign in',
          body: SignUpBodySchema,
          response: { 201: MeResponseSchema, ...errors },
        },
        config: {
          rateLimit: { max: config.rateLimit.signUpMax, timeWindow: '1 hour' },
        },
      },
      async (request, reply) => {
        const { me, headers } = await auth.signUp(request.body, toWebHeaders(request));
        forwardSetCookies(headers, reply);
        return reply.status(201).send(me);
      },
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
          // Brute force on one account from one address: keyed by IP and the e-mail tried.
          rateLimit: {
            max: config.rateLimit.signInMax,
            timeWindow: '15 minutes',
            hook: 'preHandler',
            keyGenerator: (req) => {
              const email = (req.body as { email?: unknown } | undefined)?.email;
              return `sign-in:${req.ip}:${typeof email === 'string' ? email : ''}`;
            },
          },
        },
      },
      async (request, reply) => {
        const { me, headers } = await auth.signIn(request.body, toWebHeaders(request));
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
