import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, MemberCardSchema } from '@blaze/contracts';
import { memberOf } from '../../http/session-guard.ts';
import type { MessagingService } from './messaging.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
const ConversationSchema = z.object({ id: z.string(), participants: z.array(MemberCardSchema) });

export function messagingRoutes(messaging: MessagingService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/conversations',
      {
        preParsing: app.requireMember,
        schema: {
          tags: ['messaging'],
          summary: 'Open (or create) the conversation with a member',
          body: z.strictObject({ userId: z.string().min(1).max(100) }),
          response: {
            200: z.object({ id: z.string() }),
            201: z.object({ id: z.string() }),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const { id, created } = await messaging.openWith(
          memberOf(request).userId,
          request.body.userId,
        );
        return reply.status(created ? 201 : 200).send({ id });
      },
    );
    r.get(
      '/api/conversations/:id',
      {
        preParsing: app.requireMember,
        schema: {
          tags: ['messaging'],
          summary: 'A conversation I take part in',
          params: z.strictObject({ id: z.string().min(1).max(100) }),
          response: { 200: ConversationSchema, ...errors },
        },
      },
      async (request) => messaging.get(memberOf(request).userId, request.params.id),
    );
  };
}
