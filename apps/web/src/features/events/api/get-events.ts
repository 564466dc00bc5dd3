import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventKind, EventsPage } from '@blaze/contracts/events';
import { api } from '@/lib/api-client';

export const eventKeys = {
  all: ['events'] as const,
  list: (kind: EventKind | null) => [...eventKeys.all, 'list', kind ?? 'all'] as const,
};

export function getEvents(kind: EventKind | null, signal?: AbortSignal): Promise<EventsPage> {
  return api.get<EventsPage>(kind ? `/api/events?kind=${kind}` : '/api/events', { signal });
}

export function eventsQueryOptions(kind: EventKind | null) {
  return queryOptions({
    queryKey: eventKeys.list(kind),
    queryFn: ({ signal }) => getEvents(kind, signal),
  });
}

export function useEvents(kind: EventKind | null) {
  return useQuery(eventsQueryOptions(kind));
}
