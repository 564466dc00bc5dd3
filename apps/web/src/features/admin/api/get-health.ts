import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthResponse } from '@blaze/contracts/health';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/get-admin-status';

export const healthQueryOptions = queryOptions({
  queryKey: adminKeys.health(),
  queryFn: ({ signal }) => api.get<HealthResponse>('/api/health', { signal }),
  staleTime: 30_000,
});

export function useHealth() {
  return useQuery(healthQueryOptions);
}
