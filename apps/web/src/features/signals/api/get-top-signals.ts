import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopSignals } from '@blaze/contracts/signals';
import { api } from '@/lib/api-client';
import { signalsKeys } from '@/features/signals/api/signals-keys';

export function getTopSignals(signal?: AbortSignal) {
  return api.get<TopSignals>('/api/admin/signals/top', { signal });
}

export function topSignalsQueryOptions() {
  return queryOptions({
    queryKey: signalsKeys.top(),
    queryFn: ({ signal }) => getTopSignals(signal),
  });
}

/** The members with the most signals in the last 7 days (moderators' overview). */
export function useTopSignals() {
  return useQuery(topSignalsQueryOptions());
}
