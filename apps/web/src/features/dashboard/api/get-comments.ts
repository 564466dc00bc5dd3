import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CommentsPage } from '@blaze/contracts/posts';
import { api } from '@/lib/api-client';
import { feedKeys } from '@/features/dashboard/api/feed-keys';

export function getComments(
  postId: string,
  cursor?: string,
  signal?: AbortSignal,
): Promise<CommentsPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return api.get<CommentsPage>(`/api/posts/${encodeURIComponent(postId)}/comments${query}`, {
    signal,
  });
}

/** A post's comments, oldest first, newest last (the sheet loads more at the bottom). */
export function useComments(postId: string, enabled: boolean) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: feedKeys.comments(postId),
      queryFn: ({ pageParam, signal }) => getComments(postId, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      staleTime: 0,
    }),
    enabled,
  });
}
