import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoostStatus } from '@blaze/contracts/boost';
import { api } from '@/lib/api-client';
import { boostKeys } from '@/features/boost/api/boost-keys';

export function getBoostStatus(signal?: AbortSignal): Promise<BoostStatus> {
  return api.get<BoostStatus>('/api/me/boost', { signal });
}

/** My running boost, my last boosts and how many I have: always fresh when the screen opens. */
export function boostStatusQueryOptions() {
  return queryOptions({
    queryKey: boostKeys.status(),
    queryFn: ({ signal }) => getBoostStatus(signal),
    staleTime: 0,
  });
}

export function useBoostStatus() {
  return useQuery(boostStatusQueryOptions());
}
