import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyVerification } from '@blaze/contracts/verification';
import { api } from '@/lib/api-client';
import { verificationKeys } from '@/features/verification/api/verification-keys';

/** POST /api/me/verification: the selfie copying the pose, for a moderator. */
export function useSendSelfie() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => {
      const form = new FormData();
      form.append('file', file, 'selfie.jpg');
      return api.upload<MyVerification>('/api/me/verification', form);
    },
    retry: false,
    onSuccess: (state) => client.setQueryData(verificationKeys.mine(), state),
  });
}
