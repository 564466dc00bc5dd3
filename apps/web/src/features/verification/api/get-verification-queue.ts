import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminVerificationList } from '@blaze/contracts/verification';
import { api } from '@/lib/api-client';
import { verificationKeys } from '@/features/verification/api/verification-keys';

export type QueueStatus = 'pending' | 'approved' | 'declined' | 'all';

/** The moderators' queue, oldest first (GET /api/admin/verifications). */
export function verificationQueueQueryOptions(status: QueueStatus) {
  return queryOptions({
    queryKey: verificationKeys.queue(status),
    queryFn: ({ signal }) =>
      api.get<AdminVerificationList>(`/api/admin/verifications?status=${status}`, { signal }),
  });
}

export function useVerificationQueue(status: QueueStatus) {
  return useQuery(verificationQueueQueryOptions(status));
}
