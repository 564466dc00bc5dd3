import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyVerification } from '@blaze/contracts/verification';
import { api } from '@/lib/api-client';
import { verificationKeys } from '@/features/verification/api/verification-keys';

/** POST /api/me/verification/start: a random pose to copy, for 15 minutes. */
export function useStartVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MyVerification>('/api/me/verification/start'),
    onSuccess: (state) => client.setQueryData(verificationKeys.mine(), state),
  });
}
