import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyRightNow } from '@blaze/contracts/right-now';
import { api } from '@/lib/api-client';
import { rightNowKeys } from '@/features/right-now/api/right-now-keys';

export const myRightNowQueryOptions = queryOptions({
  queryKey: rightNowKeys.mine(),
  queryFn: ({ signal }) => api.get<MyRightNow>('/api/right-now/mine', { signal }),
  staleTime: 60_000,
});

/** My live Right Now, if I have one (GET /api/right-now/mine). */
export function useMyRightNow() {
  return useQuery(myRightNowQueryOptions);
}
