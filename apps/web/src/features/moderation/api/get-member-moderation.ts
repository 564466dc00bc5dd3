import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberModerationHistory } from '@blaze/contracts/moderation';
import { api } from '@/lib/api-client';
import { moderationKeys } from '@/features/moderation/api/moderation-keys';

export function getMemberModeration(
  memberId: string,
  signal?: AbortSignal,
): Promise<MemberModerationHistory> {
  return api.get<MemberModerationHistory>(
    `/api/admin/members/${encodeURIComponent(memberId)}/moderation`,
    { signal },
  );
}

export function memberModerationQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: moderationKeys.member(memberId),
    queryFn: ({ signal }) => getMemberModeration(memberId, signal),
  });
}

export function useMemberModeration(memberId: string) {
  return useQuery(memberModerationQueryOptions(memberId));
}
