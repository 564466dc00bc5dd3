import { CalendarDays } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useEvents } from '@/features/events/api/get-events';
import { EventCard } from '@/features/events/components/event-card';

/**
 * Tonight's and upcoming events at a venue, for the venue's page (the route passes it in). Nothing is
 * shown while there are none.
 */
export function VenueEvents({ venueId }: { venueId: string }) {
  const events = useEvents({ tab: 'near', kind: null, venueId });
  if (events.isPending) return <Skeleton className="h-40 rounded-2xl" />;
  if (events.isError || events.data.events.length === 0) return null;
  return (
    <section aria-labelledby={`venue-events-${venueId}`} className="flex flex-col gap-3">
      <h2
        id={`venue-events-${venueId}`}
        className="flex items-center gap-2 text-base font-bold text-zinc-50"
      >
        <CalendarDays aria-hidden className="size-4" />
        Events here
      </h2>
      <ul className="flex flex-col gap-3">
        {events.data.events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
    </section>
  );
}
