import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMeResponse } from '@blaze/contracts/me';
import { ApiError, api } from '@/lib/api-client';

export const adminKeys = {
  all: ['admin'] as const,
  me: () => [...adminKeys.all, 'me'] as const,
  health: () => [...adminKeys.all, 'health'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  members: (q: string, by: string) => [...adminKeys.all, 'members', by, q] as const,
  member: (id: string) => [...adminKeys.all, 'member', id] as const,
  roles: () => [...adminKeys.all, 'roles'] as const,
  audit: (filters: Record<string, string>) => [...adminKeys.all, 'audit', filters] as const,
  promotions: () => [...adminKeys.all, 'promotions'] as const,
  approvals: () => [...adminKeys.all, 'approvals'] as const,
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
