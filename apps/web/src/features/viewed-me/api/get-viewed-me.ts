import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ViewedMe } from '@blaze/contracts/viewed-me';
import { api } from '@/lib/api-client';

export const viewedMeKeys = {
  all: ['viewed-me'] as const,
  list: () => [...viewedMeKeys.all, 'list'] as const,
};

export function getViewedMe(signal?: AbortSignal): Promise<ViewedMe> {
  return api.get<ViewedMe>('/api/me/viewers', { signal });
}

/** Who viewed me in the last 7 days (all of them with Plus): fresh each time the screen opens. */
export function useViewedMe() {
  return useQuery(
    queryOptions({
      queryKey: viewedMeKeys.list(),
      queryFn: ({ signal }) => getViewedMe(signal),
      staleTime: 0,
    }),
  );
}
