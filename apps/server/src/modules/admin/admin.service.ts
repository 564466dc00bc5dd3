import type { AdminMeResponse, AuditPage, AuditQuery } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { adminRepository } from './admin.repository.ts';

export type AdminDeps = {
  /** Whether the account with this e-mail has proven it (auth's verification code). */
  emailVerified: (email: string) => Promise<boolean>;
};

const NOT_ADMIN: AdminMeResponse = { isAdmin: false, role: null, isSuperadmin: false };

/**
 * Issue 17's roles, weakest first: a moderator works reports and verification, an admin everything in
 * the admin area, a superadmin also grants roles. An active admin_users row is a moderator when its
 * role says so, a superadmin when its flag is set, an admin otherwise.
 */
export const STAFF_ROLES = ['moderator', 'admin', 'superadmin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const roleAtLeast = (role: StaffRole | null, min: StaffRole): boolean =>
  role !== null && STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(min);

/** A member without a staff role ranks below every role. */
const rankOf = (role: StaffRole | null): number =>
  role === null ? 0 : STAFF_ROLES.indexOf(role) + 1;

const ROLE_WORDS: Record<StaffRole, string> = {
  moderator: 'a moderator',
  admin: 'an admin',
  superadmin: 'a superadmin',
};

/** 403 STAFF_RANK: the one refusal of a staff action that his role does not reach. */
export const staffRankRefusal = (message: string) => new AppError(403, 'STAFF_RANK', message);

/**
 * The one rule for every staff action on a member (decision 028): never on himself, and only on a
 * member below his own role (member < moderator < admin < superadmin). Superadmins may act on each
 * other: they can take each other's role away already, so refusing it would only leave a superadmin's
 * own verification or report with nobody to decide it.
 */
export function staffMayActOn(
  actor: Pick<StaffActor, 'userId' | 'role'>,
  subject: { userId: string; role: StaffRole | null },
): AppError | null {
  if (actor.userId === subject.userId)
    return staffRankRefusal(
      "You can't decide on your own account, report, appeal or verification: another member of staff will.",
    );
  if (rankOf(subject.role) < rankOf(actor.role) || actor.role === 'superadmin') return null;
  const role = subject.role ?? 'moderator';
  const above = STAFF_ROLES[STAFF_ROLES.indexOf(role) + 1] ?? 'superadmin';
  return staffRankRefusal(
    `This member is ${ROLE_WORDS[role]}: only ${ROLE_WORDS[above]} can act on him.`,
  );
}

/**
 * Revisiting a decision (lifting or changing a restriction, deciding an appeal) needs at least the role
 * of the staff member who took it, and someone other than him for an appeal: the member's notice
 * promises that "a moderator who did not decide it will look again".
 */
export function staffMayRevisit(
  actor: Pick<StaffActor, 'userId' | 'role'>,
  decision: { actorId: string; actorRole: StaffRole | null; appeal: boolean },
): AppError | null {
  if (decision.appeal && decision.actorId === actor.userId)
    return staffRankRefusal(
      'You took the decision under appeal: another member of staff must decide the appeal.',
    );
  if (rankOf(decision.actorRole) <= rankOf(actor.role)) return null;
  const role = ROLE_WORDS[decision.actorRole ?? 'moderator'];
  return staffRankRefusal(
    `This decision was taken by ${role}: only ${role} or above can change it.`,
  );
}

const staffRoleOf = (row: { role: string; isSuperadmin: boolean }): StaffRole =>
  row.isSuperadmin ? 'superadmin' : row.role === 'moderator' ? 'moderator' : 'admin';

/** An ADMIN_EMAILS entry: `address` (an admin) or `address:role`; null when the role is unknown. */
export function parseStaffEntry(entry: string): { email: string; role: StaffRole } | null {
  const [email = '', role = 'admin'] = entry.trim().toLowerCase().split(':');
  const known = STAFF_ROLES.find((r) => r === role.trim());
  return email && known ? { email: email.trim(), role: known } : null;
}

/** Who did an admin action, as the audit log keeps it. */
export type StaffActor = { userId: string; email: string; role: StaffRole };

/** One admin action for the audit log: what was done to what, and why. */
export type AuditRecord = {
  action: string;
  subjectKind: string;
  subjectId: string;
  reason?: string | null;
  details?: Record<string, unknown> | null;
};

/**
 * Spec section 6: admin when the admin_users row for the member's e-mail is active, and only once that
 * e-mail is verified: an address alone proves nothing until its owner has read a code sent to it
 * (decision 012).
 */
export function adminService(db: Database, deps: AdminDeps) {
  const repo = adminRepository(db);
  return {
    async check(email: string): Promise<AdminMeResponse> {
      const row = await repo.findActiveByEmail(email);
      if (!row || !(await deps.emailVerified(email))) return NOT_ADMIN;
      return { isAdmin: true, role: row.role, isSuperadmin: row.isSuperadmin };
    },

    /** His staff role, or null for a member (or an admin row whose e-mail is not yet verified). */
    async role(email: string): Promise<StaffRole | null> {
      const row = await repo.findActiveByEmail(email);
      if (!row || !(await deps.emailVerified(email))) return null;
      return staffRoleOf(row);
    },

    /** The staff role of a member by his id (null for a member, or a deleted account). */
    async roleOfMember(userId: string): Promise<StaffRole | null> {
      const email = await repo.emailOf(userId);
      return email ? this.role(email) : null;
    },

    /** Throws 403 STAFF_RANK unless this staff member may act on this member (staffMayActOn). */
    async assertMayActOn(actor: StaffActor, subjectId: string): Promise<void> {
      const refusal = staffMayActOn(actor, {
        userId: subjectId,
        role: actor.userId === subjectId ? actor.role : await this.roleOfMember(subjectId),
      });
      if (refusal) throw refusal;
    },

    /**
     * Throws 403 STAFF_RANK unless this staff member may revisit a decision another took
     * (staffMayRevisit). The decider's current role counts: a decision by someone no longer on staff
     * is any moderator's to revisit.
     */
    async assertMayRevisit(
      actor: StaffActor,
      decision: { actorId: string; appeal: boolean },
    ): Promise<void> {
      const refusal = staffMayRevisit(actor, {
        ...decision,
        actorRole: await this.roleOfMember(decision.actorId),
      });
      if (refusal) throw refusal;
    },

    /** Whether he holds at least this role: the rule every admin API decides by, on the server. */
    async hasRole(email: string, min: StaffRole): Promise<boolean> {
      return roleAtLeast(await this.role(email), min);
    },

    /** Appends an admin action to the audit log (append-only: nothing updates or deletes a row). */
    async audit(actor: StaffActor, entry: AuditRecord): Promise<void> {
      await repo.appendAudit({
        actorId: actor.userId,
        actorEmail: actor.email,
        actorRole: actor.role,
        action: entry.action,
        subjectKind: entry.subjectKind,
        subjectId: entry.subjectId,
        reason: entry.reason ?? null,
        details: entry.details ?? null,
      });
    },

    /** The audit log, newest first, searchable by words, actor and subject. */
    async searchAudit(query: AuditQuery): Promise<AuditPage> {
      const rows = await repo.searchAudit(query);
      const page = rows.slice(0, query.limit);
      return {
        entries: page.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
      };
    },

    /**
     * His address moved (Settings > Account): the staff row on the old address is switched off, and the
     * role does not follow him (decision 031: a stolen password must not carry staff rights to another
     * address). The operator grants the new address; nobody who later proves the old one gets anything.
     */
    async addressLeft(from: string): Promise<void> {
      await repo.deactivate(from);
    },

    /**
     * ADMIN_EMAILS: granted to a listed address once it is verified, never before. An entry is an
     * address (admin) or `address:role` (moderator, admin or superadmin; decision 028).
     */
    async grantIfListed(email: string, listed: readonly string[]): Promise<boolean> {
      const address = email.split(':')[0]?.trim().toLowerCase() ?? '';
      const entry = listed.map(parseStaffEntry).find((e) => e?.email === address);
      if (!entry) return false;
      if (!(await deps.emailVerified(address))) return false;
      await repo.ensure(
        address,
        entry.role === 'moderator' ? 'moderator' : 'admin',
        entry.role === 'superadmin',
      );
      return true;
    },
  };
}

/**
 * The operator's command (`npm run admin -- grant|revoke <username>`): names an existing account by
 * its username, the only way besides ADMIN_EMAILS to make an admin (decision 012).
 */
export function adminCommands(db: Database) {
  const repo = adminRepository(db);
  return {
    async grantByUsername(username: string): Promise<AdminCommandResult> {
      const account = await repo.accountByUsername(username);
      if (!account) return { ok: false, message: `No account has the username '${username}'.` };
      await repo.ensure(account.email, 'admin', false);
      return {
        ok: true,
        message: account.emailVerified
          ? `'${username}' is now an admin.`
          : `'${username}' is now an admin, effective once he verifies his e-mail (his next sign-in sends a code).`,
      };
    },

    async revokeByUsername(username: string): Promise<AdminCommandResult> {
      const account = await repo.accountByUsername(username);
      if (!account) return { ok: false, message: `No account has the username '${username}'.` };
      const was = await repo.deactivate(account.email);
      return {
        ok: true,
        message: was ? `'${username}' is no longer an admin.` : `'${username}' was not an admin.`,
      };
    },
  };
}

export type AdminCommandResult = { ok: boolean; message: string };
export type AdminService = ReturnType<typeof adminService>;
