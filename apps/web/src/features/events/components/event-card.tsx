import { Link } from 'react-router';
import { CalendarDays, MapPin, Ticket, UserRound } from 'lucide-react';
import type { EventCard as EventCardData } from '@blaze/contracts/events';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EVENT_KIND_INFO } from '@/features/events/components/event-kind';
import { eventWhen } from '@/features/events/lib/event-when';
import { myAnswer, placeLine, rsvpSummary } from '@/features/events/lib/event-text';

/** spec section 3, event card: picture, title, details, badge, and 'Get Tickets' or RSVP counts. */
export function EventCard({ event }: { event: EventCardData }) {
  const kind = EVENT_KIND_INFO[event.kind];
  const Icon = kind.icon;
  const answer = myAnswer({ myRsvp: event.myRsvp, waitlistPosition: null });
  return (
    <article className="relative overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900/70">
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
          {event.badge ? (
            <Badge
              className={
                event.status === 'cancelled' ? 'bg-red-600 text-white' : 'bg-white text-zinc-900'
              }
            >
              {event.badge}
            </Badge>
          ) : null}
        </span>
      </div>
      <div className="flex flex-col gap-2 p-4">
        <h2 className="text-lg font-bold text-zinc-50">
          <Link
            to={paths.event.to(event.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {event.title}
          </Link>
        </h2>
        {event.details ? (
          <p className="line-clamp-2 text-sm text-zinc-300">{event.details}</p>
        ) : null}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-zinc-400">
          <span className="flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4" />
            <time dateTime={event.startsAt}>{eventWhen(event.startsAt)}</time>
          </span>
          <span className="flex items-center gap-1.5">
            <MapPin aria-hidden className="size-4" />
            {placeLine(event)}
            {event.distance ? ` · ${event.distance}` : null}
          </span>
          {event.host ? (
            <span className="flex items-center gap-1.5">
              <UserRound aria-hidden className="size-4" />
              Hosted by {event.host.name}
            </span>
          ) : null}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {event.ticketUrl && event.ctaLabel && event.status === 'live' ? (
            <Button asChild className="relative z-10 self-start">
              <a href={event.ticketUrl} target="_blank" rel="noopener noreferrer">
                <Ticket aria-hidden />
                {event.ctaLabel}
              </a>
            </Button>
          ) : null}
          <span className="text-sm text-zinc-400">{rsvpSummary(event)}</span>
          {event.isHost ? (
            <Badge className="bg-brand/20 text-brand-text">You're hosting</Badge>
          ) : answer ? (
            <Badge className="bg-emerald-500/15 text-emerald-300">{answer}</Badge>
          ) : null}
        </div>
      </div>
    </article>
  );
}
