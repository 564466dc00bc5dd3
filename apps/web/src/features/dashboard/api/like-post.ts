import { useCallback } from 'react';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { FeedPage, LikeResult } from '@blaze/contracts/posts';
import { api } from '@/lib/api-client';
import { enqueueWrite, onSynced, usePendingWrite } from '@/lib/sync';
import type { SyncRequest } from '@/lib/sync-queue';
import { feedKeys } from '@/features/dashboard/api/feed-keys';
import { patchPost, toggledLike } from '@/features/dashboard/lib/feed-cache';

type FeedData = InfiniteData<FeedPage, string | undefined>;

const LIKE_KIND = 'post-like';

function likePath(postId: string): string {
  return `/api/posts/${encodeURIComponent(postId)}/like`;
}

export function likePost(postId: string, like: boolean): Promise<LikeResult> {
  return like ? api.put<LikeResult>(likePath(postId)) : api.delete<LikeResult>(likePath(postId));
}

function likeRequest(postId: string, like: boolean): SyncRequest {
  return { method: like ? 'PUT' : 'DELETE', path: likePath(postId) };
}

function patchAll(
  queryClient: QueryClient,
  postId: string,
  patch: Parameters<typeof patchPost>[2],
) {
  queryClient.setQueriesData<FeedData>({ queryKey: feedKeys.tabs() }, (data) =>
    patchPost(data, postId, patch),
  );
}

// A like is a PUT and an unlike a DELETE: sending either twice leaves the same state, so a replay
// from the sync queue can never count twice (decision 037).
onSynced(LIKE_KIND, (queryClient, item, result) => {
  const postId = item.target;
  if (result.ok) {
    const { liked, likeCount } = result.body as LikeResult;
    patchAll(queryClient, postId, (post) => ({ ...post, isLiked: liked, likeCount }));
  } else {
    const wanted = item.request.method === 'PUT';
    patchAll(queryClient, postId, (post) =>
      post.isLiked === wanted ? toggledLike(post, !wanted) : post,
    );
  }
  // Liked lists the posts he likes: it is read again on its next visit.
  void queryClient.invalidateQueries({ queryKey: feedKeys.tab('liked'), refetchType: 'none' });
});

/**
 * Like or unlike, optimistic: every tab shows the flip at once, and the write goes through the sync
 * queue (at once when online, when the network is back otherwise); the server's count replaces it,
 * and a refusal puts the post back as it was.
 */
export function useLikePost() {
  const queryClient = useQueryClient();
  const mutate = useCallback(
    ({ postId, like }: { postId: string; like: boolean }) => {
      void queryClient.cancelQueries({ queryKey: feedKeys.tabs() });
      patchAll(queryClient, postId, (post) => toggledLike(post, like));
      enqueueWrite({
        kind: LIKE_KIND,
        target: postId,
        description: like ? 'Like on a post' : 'Unlike of a post',
        request: likeRequest(postId, like),
      });
    },
    [queryClient],
  );
  return { mutate };
}

/** The like of this post still waiting to reach the server, if any. */
export function usePendingLike(postId: string) {
  return usePendingWrite(LIKE_KIND, postId);
}
