import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { FollowList, FollowsPage, FollowState } from '@blaze/contracts/posts';
import { api } from '@/lib/api-client';
import { profileKeys } from '@/features/profiles/api/profile-keys';

const member = (userId: string) => `/api/profiles/${encodeURIComponent(userId)}`;

export function getFollowState(userId: string, signal?: AbortSignal): Promise<FollowState> {
  return api.get<FollowState>(`${member(userId)}/follows`, { signal });
}

/** Whether I follow him, and his Followers and Following counts as I may see them. */
export function useFollowState(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: profileKeys.follows(userId),
      queryFn: ({ signal }) => getFollowState(userId, signal),
    }),
  );
}

export function getFollowList(
  userId: string,
  list: FollowList,
  cursor?: string,
  signal?: AbortSignal,
): Promise<FollowsPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return api.get<FollowsPage>(`${member(userId)}/${list}${query}`, { signal });
}

/** His followers, or whom he follows, newest first. */
export function useFollowList(userId: string, list: FollowList, enabled: boolean) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: profileKeys.followList(userId, list),
      queryFn: ({ pageParam, signal }) => getFollowList(userId, list, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      staleTime: 0,
    }),
    enabled,
  });
}
