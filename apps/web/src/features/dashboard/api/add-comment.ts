import { useMutation, type InfiniteData } from '@tanstack/react-query';
import type { CommentBody, FeedPage, PostComment } from '@blaze/contracts/posts';
import { notify } from '@/lib/notify';
import { newWriteId, onSynced, sendThroughQueue } from '@/lib/sync';
import { feedKeys } from '@/features/dashboard/api/feed-keys';
import { patchPost } from '@/features/dashboard/lib/feed-cache';

type FeedData = InfiniteData<FeedPage, string | undefined>;

const COMMENT_KIND = 'comment';

// Whenever it arrives (at once, or from the queue after a reload): the sheet's list is read again
// and the post's count moves in every tab.
onSynced(COMMENT_KIND, (queryClient, item, result) => {
  if (!result.ok) return;
  const postId = item.target;
  void queryClient.invalidateQueries({ queryKey: feedKeys.comments(postId) });
  queryClient.setQueriesData<FeedData>({ queryKey: feedKeys.tabs() }, (data) =>
    patchPost(data, postId, (post) => ({ ...post, commentCount: post.commentCount + 1 })),
  );
});

/**
 * Adds a comment through the sync queue with a client key (the server keeps one copy however often
 * it is sent). Null: no network, it goes when the network is back.
 */
export function addComment(postId: string, text: string): Promise<PostComment | null> {
  const id = newWriteId();
  const body: CommentBody = { text, clientKey: id };
  return sendThroughQueue<PostComment>({
    id,
    kind: COMMENT_KIND,
    target: postId,
    description: 'Comment on a post',
    request: { method: 'POST', path: `/api/posts/${encodeURIComponent(postId)}/comments`, body },
  });
}

export function useAddComment(postId: string) {
  return useMutation({
    mutationFn: (text: string) => addComment(postId, text),
    retry: false,
    meta: { errorToast: false },
    onSuccess: (comment) => {
      if (!comment)
        notify((toast) => toast("You're offline: your comment goes out when you're back online."));
    },
  });
}
