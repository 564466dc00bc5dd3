import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminVerificationDetail } from '@blaze/contracts/verification';
import { api } from '@/lib/api-client';
import { verificationKeys } from '@/features/verification/api/verification-keys';

/** One request for a moderator (GET /api/admin/verifications/:id); its selfie link lives 2 minutes. */
export function verificationRequestQueryOptions(id: string) {
  return queryOptions({
    queryKey: verificationKeys.request(id),
    queryFn: ({ signal }) =>
      api.get<AdminVerificationDetail>(`/api/admin/verifications/${encodeURIComponent(id)}`, {
        signal,
      }),
    staleTime: 60_000,
    refetchInterval: 90_000,
  });
}

export function useVerificationRequest(id: string) {
  return useQuery(verificationRequestQueryOptions(id));
}
