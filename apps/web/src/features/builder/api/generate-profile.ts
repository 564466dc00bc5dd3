import { useMutation } from '@tanstack/react-query';
import type { BuilderDraft, GenerateResponse } from '@blaze/contracts/builder';
import { api } from '@/lib/api-client';
import { builderKeys } from '@/features/builder/api/builder-keys';

export function generateProfile(profileData: BuilderDraft): Promise<GenerateResponse> {
  return api.post<GenerateResponse>('/api/profile/generate', { profileData });
}

export function useGenerateProfile() {
  return useMutation({
    mutationKey: builderKeys.generate(),
    mutationFn: generateProfile,
    // The builder shows its own 'Generation Failed' toast.
    meta: { errorToast: false },
  });
}
