import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommentsPage, Post } from '@blaze/contracts/posts';
import { api } from '@/lib/api-client';
import { postDetailKeys } from '@/features/post-detail/api/post-detail-keys';

export function getPost(id: string, signal?: AbortSignal): Promise<Post> {
  return api.get<Post>(`/api/posts/${encodeURIComponent(id)}`, { signal });
}

export function postQueryOptions(id: string) {
  return queryOptions({
    queryKey: postDetailKeys.post(id),
    queryFn: ({ signal }) => getPost(id, signal),
  });
}

export function usePost(id: string) {
  return useQuery(postQueryOptions(id));
}

/** The first page of its comments, oldest first. */
export function useComments(id: string, enabled: boolean) {
  return useQuery({
    queryKey: postDetailKeys.comments(id),
    queryFn: ({ signal }) =>
      api.get<CommentsPage>(`/api/posts/${encodeURIComponent(id)}/comments`, { signal }),
    enabled,
  });
}
