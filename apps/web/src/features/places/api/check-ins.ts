import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckIn, CheckInVisibility, MyCheckIn, VenueSummary } from '@blaze/contracts/places';
import { api } from '@/lib/api-client';
import { newWriteId, onSynced, sendThroughQueue } from '@/lib/sync';
import { placesKeys } from '@/features/places/api/places-keys';
import { venuePath } from '@/features/places/api/get-venue';

export const checkInVenuesQueryOptions = queryOptions({
  queryKey: placesKeys.checkInVenues(),
  queryFn: ({ signal }) => api.get<{ venues: VenueSummary[] }>('/api/check-in/venues', { signal }),
  staleTime: 30_000,
});

/** Venues within 500 m of me, where I may check in (GET /api/check-in/venues). */
export function useCheckInVenues({ enabled = true } = {}) {
  return useQuery({ ...checkInVenuesQueryOptions, enabled });
}

export const myCheckInQueryOptions = queryOptions({
  queryKey: placesKeys.myCheckIn(),
  queryFn: ({ signal }) => api.get<MyCheckIn>('/api/me/check-in', { signal }),
  staleTime: 60_000,
});

/** My live check-in, if any (GET /api/me/check-in). */
export function useMyCheckIn() {
  return useQuery(myCheckInQueryOptions);
}

/** POST /api/venues/:id/check-in: ends any other, so every venue's count may change. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ venueId, visibility }: { venueId: string; visibility: CheckInVisibility }) =>
      api.post<CheckIn>(`${venuePath(venueId)}/check-in`, { visibility }),
    retry: false,
    meta: { errorToast: false },
    onSuccess: (checkIn) => {
      queryClient.setQueryData<MyCheckIn>(placesKeys.myCheckIn(), { checkIn });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: placesKeys.all }),
  });
}

const CHECK_OUT_KIND = 'check-out';

onSynced(CHECK_OUT_KIND, (queryClient, _item, result) => {
  if (!result.ok) return;
  queryClient.setQueryData<MyCheckIn>(placesKeys.myCheckIn(), { checkIn: null });
  void queryClient.invalidateQueries({ queryKey: placesKeys.all });
});

/**
 * DELETE /api/me/check-in, through the sync queue (a second DELETE changes nothing). Offline he
 * shows as checked out here at once; the server hears it when the network is back.
 */
export function useCheckOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      sendThroughQueue<void>({
        id: newWriteId(),
        kind: CHECK_OUT_KIND,
        target: 'me',
        description: 'Check-out',
        request: { method: 'DELETE', path: '/api/me/check-in' },
      }),
    retry: false,
    onSuccess: () => {
      queryClient.setQueryData<MyCheckIn>(placesKeys.myCheckIn(), { checkIn: null });
    },
  });
}
