import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { SearchKind, SearchPage } from '@blaze/contracts/search';
import { api } from '@/lib/api-client';
import { searchKeys } from '@/features/search/api/search-keys';

export function search(
  kind: SearchKind,
  q: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SearchPage> {
  const qs = new URLSearchParams({ q, kind });
  if (cursor) qs.set('cursor', cursor);
  return api.get<SearchPage>(`/api/search?${qs.toString()}`, { signal });
}

/**
 * One kind's results for a query. The abort signal goes down to fetch: when he types on, the old
 * query loses its screen and TanStack Query cancels the request.
 */
export function searchQueryOptions(kind: SearchKind, q: string) {
  return infiniteQueryOptions({
    queryKey: searchKeys.results(kind, q),
    queryFn: ({ pageParam, signal }) => search(kind, q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: q.length > 0,
    staleTime: 30_000,
  });
}

/** The last answer stays on screen while the next one loads, so the list does not flash empty. */
export function useSearch(kind: SearchKind, q: string) {
  return useInfiniteQuery({ ...searchQueryOptions(kind, q), placeholderData: keepPreviousData });
}
