import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatorProfile, CreatorProfileUpdate } from '@blaze/contracts/creators';
import { api } from '@/lib/api-client';
import { sessionKeys } from '@/lib/auth';
import { creatorKeys } from '@/features/creators/api/creator-keys';

export function setCreatorProfile(body: CreatorProfileUpdate): Promise<CreatorProfile> {
  return api.put<CreatorProfile>('/api/me/creator', body);
}

/**
 * Turns his creator profile on or off. His own profile (the badge, the tagline) is read again, and
 * every list that shows his posts or his card will show the badge on its next read.
 */
export function useSetCreatorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCreatorProfile,
    meta: { errorToast: false },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.me });
      void queryClient.invalidateQueries({ queryKey: creatorKeys.all });
    },
  });
}
