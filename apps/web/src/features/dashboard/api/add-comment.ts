import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { FeedPage, PostComment } from '@blaze/contracts/posts';
import { api } from '@/lib/api-client';
import { feedKeys } from '@/features/dashboard/api/feed-keys';
import { patchPost } from '@/features/dashboard/lib/feed-cache';

type FeedData = InfiniteData<FeedPage, string | undefined>;

export function addComment(postId: string, text: string): Promise<PostComment> {
  return api.post<PostComment>(`/api/posts/${encodeURIComponent(postId)}/comments`, { text });
}

/** Adds a comment; the sheet's list is read again and the post's count moves in every tab. */
export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addComment(postId, text),
    meta: { errorToast: false },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: feedKeys.comments(postId) });
      queryClient.setQueriesData<FeedData>({ queryKey: feedKeys.tabs() }, (data) =>
        patchPost(data, postId, (post) => ({ ...post, commentCount: post.commentCount + 1 })),
      );
    },
  });
}
