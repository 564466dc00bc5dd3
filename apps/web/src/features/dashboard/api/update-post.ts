import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { FeedPage, Post, PostUpdateBody } from '@blaze/contracts/posts';
import { api } from '@/lib/api-client';
import { feedKeys } from '@/features/dashboard/api/feed-keys';
import { patchPost } from '@/features/dashboard/lib/feed-cache';

type FeedData = InfiniteData<FeedPage, string | undefined>;

export function updatePost(postId: string, body: PostUpdateBody): Promise<Post> {
  return api.patch<Post>(`/api/posts/${encodeURIComponent(postId)}`, body);
}

/** Edits his post; the answer replaces it in every tab. */
export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, body }: { postId: string; body: PostUpdateBody }) =>
      updatePost(postId, body),
    meta: { errorToast: false },
    onSuccess: (post) =>
      queryClient.setQueriesData<FeedData>({ queryKey: feedKeys.tabs() }, (data) =>
        patchPost(data, post.id, () => post),
      ),
  });
}
