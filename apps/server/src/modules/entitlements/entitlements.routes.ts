import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EntitlementsSummarySchema, ErrorBodySchema } from '@blaze/contracts';
import { memberOf } from '../../http/session-guard.ts';
import type { EntitlementsService } from './entitlements.service.ts';

export function entitlementsRoutes(entitlements: EntitlementsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/me/entitlements',
      {
        preParsing: app.requireMember,
        schema: {
          tags: ['entitlements'],
          summary:
            'What I may use: Blaze Plus, free and bought Right Now posts, Boosts, Roam, and my grants',
          response: { 200: EntitlementsSummarySchema, 401: ErrorBodySchema },
        },
      },
      async (request) => entitlements.summary(memberOf(request).userId),
    );
  };
}
