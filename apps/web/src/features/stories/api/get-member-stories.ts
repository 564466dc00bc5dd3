import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberStories } from '@blaze/contracts/stories';
import { api } from '@/lib/api-client';
import { storyKeys } from '@/features/stories/api/story-keys';

export function getMemberStories(memberId: string, signal?: AbortSignal): Promise<MemberStories> {
  return api.get<MemberStories>(`/api/profiles/${encodeURIComponent(memberId)}/stories`, {
    signal,
  });
}

export function memberStoriesQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: storyKeys.member(memberId),
    queryFn: ({ signal }) => getMemberStories(memberId, signal),
    // Photo links are signed for five minutes: a story opened later fetches fresh ones.
    staleTime: 60_000,
    retry: (count, error) =>
      count < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
  });
}

export function useMemberStories(memberId: string) {
  return useQuery(memberStoriesQueryOptions(memberId));
}
