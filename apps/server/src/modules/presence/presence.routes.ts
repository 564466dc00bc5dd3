import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, PresenceUpdateSchema } from '@blaze/contracts';
import { perMember } from '../../http/rate-limit.ts';
import { memberOf } from '../../http/session-guard.ts';
import type { PresenceService } from './presence.service.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  422: ErrorBodySchema,
  429: ErrorBodySchema,
};

export function presenceRoutes(presence: PresenceService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/me/presence',
      {
        preParsing: app.requireMember,
        config: perMember('presence', 30),
        schema: {
          tags: ['presence'],
          summary: 'The open app keeps me online; closing it sets me away',
          body: PresenceUpdateSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await presence.heartbeat(memberOf(request).userId, request.body.online);
        return reply.code(204).send(null);
      },
    );
  };
}
