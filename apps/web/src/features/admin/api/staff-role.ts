import type { AdminMeResponse } from '@blaze/contracts/me';
import type { StaffRole } from '@blaze/contracts/admin';

const ORDER: readonly StaffRole[] = ['moderator', 'admin', 'superadmin'];

/** His staff role from /api/admin/me (the server decides every route by it too). */
export function staffRoleOf(me: AdminMeResponse | undefined): StaffRole | null {
  if (!me?.isAdmin) return null;
  if (me.isSuperadmin) return 'superadmin';
  return me.role === 'moderator' ? 'moderator' : 'admin';
}

export const hasStaffRole = (role: StaffRole | null, min: StaffRole) =>
  role !== null && ORDER.indexOf(role) >= ORDER.indexOf(min);
