import {
  CalendarDays,
  MapPin,
  Music,
  PartyPopper,
  Ticket,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { EventCard as EventCardData, EventKind } from '@blaze/contracts/events';
import { cn } from '@/lib/cn';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { eventWhen } from '@/features/events/lib/event-when';

const EVENT_KIND_INFO: Record<EventKind, { label: string; icon: LucideIcon; tint: string }> = {
  party: { label: 'Party', icon: PartyPopper, tint: 'from-pink-600/70 to-violet-700/60' },
  'club-night': { label: 'Club night', icon: Music, tint: 'from-violet-600/70 to-sky-700/60' },
  meetup: { label: 'Meet-up', icon: Users, tint: 'from-emerald-600/60 to-sky-700/60' },
};

/** spec section 3, event card: picture, title, details, badge and 'Get Tickets'. */
export function EventCard({ event }: { event: EventCardData }) {
  const kind = EVENT_KIND_INFO[event.kind];
  const Icon = kind.icon;
  return (
    <article className="overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900/70">
      <div
        className={cn(
          'relative flex h-28 items-end bg-linear-to-br p-4',
          event.imageUrl ? 'bg-zinc-900' : kind.tint,
        )}
      >
        {event.imageUrl ? (
          <img src={event.imageUrl} alt="" className="absolute inset-0 size-full object-cover" />
        ) : (
          <Icon aria-hidden className="absolute top-4 right-4 size-10 text-white/40" />
        )}
        <span className="relative flex gap-1.5">
          <Badge className="bg-black/60 text-white">{kind.label}</Badge>
          {event.badge ? <Badge className="bg-white text-zinc-900">{event.badge}</Badge> : null}
        </span>
      </div>
      <div className="flex flex-col gap-2 p-4">
        <h2 className="text-lg font-bold text-zinc-50">{event.title}</h2>
        <p className="text-sm text-zinc-300">{event.details}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-400">
          <span className="flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4" />
            <time dateTime={event.startsAt}>{eventWhen(event.startsAt)}</time>
          </span>
          <span className="flex items-center gap-1.5">
            <MapPin aria-hidden className="size-4" />
            {event.venue}, {event.city}
            {event.distance ? ` · ${event.distance}` : null}
          </span>
        </p>
        {event.ticketUrl ? (
          <Button asChild className="mt-1 self-start">
            <a href={event.ticketUrl} target="_blank" rel="noopener noreferrer">
              <Ticket aria-hidden />
              Get Tickets
            </a>
          </Button>
        ) : null}
      </div>
    </article>
  );
}
