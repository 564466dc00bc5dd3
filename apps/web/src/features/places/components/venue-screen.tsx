import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Building2,
  Clock,
  ExternalLink,
  Flag,
  MapPin,
  MapPinCheck,
  Navigation,
  Users,
} from 'lucide-react';
import {
  CHECK_IN_RADIUS_M,
  VENUE_CATEGORY_LABELS,
  type CheckInVisibility,
  type VenueDetail,
} from '@blaze/contracts/places';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { memberName } from '@/lib/member-name';
import { cn } from '@/lib/cn';
import { LoadFailed } from '@/components/load-failed';
import { ReportReasonDialog } from '@/components/report-reason-dialog';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useReportVenue } from '@/features/places/api/business';
import { useCheckIn } from '@/features/places/api/check-ins';
import { useVenue } from '@/features/places/api/get-venue';
import { MyCheckInCard, VisibilityChoice } from '@/features/places/components/check-in-panel';
import { ClaimVenue } from '@/features/places/components/claim-venue';
import { WEEKDAY_NAMES, directionsUrl, openingText } from '@/features/places/lib/venue-text';

/** Monday first, as a week reads; each day's times in the venue's own zone. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

function Hours({ venue }: { venue: VenueDetail }) {
  return (
    <section aria-labelledby="venue-hours" className="flex flex-col gap-2">
      <h2 id="venue-hours" className="flex items-center gap-2 text-base font-bold text-zinc-50">
        <Clock aria-hidden className="size-4" />
        Opening hours
      </h2>
      <p
        className={cn(
          'text-sm font-semibold',
          venue.opening.openNow ? 'text-emerald-300' : 'text-zinc-300',
        )}
      >
        {openingText(venue.opening)}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {WEEK_ORDER.map((day) => {
          const times = venue.hours.filter((h) => h.day === day);
          return (
            <div key={day} className="contents">
              <dt className="text-zinc-400">{WEEKDAY_NAMES[day]}</dt>
              <dd className="text-zinc-100">
                {times.length ? times.map((h) => `${h.opens}–${h.closes}`).join(', ') : 'Closed'}
              </dd>
            </div>
          );
        })}
      </dl>
      {venue.hourExceptions.length ? (
        <ul className="text-xs text-zinc-400">
          {venue.hourExceptions.map((e) => (
            <li key={e.date}>
              {e.date}: {'closed' in e ? 'closed' : `${e.opens}–${e.closes}`}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-xs text-zinc-400">Times are local to the venue ({venue.timeZone}).</p>
    </section>
  );
}

function WhoIsHere({ venue }: { venue: VenueDetail }) {
  const { count, members } = venue.checkIns;
  return (
    <section aria-labelledby="venue-here" className="flex flex-col gap-2">
      <h2 id="venue-here" className="flex items-center gap-2 text-base font-bold text-zinc-50">
        <Users aria-hidden className="size-4" />
        {count === 1 ? '1 man checked in' : `${count} men checked in`}
      </h2>
      {members.length ? (
        <ul aria-label="Checked in here" className="flex flex-wrap gap-3">
          {members.map((m) => (
            <li key={m.id}>
              <Link
                to={paths.profileById.to(m.id)}
                className="flex w-16 flex-col items-center gap-1 text-center"
              >
                <UserAvatar src={m.avatarUrl} name={memberName(m)} size="md" />
                <span className="w-full truncate text-xs text-zinc-200">{memberName(m)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : count > 0 ? (
        <p className="text-sm text-zinc-400">
          {venue.checkedInHere
            ? 'Nobody here shows himself right now.'
            : 'Check in here to see who shows himself to men at the venue.'}
        </p>
      ) : null}
    </section>
  );
}

function CheckInHere({ venue }: { venue: VenueDetail }) {
  const checkIn = useCheckIn();
  const [visibility, setVisibility] = useState<CheckInVisibility>('venue');
  if (venue.checkedInHere) return <MyCheckInCard />;
  if (!venue.withinReach)
    return (
      <p className="text-sm text-zinc-400">
        You can check in here when you are within {CHECK_IN_RADIUS_M} m.
      </p>
    );
  return (
    <section aria-label="Check in here" className="flex flex-col gap-3">
      <VisibilityChoice value={visibility} onChange={setVisibility} />
      {checkIn.error ? (
        <p role="alert" className="text-sm text-red-300">
          {friendlyMessage(checkIn.error)}
        </p>
      ) : null}
      <Button
        block
        loading={checkIn.isPending}
        onClick={() => checkIn.mutate({ venueId: venue.id, visibility })}
      >
        <MapPinCheck aria-hidden />
        Check in here
      </Button>
    </section>
  );
}

function Review({ venue }: { venue: VenueDetail }) {
  if (!venue.status || venue.status === 'approved') return null;
  return (
    <p role="status" className="rounded-xl bg-amber-400/10 p-3 text-sm text-amber-200">
      {venue.status === 'pending'
        ? 'Waiting for an admin to approve it: only you can see it.'
        : `Not approved${venue.reviewNote ? `: ${venue.reviewNote}` : '.'}`}
    </p>
  );
}

/**
 * /venue/:venueId: the venue's details, hours and 'open now' in its zone, photos, tags, links,
 * directions, who is checked in as I may see, check in here, report, claim. `events` is a slot the
 * route fills (tonight's events at this venue, from the events feature).
 */
