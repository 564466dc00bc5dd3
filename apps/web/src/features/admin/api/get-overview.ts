import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_OVERVIEW_REFRESH_MS, type AdminOverview } from '@blaze/contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/get-admin-status';

export const adminOverviewQueryOptions = queryOptions({
  queryKey: adminKeys.overview(),
  queryFn: ({ signal }) => api.get<AdminOverview>('/api/admin/overview', { signal }),
  refetchInterval: ADMIN_OVERVIEW_REFRESH_MS,
});

/** The overview's live counts (GET /api/admin/overview), refreshed every 30 s. */
export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions);
}
