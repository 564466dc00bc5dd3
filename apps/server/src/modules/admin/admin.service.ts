import type { AdminMeResponse } from '@blaze/contracts';
import type { Database } from '../../db/client.ts';
import { adminRepository } from './admin.repository.ts';

/** Spec section 6: admin when the admin_users row for the member's e-mail is active. */
export function adminService(db: Database) {
  const repo = adminRepository(db);
  return {
    async check(email: string): Promise<AdminMeResponse> {
      const row = await repo.findActiveByEmail(email);
      return row
        ? { isAdmin: true, role: row.role, isSuperadmin: row.isSuperadmin }
        : { isAdmin: false, role: null, isSuperadmin: false };
    },
    grant: (email: string, role = 'admin', isSuperadmin = false) =>
      repo.ensure(email, role, isSuperadmin),
  };
}

export type AdminService = ReturnType<typeof adminService>;