export function VenueScreen({ venueId, events }: { venueId: string; events?: ReactNode }) {
  const venue = useVenue(venueId);
  const report = useReportVenue();
  const [reporting, setReporting] = useState(false);
  if (venue.isPending)
    return (
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-52 rounded-2xl" />
        <Skeleton className="h-24 rounded-2xl" />
      </div>
    );
  if (venue.error)
    return (
      <LoadFailed
        icon={<Building2 aria-hidden />}
        title="This place didn't load"
        error={venue.error}
        onRetry={() => void venue.refetch()}
      />
    );
  const v = venue.data;
  return (
    <article aria-labelledby="venue-name" className="flex flex-col gap-5 pb-10">
      {v.photos.length ? (
        <div className="flex snap-x snap-mandatory gap-2 overflow-x-auto">
          {v.photos.map((p, i) => (
            <img
              key={p.id}
              src={p.url}
              alt={i === 0 ? `${v.name}` : ''}
              className="aspect-[3/2] w-full shrink-0 snap-center object-cover sm:rounded-2xl"
            />
          ))}
        </div>
      ) : null}
      <div className="flex flex-col gap-5 px-4">
        <header className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{VENUE_CATEGORY_LABELS[v.category]}</Badge>
            {v.opening.openNow ? <Badge variant="success">Open now</Badge> : null}
          </div>
          <h1 id="venue-name" className="text-2xl font-black tracking-tight text-zinc-50">
            {v.name}
          </h1>
          <p className="flex items-start gap-1.5 text-sm text-zinc-300">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            {v.address}, {v.city}
            {v.country ? `, ${v.country}` : ''}
          </p>
        </header>
        <Review venue={v} />
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary" size="sm">
            <a href={directionsUrl(v)} target="_blank" rel="noopener noreferrer">
              <Navigation aria-hidden />
              Directions
            </a>
          </Button>
          {v.links.map((l) => (
            <Button key={l.url} asChild variant="outline" size="sm">
              <a href={l.url} target="_blank" rel="noopener noreferrer nofollow ugc">
                <ExternalLink aria-hidden />
                {l.label}
              </a>
            </Button>
          ))}
        </div>
        {v.description ? (
          <p className="text-[15px] leading-relaxed whitespace-pre-line text-zinc-200">
            {v.description}
          </p>
        ) : null}
        {v.tags.length ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {v.tags.map((t) => (
              <li key={t}>
                <Badge variant="outline">#{t}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <Hours venue={v} />
        {events}
        {v.status === null || v.status === 'approved' ? (
          <>
            <WhoIsHere venue={v} />
            <CheckInHere venue={v} />
          </>
        ) : null}
        {v.claimable ? <ClaimVenue venue={v} /> : null}
        {v.isOwn ? (
          <Button asChild variant="outline">
            <Link to={paths.business.to()}>Edit on your business page</Link>
          </Button>
        ) : (
          <Button variant="ghost" className="self-start" onClick={() => setReporting(true)}>
            <Flag aria-hidden />
            Report this place
          </Button>
        )}
      </div>
      <ReportReasonDialog
        open={reporting}
        onOpenChange={setReporting}
        title={`Report ${v.name}`}
        description="Tell us what is wrong with this listing. The business is not told who reported it."
        pending={report.isPending}
        error={report.error ? friendlyMessage(report.error) : null}
        onSubmit={(body) => report.mutateAsync({ id: v.id, body })}
      />
    </article>
  );
}
