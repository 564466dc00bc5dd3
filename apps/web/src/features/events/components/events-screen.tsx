import { useSearchParams } from 'react-router';
import { CalendarX2, RefreshCw } from 'lucide-react';
import { EVENT_KINDS, type EventKind } from '@blaze/contracts/events';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { ChipNav } from '@/components/ui/chip-nav';
import { Skeleton } from '@/components/ui/skeleton';
import { useEvents } from '@/features/events/api/get-events';
import { EventCard } from '@/features/events/components/event-card';

const CHIP_LABELS: Record<EventKind, string> = {
  party: 'Parties',
  'club-night': 'Club nights',
  meetup: 'Meet-ups',
};

function kindFrom(value: string | null): EventKind | null {
  return (EVENT_KINDS as readonly (string | null)[]).includes(value) ? (value as EventKind) : null;
}

/** /events: parties, club nights and meet-ups coming up near me (the home strip's 'Parties'). */
export function EventsScreen() {
  const [search] = useSearchParams();
  const kind = kindFrom(search.get('kind'));
  const events = useEvents(kind);
  const chips: Array<{ kind: EventKind | null; label: string }> = [
    { kind: null, label: 'All' },
    ...EVENT_KINDS.map((k) => ({ kind: k, label: CHIP_LABELS[k] })),
  ];

  return (
    <div className="flex flex-col gap-4 px-4 pt-5">
      <title>Events · Blaze</title>
      <div>
        <h1 className="text-2xl font-black tracking-tight text-zinc-50">Events</h1>
        <p className="mt-1 text-sm text-zinc-400">
          {events.data?.radiusKm
            ? `What's on in the next two weeks within ${events.data.radiusKm} km.`
            : "What's on in the next two weeks."}
        </p>
      </div>
      <div className="-mx-4">
        <ChipNav
          label="Kind of event"
          items={chips.map((chip) => ({
            label: chip.label,
            to: paths.events.to(chip.kind ?? undefined),
            current: chip.kind === kind,
          }))}
        />
      </div>
      {events.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <span className="sr-only">Loading events...</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-52 rounded-2xl" />
          ))}
        </div>
      ) : events.isError ? (
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <p className="text-sm text-zinc-300">{friendlyMessage(events.error)}</p>
          <Button variant="secondary" onClick={() => void events.refetch()}>
            <RefreshCw aria-hidden />
            Try again
          </Button>
        </div>
      ) : events.data.events.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-12 text-center">
          <CalendarX2 aria-hidden className="size-10 text-zinc-500" />
          <h2 className="text-lg font-bold text-zinc-50">
            No {kind ? CHIP_LABELS[kind].toLowerCase() : 'events'} coming up nearby
          </h2>
          <p className="text-sm text-zinc-400">Check back later in the week.</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {events.data.events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
