import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CautionParamsSchema,
  ChatCautionsSchema,
  DismissCautionParamsSchema,
  ErrorBodySchema,
  MemberSignalsSchema,
  SignalsMemberParamsSchema,
  TopSignalsSchema,
} from '@blaze/contracts';
import { memberOf } from '../../http/session-guard.ts';
import type { SignalsService } from './signals.service.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

/** Per running server: waits for the rules still running (API tests; keyed by the HTTP server). */
const settledBy = new WeakMap<object, () => Promise<void>>();
export function signalsSettled(app: FastifyInstance): Promise<void> {
  return settledBy.get(app.server)?.() ?? Promise.resolve();
}

export function signalsRoutes(signals: SignalsService) {
  return async (app: FastifyInstance) => {
    settledBy.set(app.server, () => signals.settled());
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/conversations/:conversationId/cautions',
      {
        preParsing: app.requireMember,
        schema: {
          tags: ['signals'],
          summary: 'The cautions he sees in a chat (the other member tripped a scam rule)',
          params: CautionParamsSchema,
          response: { 200: ChatCautionsSchema, ...errors },
        },
      },
      async (request) => signals.cautions(memberOf(request).userId, request.params.conversationId),
    );

    r.post(
      '/api/conversations/:conversationId/cautions/:rule/dismiss',
      {
        preParsing: app.requireMember,
        schema: {
          tags: ['signals'],
          summary: 'Dismisses a caution in this chat, for him only',
          params: DismissCautionParamsSchema,
          response: { 200: ChatCautionsSchema, ...errors },
        },
      },
      async (request) =>
        signals.dismiss(
          memberOf(request).userId,
          request.params.conversationId,
          request.params.rule,
        ),
    );

    r.get(
      '/api/admin/members/:id/signals',
      {
        preParsing: app.requireStaff('moderator'),
        schema: {
          tags: ['admin'],
          summary: 'The scam and abuse signals on a member, counted per rule (moderators)',
          params: SignalsMemberParamsSchema,
          response: { 200: MemberSignalsSchema, ...errors },
        },
      },
      async (request) => signals.forMember(request.params.id),
    );

    r.get(
      '/api/admin/signals/top',
      {
        preParsing: app.requireStaff('moderator'),
        schema: {
          tags: ['admin'],
          summary: 'The members with the most signals in the last 7 days (moderators)',
          querystring: z.strictObject({}),
          response: { 200: TopSignalsSchema, ...errors },
        },
      },
      async () => signals.top(),
    );
  };
}
