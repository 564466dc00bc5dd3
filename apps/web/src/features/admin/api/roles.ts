import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoleGrantBody, RoleRevokeBody, StaffList } from '@blaze/contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/get-admin-status';

export const staffListQueryOptions = queryOptions({
  queryKey: adminKeys.roles(),
  queryFn: ({ signal }) => api.get<StaffList>('/api/admin/roles', { signal }),
});

/** Staff and their roles (GET /api/admin/roles, superadmins). */
export function useStaffList() {
  return useQuery(staffListQueryOptions);
}

function useRoleChange<B>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api.post<StaffList>(path, body),
    meta: { errorToast: false },
    onSuccess: (list) => queryClient.setQueryData(adminKeys.roles(), list),
  });
}

/** POST /api/admin/roles/grant. */
export const useGrantRole = () => useRoleChange<RoleGrantBody>('/api/admin/roles/grant');
/** POST /api/admin/roles/revoke. */
export const useRevokeRole = () => useRoleChange<RoleRevokeBody>('/api/admin/roles/revoke');
