import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema, ViewedMeSchema } from '@blaze/contracts';
import { memberOf } from '../../http/session-guard.ts';
import type { ProfileViewsService } from './profile-views.service.ts';

export function profileViewsRoutes(views: ProfileViewsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/me/viewers',
      {
        preParsing: app.requireMember,
        schema: {
          tags: ['profile-views'],
          summary:
            'Who viewed my profile in the last 7 days: the most recent viewer, or all of them with Plus',
          response: { 200: ViewedMeSchema, 401: ErrorBodySchema },
        },
      },
      async (request) => views.viewedMe(memberOf(request).userId),
    );
  };
}
