import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlockedMember } from '@blaze/contracts/member-profile';
import { api } from '@/lib/api-client';
import { profileKeys } from '@/features/profiles/api/profile-keys';

export function getBlocks(signal?: AbortSignal): Promise<BlockedMember[]> {
  return api.get<BlockedMember[]>('/api/blocks', { signal });
}

export const blocksQueryOptions = queryOptions({
  queryKey: profileKeys.blocks(),
  queryFn: ({ signal }) => getBlocks(signal),
});

export function useBlocks() {
  return useQuery(blocksQueryOptions);
}
