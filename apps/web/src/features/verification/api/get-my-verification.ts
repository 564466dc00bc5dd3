import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyVerification } from '@blaze/contracts/verification';
import { api } from '@/lib/api-client';
import { verificationKeys } from '@/features/verification/api/verification-keys';

/** My verification state (GET /api/me/verification). */
export const myVerificationQueryOptions = queryOptions({
  queryKey: verificationKeys.mine(),
  queryFn: ({ signal }) => api.get<MyVerification>('/api/me/verification', { signal }),
});

export function useMyVerification() {
  return useQuery(myVerificationQueryOptions);
}
