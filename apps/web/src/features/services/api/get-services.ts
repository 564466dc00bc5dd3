import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ServiceListQuery, ServicePage } from '@blaze/contracts/services';
import { api } from '@/lib/api-client';
import { servicesKeys } from '@/features/services/api/services-keys';

export function getServices(filters: ServiceListQuery, signal?: AbortSignal): Promise<ServicePage> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return api.get<ServicePage>(qs ? `/api/services?${qs}` : '/api/services', { signal });
}

/** GET /api/services: approved listings with the filters, newest first, page by page. */
export function useServices(filters: ServiceListQuery, { enabled = true } = {}) {
  return useInfiniteQuery({
    queryKey: servicesKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      getServices({ ...filters, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

/** One page, for strips. */
export function useServicesPage(filters: ServiceListQuery, { enabled = true } = {}) {
  return useQuery({
    queryKey: servicesKeys.list(filters),
    queryFn: ({ signal }) => getServices(filters, signal),
    enabled,
  });
}
