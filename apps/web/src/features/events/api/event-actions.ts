import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportBody } from '@blaze/contracts/member-profile';
import type {
  EventCover,
  EventCreateBody,
  EventDetail,
  EventUpdateBody,
  RsvpBody,
} from '@blaze/contracts/events';
import { UPLOAD_TOO_LARGE_MESSAGE } from '@blaze/contracts/photos';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { newWriteId, onSynced, sendThroughQueue } from '@/lib/sync';
import { eventKeys, eventPath } from '@/features/events/api/event-keys';

/** After any change the event's page, its guests and every list are read again. */
function useRefreshEvents() {
  const queryClient = useQueryClient();
  return (event: EventDetail) => {
    queryClient.setQueriesData<EventDetail>({ queryKey: eventKeys.details() }, (old) =>
      old && old.id === event.id
        ? { ...event, inviteToken: event.inviteToken ?? old.inviteToken }
        : old,
    );
    return queryClient.invalidateQueries({ queryKey: eventKeys.all });
  };
}

/** POST /api/events: host a new event. */
export function useCreateEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (body: EventCreateBody) => api.post<EventDetail>('/api/events', body),
    retry: false,
    meta: { errorToast: false },
    onSuccess: refresh,
  });
}

/** PATCH /api/events/:id: the host's change. */
export function useUpdateEvent(id: string) {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (body: EventUpdateBody) => api.patch<EventDetail>(eventPath(id), body),
    meta: { errorToast: false },
    onSuccess: refresh,
  });
}

/** POST /api/events/:id/cancel. */
export function useCancelEvent(id: string) {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: () => api.post<EventDetail>(`${eventPath(id)}/cancel`),
    onSuccess: refresh,
  });
}

const RSVP_KIND = 'event-rsvp';

// Whenever the answer arrives (at once, or from the queue after a reload), every list is read again.
onSynced(RSVP_KIND, (queryClient, _item, result) => {
  if (result.ok) void queryClient.invalidateQueries({ queryKey: eventKeys.all });
});

/**
 * PUT /api/events/:id/rsvp (going or interested) and DELETE it (take my answer back), through the
 * sync queue: both set a state, so a replay cannot double. Null: no network, it goes later.
 */
export function useRsvp(id: string) {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (body: RsvpBody | null) =>
      sendThroughQueue<EventDetail>({
        id: newWriteId(),
        kind: RSVP_KIND,
        target: id,
        description: body ? `Answer '${body.status}' to an event` : 'Taking back an event answer',
        request: body
          ? { method: 'PUT', path: `${eventPath(id)}/rsvp`, body }
          : { method: 'DELETE', path: `${eventPath(id)}/rsvp` },
      }),
    // A retried 'going' could land after a cancel; the member taps again if it failed.
    retry: false,
    onSuccess: (event) => {
      if (event) return refresh(event);
      notify((toast) => toast("You're offline: your answer goes out when you're back online."));
    },
  });
}

export function useReportEvent(id: string) {
  return useMutation({
    mutationFn: (body: ReportBody) => api.post<{ id: number }>(`${eventPath(id)}/report`, body),
    meta: { errorToast: false },
  });
}

/** POST /api/events/covers: the cover's upload (the event names it by id). */
export function uploadEventCover(file: Blob, onProgress?: (f: number) => void) {
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'cover.jpg');
  return api.upload<EventCover>('/api/events/covers', form, {
    onProgress,
    messages: ({ status, serverMessage }) =>
      status === 413 ? UPLOAD_TOO_LARGE_MESSAGE : status < 500 ? serverMessage : undefined,
  });
}
