import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowState } from '@blaze/contracts/posts';
import { api } from '@/lib/api-client';
import { profileKeys } from '@/features/profiles/api/profile-keys';

export function followMember(userId: string, follow: boolean): Promise<FollowState> {
  const path = `/api/profiles/${encodeURIComponent(userId)}/follow`;
  return follow ? api.put<FollowState>(path) : api.delete<FollowState>(path);
}

/** Follow or unfollow; his counts take the server's answer, and his followers list is read again. */
export function useFollowMember(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => followMember(userId, follow),
    onSuccess: (state) => {
      queryClient.setQueryData(profileKeys.follows(userId), state);
      void queryClient.invalidateQueries({ queryKey: profileKeys.followList(userId, 'followers') });
      // Following and Feed change with whom he follows.
      void queryClient.invalidateQueries({ queryKey: ['feed'] });
    },
  });
}
