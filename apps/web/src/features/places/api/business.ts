import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportBody } from '@blaze/contracts/member-profile';
import type {
  BusinessAccount,
  BusinessApplicationBody,
  MyBusiness,
  VenueClaim,
  VenueCreateBody,
  VenueDetail,
  VenuePhoto,
  VenueUpdateBody,
} from '@blaze/contracts/places';
import { api } from '@/lib/api-client';
import { placesKeys } from '@/features/places/api/places-keys';
import { venuePath } from '@/features/places/api/get-venue';

export const myBusinessQueryOptions = queryOptions({
  queryKey: placesKeys.business(),
  queryFn: ({ signal }) => api.get<MyBusiness>('/api/me/business', { signal }),
});

/** My business account, venues and claims (GET /api/me/business). */
export function useMyBusiness() {
  return useQuery(myBusinessQueryOptions);
}

/** Everything a business change can touch: my business page, lists and venue pages. */
function useInvalidatePlaces() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: placesKeys.all });
}

export function useApplyForBusiness() {
  const invalidate = useInvalidatePlaces();
  return useMutation({
    mutationFn: (body: BusinessApplicationBody) =>
      api.put<BusinessAccount>('/api/me/business', body),
    meta: { errorToast: false },
    onSettled: invalidate,
  });
}

export function useSaveVenue() {
  const invalidate = useInvalidatePlaces();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: VenueCreateBody | VenueUpdateBody }) =>
      id ? api.patch<VenueDetail>(venuePath(id), body) : api.post<VenueDetail>('/api/venues', body),
    retry: false,
    meta: { errorToast: false },
    onSettled: invalidate,
  });
}

export function useDeleteVenue() {
  const invalidate = useInvalidatePlaces();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(venuePath(id)),
    onSettled: invalidate,
  });
}

export function useClaimVenue() {
  const invalidate = useInvalidatePlaces();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      api.post<VenueClaim>(`${venuePath(id)}/claim`, { note }),
    retry: false,
    meta: { errorToast: false },
    onSettled: invalidate,
  });
}

export function useReportVenue() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReportBody }) =>
      api.post<{ id: number }>(`${venuePath(id)}/report`, body),
    meta: { errorToast: false },
  });
}

/** POST /api/venue-photos: one photo, used once the venue lists it. */
export function useUploadVenuePhoto() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload<VenuePhoto>('/api/venue-photos', form);
    },
    retry: false,
  });
}
