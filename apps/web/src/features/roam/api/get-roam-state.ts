import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoamState } from '@blaze/contracts/roam';
import { api } from '@/lib/api-client';
import { roamKeys } from '@/features/roam/api/roam-keys';

export function getRoamState(signal?: AbortSignal): Promise<RoamState> {
  return api.get<RoamState>('/api/roam', { signal });
}

export const roamStateQueryOptions = () =>
  queryOptions({
    queryKey: roamKeys.state(),
    queryFn: ({ signal }) => getRoamState(signal),
    // A roam ends by itself, and a pass bought at checkout must show on the way back: fetched again
    // whenever a screen that shows it opens.
    staleTime: 0,
  });

/** My current roam, how many roams I may start, and the city I am in. */
export function useRoamState() {
  return useQuery(roamStateQueryOptions());
}
