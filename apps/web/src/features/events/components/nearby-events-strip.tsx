import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { paths } from '@/config/paths';
import { Skeleton } from '@/components/ui/skeleton';
import { useEvents } from '@/features/events/api/get-events';
import { EVENT_KIND_INFO } from '@/features/events/components/event-kind';
import { eventWhen } from '@/features/events/lib/event-when';
import { placeLine } from '@/features/events/lib/event-text';

const STRIP_SIZE = 6;

/** A few events near me, soonest first, as a row of small cards (the Places hub shows it). */
export function NearbyEventsStrip() {
  const events = useEvents({ tab: 'near', kind: null });
  const list = events.data?.events.slice(0, STRIP_SIZE) ?? [];
  return (
    <section aria-labelledby="nearby-events-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between px-4">
        <h2 id="nearby-events-title" className="text-base font-bold text-zinc-50">
          Events near you
        </h2>
        <Link to={paths.events.to()} className="flex items-center text-sm text-brand-text">
          See all
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      </div>
      {events.isPending ? (
        <Skeleton className="mx-4 h-28 rounded-2xl" />
      ) : list.length === 0 ? (
        <p className="px-4 text-sm text-zinc-400">Nothing on nearby this fortnight.</p>
      ) : (
        <ul className="scrollbar-none flex gap-3 overflow-x-auto px-4">
          {list.map((event) => {
            const Icon = EVENT_KIND_INFO[event.kind].icon;
            return (
              <li key={event.id} className="w-56 shrink-0">
                <Link
                  to={paths.event.to(event.id)}
                  className="flex h-full flex-col gap-1 rounded-2xl border border-zinc-800 bg-zinc-900 p-3 hover:border-zinc-700"
                >
                  <span className="flex items-center gap-1.5 text-xs font-semibold text-brand-text">
                    <Icon aria-hidden className="size-3.5" />
                    {EVENT_KIND_INFO[event.kind].label}
                  </span>
                  <span className="truncate font-semibold text-zinc-50">{event.title}</span>
                  <span className="text-xs text-zinc-400">{eventWhen(event.startsAt)}</span>
                  <span className="truncate text-xs text-zinc-400">{placeLine(event)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
