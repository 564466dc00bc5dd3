import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuilderSaveBody } from '@blaze/contracts/builder';
import type { OwnProfile } from '@blaze/contracts/profiles';
import { api } from '@/lib/api-client';
import { sessionKeys } from '@/lib/auth';
import { builderKeys } from '@/features/builder/api/builder-keys';

export function saveBuilderProfile(body: BuilderSaveBody): Promise<OwnProfile> {
  return api.put<OwnProfile>('/api/profile/builder', body);
}

export function useSaveBuilderProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: builderKeys.save(),
    mutationFn: saveBuilderProfile,
    // The builder shows its own 'Save Failed' toast.
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
  });
}
