import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminMemberDetailSchema,
  AdminMemberPageSchema,
  AdminMemberParamsSchema,
  AdminMemberQuerySchema,
  AdminOverviewSchema,
  ErrorBodySchema,
  RoleGrantBodySchema,
  RoleRevokeBodySchema,
  StaffListSchema,
} from '@blaze/contracts';
import { staffOf } from '../../http/staff-guard.ts';
import type { AdminConsoleService } from './admin-console.service.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/** The admin area's overview, members and roles (issue 17, decision 028). */
export function adminConsoleRoutes(area: AdminConsoleService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];

    r.get(
      '/api/admin/overview',
      {
        preParsing: app.requireStaff('moderator'),
        schema: {
          tags,
          summary:
            'Live counts: members, online now, open reports, pending approvals, verification',
          response: { 200: AdminOverviewSchema, ...errors },
        },
      },
      async () => area.overview(),
    );

    r.get(
      '/api/admin/members',
      {
        preParsing: app.requireStaff('moderator'),
        schema: {
          tags,
          summary: 'Search members by username (moderators) or e-mail (admins), keyset pages',
          querystring: AdminMemberQuerySchema,
          response: { 200: AdminMemberPageSchema, ...errors },
        },
      },
      async (request) => area.searchMembers(staffOf(request), request.query),
    );

    r.get(
      '/api/admin/members/:id',
      {
        preParsing: app.requireStaff('moderator'),
        schema: {
          tags,
          summary: "A member's page for moderators: profile, account, reports about and by him",
          params: AdminMemberParamsSchema,
          response: { 200: AdminMemberDetailSchema, ...errors },
        },
      },
      async (request) => area.member(staffOf(request), request.params.id),
    );

    r.get(
      '/api/admin/roles',
      {
        preParsing: app.requireStaff('superadmin'),
        schema: {
          tags,
          summary: 'Staff and their roles (superadmins)',
          response: { 200: StaffListSchema, ...errors },
        },
      },
      async () => area.staffList(),
    );

    r.post(
      '/api/admin/roles/grant',
      {
        preParsing: app.requireStaff('superadmin'),
        schema: {
          tags,
          summary: 'Give a member (by username) a staff role (superadmins)',
          body: RoleGrantBodySchema,
          response: { 200: StaffListSchema, ...errors },
        },
      },
      async (request) => area.grant(staffOf(request), request.body),
    );

    r.post(
      '/api/admin/roles/revoke',
      {
        preParsing: app.requireStaff('superadmin'),
        schema: {
          tags,
          summary: "Take a staff member's role away (superadmins; never the last superadmin)",
          body: RoleRevokeBodySchema,
          response: { 200: StaffListSchema, ...errors },
        },
      },
      async (request) => area.revoke(staffOf(request), request.body),
    );
  };
}
