import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberSignals } from '@blaze/contracts/signals';
import { api } from '@/lib/api-client';
import { signalsKeys } from '@/features/signals/api/signals-keys';

export function getMemberSignals(memberId: string, signal?: AbortSignal) {
  return api.get<MemberSignals>(`/api/admin/members/${encodeURIComponent(memberId)}/signals`, {
    signal,
  });
}

export function memberSignalsQueryOptions(memberId: string) {
  return queryOptions({
    queryKey: signalsKeys.member(memberId),
    queryFn: ({ signal }) => getMemberSignals(memberId, signal),
  });
}

/** The scam and abuse signals on a member (moderators). */
export function useMemberSignals(memberId: string) {
  return useQuery(memberSignalsQueryOptions(memberId));
}
