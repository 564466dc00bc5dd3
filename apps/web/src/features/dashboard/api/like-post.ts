import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { FeedPage, LikeResult } from '@blaze/contracts/posts';
import { api } from '@/lib/api-client';
import { feedKeys } from '@/features/dashboard/api/feed-keys';
import { patchPost, toggledLike } from '@/features/dashboard/lib/feed-cache';

type FeedData = InfiniteData<FeedPage, string | undefined>;

export function likePost(postId: string, like: boolean): Promise<LikeResult> {
  const path = `/api/posts/${encodeURIComponent(postId)}/like`;
  return like ? api.put<LikeResult>(path) : api.delete<LikeResult>(path);
}

/**
 * Like or unlike, optimistic: every tab shows the flip at once; the server's count replaces it, and a
 * refusal puts the post back as it was.
 */
export function useLikePost() {
  const queryClient = useQueryClient();
  const patchAll = (postId: string, patch: Parameters<typeof patchPost>[2]) =>
    queryClient.setQueriesData<FeedData>({ queryKey: feedKeys.tabs() }, (data) =>
      patchPost(data, postId, patch),
    );
  return useMutation({
    mutationFn: ({ postId, like }: { postId: string; like: boolean }) => likePost(postId, like),
    onMutate: async ({ postId, like }) => {
      await queryClient.cancelQueries({ queryKey: feedKeys.tabs() });
      patchAll(postId, (post) => toggledLike(post, like));
    },
    onError: (_error, { postId, like }) => patchAll(postId, (post) => toggledLike(post, !like)),
    onSuccess: (result, { postId }) =>
      patchAll(postId, (post) => ({ ...post, isLiked: result.liked, likeCount: result.likeCount })),
    // Liked lists the posts he likes: it is read again on its next visit.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: feedKeys.tab('liked'), refetchType: 'none' }),
  });
}
