import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportBody } from '@blaze/contracts/member-profile';
import type {
  Listing,
  ListingCreateBody,
  ListingMessageResult,
  ListingStatus,
  ListingUpdateBody,
} from '@blaze/contracts/marketplace';
import { UPLOAD_FAILED_MESSAGE, UPLOAD_TOO_LARGE_MESSAGE } from '@blaze/contracts/photos';
import type { PostPhoto } from '@blaze/contracts/posts';
import { api, type EndpointMessages } from '@/lib/api-client';
import { listingPath } from '@/features/marketplace/api/get-listing';
import { marketplaceKeys } from '@/features/marketplace/api/marketplace-keys';

/** After any change of a listing: its page, the grids and my lists read it again. */
function useSettled() {
  const queryClient = useQueryClient();
  return (listing?: Listing) => {
    if (listing) queryClient.setQueryData(marketplaceKeys.listing(listing.id), listing);
    void queryClient.invalidateQueries({ queryKey: marketplaceKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: [...marketplaceKeys.all, 'mine'] });
  };
}

/** POST /api/marketplace/listings: live at once. The form shows a refusal beside its fields. */
export function useCreateListing() {
  const settled = useSettled();
  return useMutation({
    mutationFn: (body: ListingCreateBody) => api.post<Listing>('/api/marketplace/listings', body),
    retry: false,
    meta: { errorToast: false },
    onSuccess: (listing) => settled(listing),
  });
}

export function useUpdateListing(id: string) {
  const settled = useSettled();
  return useMutation({
    mutationFn: (body: ListingUpdateBody) => api.patch<Listing>(listingPath(id), body),
    meta: { errorToast: false },
    onSuccess: (listing) => settled(listing),
  });
}

/** Mark sold, or for sale again. */
export function useSetListingStatus(id: string) {
  const settled = useSettled();
  return useMutation({
    mutationFn: (status: ListingStatus) =>
      api.put<Listing>(`${listingPath(id)}/status`, { status }),
    onSuccess: (listing) => settled(listing),
  });
}

export function useDeleteListing(id: string) {
  const queryClient = useQueryClient();
  const settled = useSettled();
  return useMutation({
    mutationFn: () => api.delete<void>(listingPath(id)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: marketplaceKeys.listing(id) });
      settled();
    },
  });
}

/** 'Message seller': the chat with the listing attached; answers the conversation to open. */
export function useMessageSeller(id: string) {
  return useMutation({
    mutationFn: (body: { clientId: string; text?: string }) =>
      api.post<ListingMessageResult>(`${listingPath(id)}/message`, body),
  });
}

export function useReportListing(id: string) {
  return useMutation({
    mutationFn: (body: ReportBody) => api.post<{ id: number }>(`${listingPath(id)}/report`, body),
    meta: { errorToast: false },
  });
}

const uploadMessages: EndpointMessages = ({ status, serverMessage }) => {
  if (status === 413) return UPLOAD_TOO_LARGE_MESSAGE;
  if (status >= 400 && status < 500 && status !== 401)
    return serverMessage ?? UPLOAD_FAILED_MESSAGE;
  return undefined;
};

/** POST /api/marketplace/photos: one photo for the listing being written. */
export function useUploadListingPhoto() {
  return useMutation({
    mutationFn: (file: Blob) => {
      const form = new FormData();
      form.append('file', file, file instanceof File ? file.name : 'photo.jpg');
      return api.upload<PostPhoto>('/api/marketplace/photos', form, { messages: uploadMessages });
    },
    meta: { errorToast: false },
  });
}
