import { Link, useSearchParams } from 'react-router';
import { CalendarX2, Plus } from 'lucide-react';
import { EVENT_KINDS, EVENT_TABS, type EventKind, type EventTab } from '@blaze/contracts/events';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { ChipNav } from '@/components/ui/chip-nav';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadFailed } from '@/components/load-failed';
import { useEvents } from '@/features/events/api/get-events';
import { EventCard } from '@/features/events/components/event-card';
import { EVENT_KIND_INFO } from '@/features/events/components/event-kind';

const TAB_LABELS: Record<EventTab, string> = {
  near: 'Near me',
  going: 'Going',
  hosting: 'Hosting',
};
const EMPTY: Record<EventTab, { title: string; text: string }> = {
  near: { title: 'No events coming up nearby', text: 'Check back later in the week, or host one.' },
  going: {
    title: "You haven't answered any events",
    text: "Events you're going to or interested in show up here.",
  },
  hosting: {
    title: "You aren't hosting anything",
    text: 'Host a party, a meet-up or a night out.',
  },
};

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | null =>
  (list as readonly (string | null)[]).includes(v) ? (v as T) : null;

/** /events: near me (by kind), going and hosting; 'Host an event' opens the form. */
export function EventsScreen() {
  const [search] = useSearchParams();
  const tab = oneOf(EVENT_TABS, search.get('tab')) ?? 'near';
  const kind = oneOf<EventKind>(EVENT_KINDS, search.get('kind'));
  const events = useEvents({ tab, kind });

  return (
    <div className="flex flex-col gap-4 px-4 pt-5 pb-8">
      <title>Events · Blaze</title>
      <div className="flex items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-black tracking-tight text-zinc-50">Events</h1>
          <p className="mt-1 text-sm text-zinc-400">
            {tab !== 'near'
              ? 'Coming up and still on.'
              : events.data?.radiusKm
                ? `What's on in the next two weeks within ${events.data.radiusKm} km.`
                : "What's on in the next two weeks."}
          </p>
        </div>
        <Button asChild size="sm">
          <Link to={paths.eventNew.to()}>
            <Plus aria-hidden />
            Host an event
          </Link>
        </Button>
      </div>
      <div className="-mx-4 flex flex-col gap-2">
        <ChipNav
          label="Events lists"
          items={EVENT_TABS.map((t) => ({
            label: TAB_LABELS[t],
            to: paths.events.to({ tab: t }),
            current: t === tab,
          }))}
        />
        {tab === 'near' ? (
          <ChipNav
            label="Kind of event"
            items={[
              { label: 'All', to: paths.events.to(), current: kind === null },
              ...EVENT_KINDS.map((k) => ({
                label: EVENT_KIND_INFO[k].label,
                to: paths.events.to({ kind: k }),
                current: k === kind,
              })),
            ]}
          />
        ) : null}
      </div>
      {events.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <span className="sr-only">Loading events...</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-52 rounded-2xl" />
          ))}
        </div>
      ) : events.isError ? (
        <LoadFailed
          icon={<CalendarX2 aria-hidden />}
          title="Couldn't load events"
          error={events.error}
          onRetry={() => void events.refetch()}
        />
      ) : events.data.events.length === 0 ? (
        <EmptyState icon={<CalendarX2 aria-hidden />} title={EMPTY[tab].title}>
          {EMPTY[tab].text}
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={TAB_LABELS[tab]}>
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
