import type { QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@blaze/contracts/me';
import { nearbyQueryOptions } from '@/features/discovery/api/get-nearby';
import { gridQuery, readFilters } from '@/features/discovery/lib/browse-filters';

/**
 * The discovery grid's first page, asked for as the app opens on /discovery (issue 29): the filters
 * are in the address and the place is his own on the server, so the request is known before the
 * screen renders. Only for the grid (the default view), and only when he has a place: otherwise the
 * screen asks for his location first.
 */
export function prefetchOpeningGrid(
  queryClient: QueryClient,
  search: URLSearchParams,
  me: MeResponse,
): Promise<void> {
  const view = search.get('view');
  if (me.profile?.latitude == null || (view !== null && view !== 'grid')) return Promise.resolve();
  return queryClient.prefetchInfiniteQuery(nearbyQueryOptions(gridQuery(readFilters(search))));
}
