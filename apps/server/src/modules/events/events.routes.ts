import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema, EventsPageSchema, EventsQuerySchema } from '@blaze/contracts';
import { memberOf } from '../../http/session-guard.ts';
import type { EventsService } from './events.service.ts';

export function eventsRoutes(events: EventsService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/events',
      {
        preParsing: app.requireMember,
        schema: {
          tags: ['events'],
          summary: 'Parties, club nights and meet-ups coming up around me, soonest first',
          querystring: EventsQuerySchema,
          response: { 200: EventsPageSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
        },
      },
      async (request) => events.upcoming(memberOf(request).userId, request.query),
    );
  };
}
