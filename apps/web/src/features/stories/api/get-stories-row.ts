import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoriesRow } from '@blaze/contracts/stories';
import { api } from '@/lib/api-client';
import { storyKeys } from '@/features/stories/api/story-keys';

export function getStoriesRow(signal?: AbortSignal): Promise<StoriesRow> {
  return api.get<StoriesRow>('/api/stories', { signal });
}

export function storiesRowQueryOptions() {
  return queryOptions({
    queryKey: storyKeys.row(),
    queryFn: ({ signal }) => getStoriesRow(signal),
    // A ring turns seen, and new stories arrive, without a reload.
    staleTime: 60_000,
  });
}

export function useStoriesRow() {
  return useQuery(storiesRowQueryOptions());
}
