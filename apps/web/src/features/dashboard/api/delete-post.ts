import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { FeedPage } from '@blaze/contracts/posts';
import { api } from '@/lib/api-client';
import { feedKeys } from '@/features/dashboard/api/feed-keys';
import { dropPosts } from '@/features/dashboard/lib/feed-cache';

type FeedData = InfiniteData<FeedPage, string | undefined>;

export function deletePost(postId: string): Promise<void> {
  return api.delete<void>(`/api/posts/${encodeURIComponent(postId)}`);
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_none, postId) =>
      queryClient.setQueriesData<FeedData>({ queryKey: feedKeys.tabs() }, (data) =>
        dropPosts(data, (post) => post.id === postId),
      ),
  });
}
