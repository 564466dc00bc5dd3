import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, notFound, unauthorized } from '../lib/errors.ts';
import type { StaffActor, StaffRole } from '../modules/admin/admin.service.ts';
import { roleAtLeast } from '../modules/admin/admin.service.ts';

/** What the guard needs of the admin module: a signed-in member's staff role. */
export type StaffPort = { role(email: string): Promise<StaffRole | null> };

/** An /api/admin route as registered: the least role its guard asks (null: no staff guard). */
export type AdminRouteEntry = { method: string; url: string; min: StaffRole | null };

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffActor | null;
  }
  interface FastifyInstance {
    /** Every /api/admin route registered after the guard, for the sweep test (issue 17). */
    adminRouteTable: AdminRouteEntry[];
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
  const table: AdminRouteEntry[] = [];
  app.decorate('adminRouteTable', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/admin')) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        table.push({ method, url: route.url, min: staffRoleOfHook(route.preParsing) });
  });
  app.decorate('requireStaff', (min: StaffRole) => {
    const hook = async (request: FastifyRequest, reply: FastifyReply) => {
      await app.requireMember(request, reply);
      const member = request.member;
      if (!member) throw unauthorized();
      const role = await admin.role(member.email);
      if (role === null)
        throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}.`);
      if (!roleAtLeast(role, min)) throw forbidden('Your admin role does not allow this.');
      request.staff = { userId: member.userId, email: member.email, role };
    };
    // The sweep test reads the role a route asks for from its hook (see staffRoleOfHook).
    return Object.assign(hook, { [STAFF_MIN]: min });
  });
}

const STAFF_MIN = Symbol('staffMin');

/** The least role a route's preParsing hook(s) require, or null when none is a staff guard. */
export function staffRoleOfHook(preParsing: unknown): StaffRole | null {
  const hooks = Array.isArray(preParsing) ? preParsing : [preParsing];
  for (const h of hooks)
    if (typeof h === 'function' && STAFF_MIN in h)
      return (h as { [STAFF_MIN]: StaffRole })[STAFF_MIN];
  return null;
}

/** For handlers behind requireStaff. */
export function staffOf(request: FastifyRequest): StaffActor {
  if (!request.staff) throw unauthorized();
  return request.staff;
}
