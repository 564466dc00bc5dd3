import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post, PostCreateBody } from '@blaze/contracts/posts';
import { api } from '@/lib/api-client';
import { feedKeys } from '@/features/dashboard/api/feed-keys';

export function createPost(body: PostCreateBody): Promise<Post> {
  return api.post<Post>('/api/posts', body);
}

/** Posts; every tab is read again so the new post leads them. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.tabs() }),
  });
}
