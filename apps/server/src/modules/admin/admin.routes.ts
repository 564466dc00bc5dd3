import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminMeResponseSchema, ErrorBodySchema } from '@blaze/contracts';
import { memberOf } from '../../http/session-guard.ts';
import type { AdminService } from './admin.service.ts';

export function adminRoutes(admin: AdminService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/admin/me',
      {
        preParsing: app.requireMember,
        schema: {
          tags: ['admin'],
          summary: 'Whether the signed-in member is an admin, with his admin role',
          response: { 200: AdminMeResponseSchema, 401: ErrorBodySchema },
        },
      },
      async (request) => admin.check(memberOf(request).email),
    );
  };
}
