import { useMutation } from '@tanstack/react-query';
import type { Post, PostCreateBody } from '@blaze/contracts/posts';
import { notify } from '@/lib/notify';
import { newWriteId, onSynced, sendThroughQueue } from '@/lib/sync';
import { feedKeys } from '@/features/dashboard/api/feed-keys';

const POST_KIND = 'post';

// Whenever it arrives, every tab is read again so the new post leads them.
onSynced(POST_KIND, (queryClient, _item, result) => {
  if (result.ok) void queryClient.invalidateQueries({ queryKey: feedKeys.tabs() });
});

/**
 * Posts through the sync queue with a client key (the server keeps one post however often it is
 * sent). Null: no network, it goes when the network is back.
 */
export function createPost(body: PostCreateBody): Promise<Post | null> {
  const id = newWriteId();
  return sendThroughQueue<Post>({
    id,
    kind: POST_KIND,
    target: id,
    description: 'New post',
    request: { method: 'POST', path: '/api/posts', body: { ...body, clientKey: id } },
  });
}

export function useCreatePost() {
  return useMutation({
    mutationFn: createPost,
    retry: false,
    meta: { errorToast: false },
    onSuccess: (post) => {
      if (!post)
        notify((toast) => toast("You're offline: your post goes out when you're back online."));
    },
  });
}
