import type { AdminMeResponse } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { adminRepository } from './admin.repository.ts';

export type AdminDeps = {
  /** Whether the account with this e-mail has proven it (auth's verification code). */
  emailVerified: (email: string) => Promise<boolean>;
};

const NOT_ADMIN: AdminMeResponse = { isAdmin: false, role: null, isSuperadmin: false };

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

    /** ADMIN_EMAILS: granted to a listed address once it is verified, never before. */
    async grantIfListed(email: string, listed: readonly string[]): Promise<boolean> {
      if (!listed.includes(email.toLowerCase())) return false;
      if (!(await deps.emailVerified(email))) return false;
      await repo.ensure(email, 'admin', false);
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
