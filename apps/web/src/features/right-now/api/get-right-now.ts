import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RightNowPage, RightNowQuery } from '@blaze/contracts/right-now';
import { api } from '@/lib/api-client';
import { rightNowKeys } from '@/features/right-now/api/right-now-keys';

export function getRightNow(filters: RightNowQuery, signal?: AbortSignal): Promise<RightNowPage> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return api.get<RightNowPage>(qs ? `/api/right-now?${qs}` : '/api/right-now', { signal });
}

/** Who is available now near me (GET /api/right-now): nearest first, rounded distances. */
export function rightNowQueryOptions(filters: RightNowQuery = {}) {
  return queryOptions({
    queryKey: rightNowKeys.list(filters),
    queryFn: ({ signal }) => getRightNow(filters, signal),
    // Posts live an hour: a list older than a minute may show men who are gone.
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}

export function useRightNow(filters: RightNowQuery = {}, { enabled = true } = {}) {
  return useQuery({ ...rightNowQueryOptions(filters), enabled });
}
