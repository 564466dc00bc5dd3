import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberVerificationHistory } from '@blaze/contracts/verification';
import { api } from '@/lib/api-client';
import { verificationKeys } from '@/features/verification/api/verification-keys';

/** A member's verification state and history, for the admin member page. */
export function memberVerificationQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: verificationKeys.member(memberId),
    queryFn: ({ signal }) =>
      api.get<MemberVerificationHistory>(
        `/api/admin/members/${encodeURIComponent(memberId)}/verification`,
        { signal },
      ),
  });
}

export function useMemberVerification(memberId: string) {
  return useQuery(memberVerificationQueryOptions(memberId));
}
