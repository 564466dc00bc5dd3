import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DataModeBodySchema, DataModeStateSchema, ErrorBodySchema } from '@blaze/contracts';
import { memberOf } from '../../http/session-guard.ts';
import type { DataModesService } from './data-modes.service.ts';

export function dataModesRoutes(modes: DataModesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const response = { 200: DataModeStateSchema, 400: ErrorBodySchema, 401: ErrorBodySchema };

    r.get(
      '/api/me/data-mode',
      {
        preParsing: app.requireMember,
        schema: {
          tags: ['data-modes'],
          summary: 'My data mode: production, testing or demo (what the lists show me)',
          response,
        },
      },
      async (request) => modes.get(memberOf(request).userId),
    );

    r.put(
      '/api/me/data-mode',
      {
        preParsing: app.requireMember,
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['data-modes'],
          summary: 'Switch my data mode',
          body: DataModeBodySchema,
          response,
        },
      },
      async (request) => modes.set(memberOf(request).userId, request.body.mode),
    );
  };
}
