import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { FeedPage } from '@blaze/contracts/posts';
import { api } from '@/lib/api-client';
import { feedKeys } from '@/features/dashboard/api/feed-keys';
import { patchPost } from '@/features/dashboard/lib/feed-cache';

type FeedData = InfiniteData<FeedPage, string | undefined>;

export function deleteComment(commentId: string): Promise<void> {
  return api.delete<void>(`/api/comments/${encodeURIComponent(commentId)}`);
}

/** Deletes his comment, or one on his post. */
export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: feedKeys.comments(postId) });
      queryClient.setQueriesData<FeedData>({ queryKey: feedKeys.tabs() }, (data) =>
        patchPost(data, postId, (post) => ({
          ...post,
          commentCount: Math.max(0, post.commentCount - 1),
        })),
      );
    },
  });
}
