import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@blaze/contracts/dashboard';
import { api } from '@/lib/api-client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
};

export function getDashboard(signal?: AbortSignal): Promise<DashboardSummary> {
  return api.get<DashboardSummary>('/api/dashboard', { signal });
}

/** Live counts (who is online, new, my favourites): fetched again when older than this. */
const DASHBOARD_STALE_MS = 30_000;

export const dashboardQueryOptions = queryOptions({
  queryKey: dashboardKeys.summary(),
  queryFn: ({ signal }) => getDashboard(signal),
  staleTime: DASHBOARD_STALE_MS,
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
