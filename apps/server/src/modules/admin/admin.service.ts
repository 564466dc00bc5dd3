import type { AdminMeResponse, AuditPage, AuditQuery } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
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
