import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberProfile } from '@blaze/contracts/member-profile';
import { api } from '@/lib/api-client';
import { profileKeys } from '@/features/profiles/api/profile-keys';

export function getMemberProfile(userId: string, signal?: AbortSignal): Promise<MemberProfile> {
  return api.get<MemberProfile>(`/api/profiles/${encodeURIComponent(userId)}`, { signal });
}

export const memberProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.member(userId),
    queryFn: ({ signal }) => getMemberProfile(userId, signal),
  });

export function useMemberProfile(userId: string) {
  return useQuery(memberProfileQueryOptions(userId));
}
