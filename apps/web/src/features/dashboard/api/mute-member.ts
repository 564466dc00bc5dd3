import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { FeedPage } from '@blaze/contracts/posts';
import { api } from '@/lib/api-client';
import { feedKeys } from '@/features/dashboard/api/feed-keys';
import { dropPosts } from '@/features/dashboard/lib/feed-cache';

type FeedData = InfiniteData<FeedPage, string | undefined>;

export function muteMember(userId: string): Promise<void> {
  return api.put<void>(`/api/profiles/${encodeURIComponent(userId)}/mute`);
}

/** Mutes a member: his posts leave every tab at once (he is not told). */
export function useMuteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: muteMember,
    onSuccess: (_none, userId) =>
      queryClient.setQueriesData<FeedData>({ queryKey: feedKeys.tabs() }, (data) =>
        dropPosts(data, (post) => post.author.id === userId),
      ),
  });
}
