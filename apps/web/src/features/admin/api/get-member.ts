import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMemberDetail } from '@blaze/contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/get-admin-status';

export const adminMemberQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.member(id),
    queryFn: ({ signal }) =>
      api.get<AdminMemberDetail>(`/api/admin/members/${encodeURIComponent(id)}`, { signal }),
  });

/** A member's page for moderators (GET /api/admin/members/:id). */
export function useAdminMember(id: string) {
  return useQuery(adminMemberQueryOptions(id));
}
