import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@blaze/contracts/me';
import type { OwnProfile } from '@blaze/contracts/profiles';
import type { ProfileUpdate } from '@blaze/contracts/profile-edit';
import { api } from '@/lib/api-client';
import { sessionKeys } from '@/lib/auth';

export function updateProfile(body: ProfileUpdate): Promise<OwnProfile> {
  return api.patch<OwnProfile>('/api/profiles/me', body);
}

/** Saves the member's own profile; the session's copy takes the server's answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The form shows the error in words next to Save.
    meta: { errorToast: false },
    onSuccess: (profile) => {
      queryClient.setQueryData<MeResponse | null>(sessionKeys.me, (me) =>
        me ? { ...me, profile } : me,
      );
      void queryClient.invalidateQueries({ queryKey: sessionKeys.me });
    },
  });
}
