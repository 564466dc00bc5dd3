import { useState } from 'react';
import { Link } from 'react-router';
import {
  CalendarDays,
  CalendarX2,
  Flag,
  Lock,
  MapPin,
  Navigation,
  Pencil,
  Share2,
  UserRound,
  XCircle,
} from 'lucide-react';
import type { EventDetail } from '@blaze/contracts/events';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadFailed } from '@/components/load-failed';
import { ReportReasonDialog } from '@/components/report-reason-dialog';
import { useCancelEvent, useReportEvent } from '@/features/events/api/event-actions';
import { useEvent } from '@/features/events/api/get-event';
import { AttendeeList } from '@/features/events/components/attendee-list';
import { EVENT_KIND_INFO } from '@/features/events/components/event-kind';
import { RsvpPanel } from '@/features/events/components/rsvp-panel';
import { directionsUrl, eventTimes, placeLine } from '@/features/events/lib/event-text';
import { eventWhen } from '@/features/events/lib/event-when';

const VISIBILITY_LABEL = {
  public: null,
  followers: 'Followers only',
  invite: 'Invite only',
} as const;

/** The link a member shares: an invite-only event's carries its token (the host's only). */
function shareLink(event: EventDetail): string {
  return new URL(paths.event.to(event.id, event.inviteToken), window.location.origin).toString();
}

async function share(event: EventDetail) {
  const url = shareLink(event);
  try {
    if (navigator.share) await navigator.share({ title: event.title, url });
    else {
      await navigator.clipboard.writeText(url);
      notify((toast) => toast.success('Link copied'));
    }
  } catch {
    // The member closed the share sheet.
  }
}

function HostTools({ event }: { event: EventDetail }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelEvent(event.id);
  if (event.status === 'cancelled') return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="secondary">
        <Link to={paths.eventEdit.to(event.id)}>
          <Pencil aria-hidden />
          Edit
        </Link>
      </Button>
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        <XCircle aria-hidden />
        Cancel event
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this event?"
        description="Everyone who answered is told. This can't be undone."
        confirmLabel="Cancel event"
        confirmVariant="destructive"
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </div>
  );
}

function EventBody({ event, invite }: { event: EventDetail; invite: string | null }) {
  const [reporting, setReporting] = useState(false);
  const report = useReportEvent(event.id);
  const kind = EVENT_KIND_INFO[event.kind];
  const Icon = kind.icon;
  const visibility = VISIBILITY_LABEL[event.visibility];
  return (
    <article className="flex flex-col gap-5 pb-10">
      <div
        className={cn(
          'relative flex h-48 items-end bg-linear-to-br p-4',
          event.imageUrl ? 'bg-zinc-900' : kind.tint,
        )}
      >
        {event.imageUrl ? (
          <img src={event.imageUrl} alt="" className="absolute inset-0 size-full object-cover" />
        ) : (
          <Icon aria-hidden className="absolute top-6 right-6 size-14 text-white/40" />
        )}
        <span className="relative flex flex-wrap gap-1.5">
          <Badge className="bg-black/60 text-white">{kind.label}</Badge>
          {event.status === 'cancelled' ? (
            <Badge className="bg-red-600 text-white">Cancelled</Badge>
          ) : event.badge ? (
            <Badge className="bg-white text-zinc-900">{event.badge}</Badge>
          ) : null}
          {visibility ? (
            <Badge className="bg-black/60 text-white">
              <Lock aria-hidden className="size-3" />
              {visibility}
            </Badge>
          ) : null}
        </span>
      </div>
      <div className="flex flex-col gap-4 px-4">
        <h1 className="text-2xl font-black tracking-tight text-zinc-50">{event.title}</h1>
        <ul className="flex flex-col gap-2 text-sm text-zinc-300">
          <li className="flex items-start gap-2">
            <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              <time dateTime={event.startsAt} className="font-semibold text-zinc-100">
                {eventWhen(event.startsAt)}
              </time>
              <span className="block text-zinc-400">{eventTimes(event)}</span>
            </span>
          </li>
          <li className="flex items-start gap-2">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              {placeLine(event)}
              {event.address ? <span className="block text-zinc-400">{event.address}</span> : null}
              {event.distance ? (
                <span className="block text-zinc-400">{event.distance} away</span>
              ) : null}
            </span>
          </li>
          {event.host ? (
            <li className="flex items-center gap-2">
              <UserRound aria-hidden className="size-4 shrink-0" />
              {event.host.kind === 'venue' ? (
                <Link to={paths.venue.to(event.host.id)} className="underline">
                  Hosted by {event.host.name}
                </Link>
              ) : event.isHost ? (
                <span>Hosted by you</span>
              ) : (
                <Link to={paths.profileById.to(event.host.id)} className="underline">
                  Hosted by {event.host.name}
                </Link>
              )}
            </li>
          ) : null}
        </ul>
        <div className="flex flex-wrap gap-2">
          {event.venueId ? (
            <Button asChild variant="secondary" size="sm">
              <a
                href={directionsUrl(event.latitude, event.longitude)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Navigation aria-hidden />
                Directions
              </a>
            </Button>
          ) : null}
          {event.visibility !== 'invite' || event.isHost ? (
            <Button variant="secondary" size="sm" onClick={() => void share(event)}>
              <Share2 aria-hidden />
              {event.visibility === 'invite' ? 'Share invite link' : 'Share'}
            </Button>
          ) : null}
          {event.isHost ? null : (
            <Button variant="ghost" size="sm" onClick={() => setReporting(true)}>
              <Flag aria-hidden />
              Report
            </Button>
          )}
        </div>
        {event.isHost ? <HostTools event={event} /> : <RsvpPanel event={event} invite={invite} />}
        {event.details ? (
          <section aria-labelledby="about-title" className="flex flex-col gap-2">
            <h2 id="about-title" className="text-base font-bold text-zinc-50">
              About
            </h2>
            <p className="text-sm whitespace-pre-line text-zinc-300">{event.details}</p>
          </section>
        ) : null}
        <section aria-labelledby="guests-title" className="flex flex-col gap-3">
          <h2 id="guests-title" className="text-base font-bold text-zinc-50">
            Guests
          </h2>
          <AttendeeList event={event} />
        </section>
      </div>
      <ReportReasonDialog
        open={reporting}
        onOpenChange={setReporting}
        title="Report this event"
        description="Tell us what is wrong. The host is not told who reported."
        pending={report.isPending}
        error={report.isError ? friendlyMessage(report.error) : null}
        onSubmit={(body) => report.mutateAsync(body)}
      />
    </article>
  );
}

/** /events/:eventId: the event, my answer, the guests as the host allows, and the host's tools. */
export function EventScreen({ eventId, invite }: { eventId: string; invite: string | null }) {
  const event = useEvent(eventId, invite);
  return (
    <>
      <title>{event.data ? `${event.data.title} · Blaze` : 'Event · Blaze'}</title>
      {event.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <span className="sr-only">Loading event...</span>
          <Skeleton className="h-48" />
          <Skeleton className="mx-4 h-24 rounded-2xl" />
        </div>
      ) : event.isError ? (
        <LoadFailed
          icon={<CalendarX2 aria-hidden />}
          title="This event is not available"
          error={event.error}
          onRetry={() => void event.refetch()}
        />
      ) : (
        <EventBody event={event.data} invite={invite} />
      )}
    </>
  );
}
