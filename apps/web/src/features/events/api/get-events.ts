import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventsPage } from '@blaze/contracts/events';
import { api } from '@/lib/api-client';
import { eventKeys, type EventsListFilter } from '@/features/events/api/event-keys';

export function getEvents(filter: EventsListFilter, signal?: AbortSignal): Promise<EventsPage> {
  const search = new URLSearchParams();
  if (filter.tab !== 'near') search.set('tab', filter.tab);
  if (filter.kind) search.set('kind', filter.kind);
  if (filter.venueId) search.set('venueId', filter.venueId);
  const qs = search.toString();
  return api.get<EventsPage>(qs ? `/api/events?${qs}` : '/api/events', { signal });
}

export function eventsQueryOptions(filter: EventsListFilter) {
  return queryOptions({
    queryKey: eventKeys.list(filter),
    queryFn: ({ signal }) => getEvents(filter, signal),
  });
}

/** GET /api/events: near me (a kind, a venue), the events I answered, or those I host. */
export function useEvents(filter: EventsListFilter) {
  return useQuery(eventsQueryOptions(filter));
}
