import { Check, Star, Ticket, X } from 'lucide-react';
import type { EventDetail } from '@blaze/contracts/events';
import { friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { useRsvp } from '@/features/events/api/event-actions';
import { eventIsOver, myAnswer, rsvpSummary } from '@/features/events/lib/event-text';

/**
 * Going / Interested / Can't go. A full event puts 'going' on the waitlist (the server decides); a
 * ticketed one has 'Get Tickets' and 'Interested'. `invite`: the link's token, for a first answer.
 */
export function RsvpPanel({ event, invite }: { event: EventDetail; invite: string | null }) {
  const rsvp = useRsvp(event.id);
  const answer = myAnswer(event);
  const over = eventIsOver(event);
  const full = event.capacity !== null && event.going >= event.capacity;
  const send = (status: 'going' | 'interested') =>
    rsvp.mutate(invite && !event.myRsvp ? { status, invite } : { status });

  return (
    <section
      aria-labelledby="rsvp-title"
      className="flex flex-col gap-3 rounded-2xl bg-zinc-900 p-4"
    >
      <h2 id="rsvp-title" className="text-base font-bold text-zinc-50">
        {answer ?? 'Are you going?'}
      </h2>
      <p className="text-sm text-zinc-400">
        {rsvpSummary(event)}
        {event.waitlisted > 0 ? ` · ${event.waitlisted} waiting` : ''}
      </p>
      {event.status === 'cancelled' ? (
        <p className="text-sm font-semibold text-red-300">The host cancelled this event.</p>
      ) : over ? (
        <p className="text-sm text-zinc-400">This event is over.</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {event.ticketUrl ? (
            <Button asChild>
              <a href={event.ticketUrl} target="_blank" rel="noopener noreferrer">
                <Ticket aria-hidden />
                {event.ctaLabel ?? 'Get Tickets'}
              </a>
            </Button>
          ) : (
            <Button
              variant={
                event.myRsvp === 'going' || event.myRsvp === 'waitlisted' ? 'secondary' : 'primary'
              }
              aria-pressed={event.myRsvp === 'going' || event.myRsvp === 'waitlisted'}
              disabled={rsvp.isPending}
              onClick={() => send('going')}
            >
              <Check aria-hidden />
              {full && event.myRsvp !== 'going' ? 'Join the waitlist' : 'Going'}
            </Button>
          )}
          <Button
            variant="secondary"
            aria-pressed={event.myRsvp === 'interested'}
            disabled={rsvp.isPending}
            onClick={() => send('interested')}
          >
            <Star aria-hidden />
            Interested
          </Button>
          {event.myRsvp ? (
            <Button variant="ghost" disabled={rsvp.isPending} onClick={() => rsvp.mutate(null)}>
              <X aria-hidden />
              {event.myRsvp === 'waitlisted' ? 'Leave the waitlist' : "Can't go"}
            </Button>
          ) : null}
        </div>
      )}
      {rsvp.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(rsvp.error)}
        </p>
      ) : null}
    </section>
  );
}
