import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServicesStatus } from '@blaze/contracts/services';
import { api } from '@/lib/api-client';
import { servicesKeys } from '@/features/services/api/services-keys';

/** GET /api/services/status: whether the operator runs the section, and whether I hid it. */
export function servicesStatusQueryOptions() {
  return queryOptions({
    queryKey: servicesKeys.status(),
    queryFn: ({ signal }) => api.get<ServicesStatus>('/api/services/status', { signal }),
  });
}

export function useServicesStatus() {
  return useQuery(servicesStatusQueryOptions());
}
