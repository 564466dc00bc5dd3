import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoryViewers } from '@blaze/contracts/stories';
import { api } from '@/lib/api-client';
import { storyKeys } from '@/features/stories/api/story-keys';

export function getStoryViewers(storyId: string, signal?: AbortSignal): Promise<StoryViewers> {
  return api.get<StoryViewers>(`/api/stories/${encodeURIComponent(storyId)}/viewers`, { signal });
}

export function storyViewersQueryOptions(storyId: string) {
  return queryOptions({
    queryKey: storyKeys.viewers(storyId),
    queryFn: ({ signal }) => getStoryViewers(storyId, signal),
    staleTime: 0,
  });
}

/** Who watched my story; fetched only while the list is open. */
export function useStoryViewers(storyId: string, enabled: boolean) {
  return useQuery({ ...storyViewersQueryOptions(storyId), enabled });
}
