import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeState, MemberProfile } from '@blaze/contracts/member-profile';
import { api } from '@/lib/api-client';
import { profileKeys } from '@/features/profiles/api/profile-keys';

export function likeProfile(userId: string, like: boolean): Promise<LikeState> {
  const path = `/api/profiles/${encodeURIComponent(userId)}/like`;
  return like ? api.post<LikeState>(path) : api.delete<LikeState>(path);
}

/** Like or unlike; the profile in the cache takes the server's answer. */
export function useLikeProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (like: boolean) => likeProfile(userId, like),
    onSuccess: (state) => {
      queryClient.setQueryData<MemberProfile>(profileKeys.member(userId), (profile) =>
        profile
          ? {
              ...profile,
              likedByMe: state.liked,
              likeCount: state.likeCount,
              isMatch: state.matched,
            }
          : profile,
      );
    },
  });
}
