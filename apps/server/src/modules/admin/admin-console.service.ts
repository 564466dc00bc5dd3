import {
  ADMIN_MEMBERS_PAGE_SIZE,
  AdminMemberQuerySchema,
  RoleGrantBodySchema,
  RoleRevokeBodySchema,
  type AdminMemberDetail,
  type AdminMemberPage,
  type AdminMemberQuery,
  type AdminOverview,
  type AdminReportSummary,
  type MemberCard,
  type OwnProfile,
  type RoleGrantBody,
  type RoleRevokeBody,
  type StaffList,
  type StaffRole,
} from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { decodeKeyCursor, encodeKeyCursor } from '../../lib/cursor.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { adminConsoleRepository } from './admin-console.repository.ts';
import { roleAtLeast, type AdminService, type StaffActor } from './admin.service.ts';

/** What the admin area reads from other modules, wired in app.ts. */
export type AdminConsoleDeps = {
  staff: Pick<AdminService, 'audit' | 'role'>;
  profiles: {
    getOwn: (userId: string) => Promise<OwnProfile | null>;
    cardsByIds: (ids: string[]) => Promise<Map<string, MemberCard>>;
  };
  reports: {
    openCount: () => Promise<number>;
    about: (memberId: string) => Promise<AdminReportSummary>;
    by: (memberId: string) => Promise<AdminReportSummary>;
  };
  places: { pendingCounts: () => Promise<{ venues: number; businesses: number; claims: number }> };
  services: { pendingCount: () => Promise<number> };
  /** Verification requests waiting for a moderator (the "verify" helper's service). */
  pendingVerifications: () => Promise<number>;
};

const ROW_OF: Record<StaffRole, { role: string; isSuperadmin: boolean }> = {
  moderator: { role: 'moderator', isSuperadmin: false },
  admin: { role: 'admin', isSuperadmin: false },
  superadmin: { role: 'admin', isSuperadmin: true },
};
const roleOfRow = (r: { role: string; isSuperadmin: boolean }): StaffRole =>
  r.isSuperadmin ? 'superadmin' : r.role === 'moderator' ? 'moderator' : 'admin';

/**
 * The admin area (issue 17, decision 028): the overview's counts, member search and a member's page
 * (e-mail for admins only; no exact location, no health or sexual fields), and roles (superadmins).
 */
export function adminConsoleService(db: Database, deps: AdminConsoleDeps) {
  const repo = adminConsoleRepository(db);
  const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

  return {
    async overview(): Promise<AdminOverview> {
      const [counts, openReports, places, services, verificationRequests] = await Promise.all([
        repo.memberCounts(),
        deps.reports.openCount(),
        deps.places.pendingCounts(),
        deps.services.pendingCount(),
        deps.pendingVerifications(),
      ]);
      return {
        ...counts,
        openReports,
        pendingApprovals: {
          ...places,
          services,
          total: places.venues + places.businesses + places.claims + services,
        },
        verificationRequests,
      };
    },

    async searchMembers(actor: StaffActor, query: AdminMemberQuery): Promise<AdminMemberPage> {
      const q = AdminMemberQuerySchema.parse(query);
      const isAdmin = roleAtLeast(actor.role, 'admin');
      if (q.by === 'email' && !isAdmin) throw forbidden('Only admins can search by e-mail.');
      const after = decodeKeyCursor(q.after);
      if (after && typeof after.k !== 'string')
        throw new AppError(400, 'BAD_REQUEST', 'This list has changed. Search again.');
      const rows = await repo.searchMembers({
        text: q.q,
        by: q.by,
        after: after ? String(after.k) : null,
        limit: ADMIN_MEMBERS_PAGE_SIZE,
      });
      const page = rows.slice(0, ADMIN_MEMBERS_PAGE_SIZE);
      if (q.by === 'email' && q.q && !after)
        await deps.staff.audit(actor, {
          action: 'member.search_email',
          subjectKind: 'search',
          subjectId: q.q,
          details: { found: page.length },
        });
      const cards = await deps.profiles.cardsByIds(page.map((r) => r.id));
      const last = page.at(-1);
      return {
        members: page.map((r) => {
          const card = cards.get(r.id);
          return {
            id: r.id,
            username: r.username,
            displayName: card?.displayName ?? null,
            avatarUrl: card?.avatarUrl ?? null,
            city: card?.city ?? null,
            email: isAdmin ? r.email : null,
            joinedAt: r.createdAt.toISOString(),
          };
        }),
        nextAfter:
          rows.length > ADMIN_MEMBERS_PAGE_SIZE && last
            ? encodeKeyCursor({ k: last.key, id: last.id })
            : null,
      };
    },

    async member(actor: StaffActor, memberId: string): Promise<AdminMemberDetail> {
      const [account, profile] = await Promise.all([
        repo.account(memberId),
        deps.profiles.getOwn(memberId),
      ]);
      if (!account || !profile) throw notFound('No member has this id.');
      const [reportsAbout, reportsBy, staffRole] = await Promise.all([
        deps.reports.about(memberId),
        deps.reports.by(memberId),
        deps.staff.role(account.email),
      ]);
      return {
        id: profile.id,
        username: profile.username,
        displayName: profile.displayName,
        age: profile.age,
        bio: profile.bio,
        city: profile.city,
        country: profile.country,
        photos: profile.photos,
        avatarUrl: profile.avatarUrl,
        joinedAt: account.createdAt.toISOString(),
        lastActive: profile.lastActive,
        emailVerified: account.emailVerified,
        email: roleAtLeast(actor.role, 'admin') ? account.email : null,
        staffRole,
        reportsAbout,
        reportsBy,
      };
    },

    async staffList(): Promise<StaffList> {
      const rows = await repo.staff();
      return {
        staff: rows.map((r) => ({
          email: r.email,
          role: roleOfRow(r),
          memberId: r.memberId,
          username: r.username,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },

    /** Superadmins: give a member by username a role (or change his); never his own. */
    async grant(actor: StaffActor, body: RoleGrantBody): Promise<StaffList> {
      const b = RoleGrantBodySchema.parse(body);
      const account = await repo.accountByUsername(b.username);
      if (!account) throw notFound(`No member has the username '${b.username}'.`);
      if (sameEmail(account.email, actor.email))
        throw new AppError(409, 'CONFLICT', "You can't change your own role.");
      const outcome = await repo.setRole(account.email, ROW_OF[b.role]);
      if (outcome === 'last')
        throw new AppError(409, 'CONFLICT', 'Blaze needs at least one superadmin.');
      await deps.staff.audit(actor, {
        action: 'role.grant',
        subjectKind: 'member',
        subjectId: account.id,
        reason: b.reason || null,
        details: { role: b.role, username: b.username },
      });
      return this.staffList();
    },

    /** Superadmins: take a staff member's role away; never his own, never the last superadmin's. */
    async revoke(actor: StaffActor, body: RoleRevokeBody): Promise<StaffList> {
      const b = RoleRevokeBodySchema.parse(body);
      if (sameEmail(b.email, actor.email))
        throw new AppError(409, 'CONFLICT', "You can't revoke your own role.");
      const outcome = await repo.setRole(b.email, null);
      if (outcome === 'last')
        throw new AppError(409, 'CONFLICT', 'Blaze needs at least one superadmin.');
      if (outcome === 'none') throw notFound('This address holds no role.');
      await deps.staff.audit(actor, {
        action: 'role.revoke',
        subjectKind: 'admin',
        subjectId: b.email.toLowerCase(),
        reason: b.reason || null,
      });
      return this.staffList();
    },
  };
}

export type AdminConsoleService = ReturnType<typeof adminConsoleService>;
