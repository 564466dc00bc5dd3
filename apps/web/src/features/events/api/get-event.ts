import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventAttendees, EventDetail } from '@blaze/contracts/events';
import { api } from '@/lib/api-client';
import { eventKeys, eventPath } from '@/features/events/api/event-keys';

export function eventQueryOptions(id: string, invite: string | null) {
  return queryOptions({
    queryKey: eventKeys.detail(id, invite),
    queryFn: ({ signal }) =>
      api.get<EventDetail>(
        invite ? `${eventPath(id)}?invite=${encodeURIComponent(invite)}` : eventPath(id),
        { signal },
      ),
  });
}

/** GET /api/events/:id (an invite-only event needs its link's token). */
export function useEvent(id: string, invite: string | null, enabled = true) {
  return useQuery({ ...eventQueryOptions(id, invite), enabled });
}

/** GET /api/events/:id/attendees, only when the host lets me see them. */
export function useAttendees(id: string, enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.attendees(id),
    queryFn: ({ signal }) => api.get<EventAttendees>(`${eventPath(id)}/attendees`, { signal }),
    enabled,
  });
}
