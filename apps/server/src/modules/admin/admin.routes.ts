import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminMeResponseSchema,
  AuditPageSchema,
  AuditQuerySchema,
  ErrorBodySchema,
} from '@blaze/contracts';
import { memberOf } from '../../http/session-guard.ts';
import type { AdminService } from './admin.service.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

export function adminRoutes(admin: AdminService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
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

    r.get(
      '/api/admin/audit',
      {
        preParsing: app.requireStaff('admin'),
        schema: {
          tags: ['admin'],
          summary: 'The audit log of admin actions, newest first (admins)',
          querystring: AuditQuerySchema,
          response: { 200: AuditPageSchema, ...errors },
        },
      },
      async (request) => admin.searchAudit(request.query),
    );
  };
}
