import type { EventKind, EventTab } from '@blaze/contracts/events';

export type EventsListFilter = { tab: EventTab; kind: EventKind | null; venueId?: string };

/** Query keys of the events feature: mutations invalidate through these. */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (filter: EventsListFilter) => [...eventKeys.lists(), filter] as const,
  details: () => [...eventKeys.all, 'detail'] as const,
  detail: (id: string, invite: string | null) => [...eventKeys.details(), id, invite] as const,
  attendees: (id: string) => [...eventKeys.all, 'attendees', id] as const,
};

export const eventPath = (id: string) => `/api/events/${encodeURIComponent(id)}`;
