import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, notFound, unauthorized } from '../lib/errors.ts';
import type { StaffActor, StaffRole } from '../modules/admin/admin.service.ts';
import { roleAtLeast } from '../modules/admin/admin.service.ts';

/** What the guard needs of the admin module: a signed-in member's staff role. */
export type StaffPort = { role(email: string): Promise<StaffRole | null> };

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffActor | null;
  }
  interface FastifyInstance {
    /**
     * A preParsing hook for admin routes (issue 17): 401 without a session, 404 for a member who is not
     * staff (the route does not exist for him), 403 for staff below `min`. Sets request.staff.
     */
    requireStaff: (
      min: StaffRole,
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function registerStaffGuard(app: FastifyInstance, admin: StaffPort): void {
  app.decorateRequest('staff', null);
  app.decorate('requireStaff', (min: StaffRole) => {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      await app.requireMember(request, reply);
      const member = request.member;
      if (!member) throw unauthorized();
      const role = await admin.role(member.email);
      if (role === null)
        throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}.`);
      if (!roleAtLeast(role, min)) throw forbidden('Your admin role does not allow this.');
      request.staff = { userId: member.userId, email: member.email, role };
    };
  });
}

/** For handlers behind requireStaff. */
export function staffOf(request: FastifyRequest): StaffActor {
  if (!request.staff) throw unauthorized();
  return request.staff;
}
