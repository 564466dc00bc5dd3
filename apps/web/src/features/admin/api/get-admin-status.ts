import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMeResponse } from '@blaze/contracts/me';
import { ApiError, api } from '@/lib/api-client';

export const adminKeys = {
  all: ['admin'] as const,
  me: () => [...adminKeys.all, 'me'] as const,
  health: () => [...adminKeys.all, 'health'] as const,
};

export const adminStatusQueryOptions = queryOptions({
  queryKey: adminKeys.me(),
  queryFn: ({ signal }) => api.get<AdminMeResponse>('/api/admin/me', { signal }),
  // A failed check should say so quickly rather than retry for seconds behind a spinner.
  retry: (failureCount, error) =>
    failureCount < 1 && !(error instanceof ApiError && error.isClientError),
  staleTime: 0,
});

export function useAdminStatus() {
  return useQuery(adminStatusQueryOptions);
}
