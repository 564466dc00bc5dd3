import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportBody } from '@blaze/contracts/member-profile';
import type {
  MyService,
  MyServiceListing,
  ServiceContactBody,
  ServiceCreateBody,
  ServiceSettings,
  ServiceUpdateBody,
} from '@blaze/contracts/services';
import { api } from '@/lib/api-client';
import { servicesKeys } from '@/features/services/api/services-keys';

const listingPath = (id: string) => `/api/services/listings/${encodeURIComponent(id)}`;
const providerPath = (handle: string) => `/api/services/providers/${encodeURIComponent(handle)}`;

/** My listing changed: the cache holds the server's answer, and the lists are read again. */
function useSetMine() {
  const queryClient = useQueryClient();
  return (listing: MyServiceListing | null) => {
    queryClient.setQueryData<MyService>(servicesKeys.mine(), { listing });
    void queryClient.invalidateQueries({ queryKey: servicesKeys.lists() });
  };
}

export function useCreateListing() {
  const setMine = useSetMine();
  return useMutation({
    mutationFn: (body: ServiceCreateBody) =>
      api.post<MyServiceListing>('/api/services/listings', body),
    meta: { errorToast: false },
    onSuccess: setMine,
  });
}

export function useUpdateListing() {
  const setMine = useSetMine();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ServiceUpdateBody }) =>
      api.patch<MyServiceListing>(listingPath(id), body),
    meta: { errorToast: false },
    onSuccess: setMine,
  });
}

export function usePauseListing() {
  const setMine = useSetMine();
  return useMutation({
    mutationFn: ({ id, paused }: { id: string; paused: boolean }) =>
      api.post<MyServiceListing>(`${listingPath(id)}/pause`, { paused }),
    onSuccess: setMine,
  });
}

export function useDeleteListing() {
  const setMine = useSetMine();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => api.delete<void>(listingPath(id)),
    onSuccess: () => setMine(null),
  });
}

export function useAddListingPhoto() {
  const setMine = useSetMine();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.upload<MyServiceListing>(`${listingPath(id)}/photos`, form);
    },
    onSuccess: setMine,
  });
}

export function useRemoveListingPhoto() {
  const setMine = useSetMine();
  return useMutation({
    mutationFn: ({ id, photoId }: { id: string; photoId: string }) =>
      api.delete<MyServiceListing>(`${listingPath(id)}/photos/${encodeURIComponent(photoId)}`),
    onSuccess: setMine,
  });
}

/** Writes to a provider: the answer names our service chat, which the page then opens. */
export function useContactProvider(handle: string) {
  return useMutation({
    mutationFn: (body: ServiceContactBody) =>
      api.post<{ conversationId: string }>(`${providerPath(handle)}/contact`, body),
    retry: false,
    meta: { errorToast: false },
  });
}

export function useReportProvider(handle: string) {
  return useMutation({
    mutationFn: (body: ReportBody) =>
      api.post<{ id: number }>(`${providerPath(handle)}/report`, body),
    meta: { errorToast: false },
  });
}

export function useServiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceSettings) =>
      api.put<ServiceSettings>('/api/me/services-settings', body),
    onSuccess: (settings) => {
      queryClient.setQueryData(servicesKeys.settings(), settings);
      void queryClient.invalidateQueries({ queryKey: servicesKeys.all });
    },
  });
}
