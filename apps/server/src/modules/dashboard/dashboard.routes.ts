import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardSummarySchema, ErrorBodySchema } from '@blaze/contracts';
import { memberOf } from '../../http/session-guard.ts';
import type { DashboardService } from './dashboard.service.ts';

export function dashboardRoutes(dashboard: DashboardService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/dashboard',
      {
        preParsing: app.requireMember,
        schema: {
          tags: ['dashboard'],
          summary: "The home screen's counts and member strips",
          response: { 200: DashboardSummarySchema, 401: ErrorBodySchema },
        },
      },
      async (request) => dashboard.summary(memberOf(request).userId),
    );
  };
}
