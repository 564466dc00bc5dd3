import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import { VENUE_CATEGORY_LABELS, type VenueSummary } from '@blaze/contracts/places';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { SampleTag } from '@/components/sample-tag';
import { openingText, venueDistance } from '@/features/places/lib/venue-text';

/** A venue in a list: cover, name, kind, open now, my distance. The whole card opens the venue. */
export function VenueCard({ venue }: { venue: VenueSummary }) {
  const distance = venueDistance(venue.distanceM);
  return (
    <article aria-label={venue.name}>
      <Link
        to={paths.venue.to(venue.id)}
        className="flex gap-3 rounded-2xl bg-zinc-900 p-2.5 ring-1 ring-zinc-800 transition-colors hover:bg-zinc-800/80 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
      >
        {venue.cover ? (
          <img
            src={venue.cover.thumbUrl}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-20 shrink-0 rounded-xl object-cover"
          />
        ) : (
          <span className="flex size-20 shrink-0 items-center justify-center rounded-xl bg-zinc-800 text-zinc-400">
            <MapPin aria-hidden className="size-6" />
          </span>
        )}
        <span className="flex min-w-0 flex-1 flex-col gap-0.5 py-0.5">
          <span className="flex min-w-0 items-center gap-1.5">
            <span className="truncate text-[15px] font-bold text-zinc-50">{venue.name}</span>
            {venue.sample ? <SampleTag /> : null}
          </span>
          <span className="truncate text-xs text-zinc-300">
            {VENUE_CATEGORY_LABELS[venue.category]} · {venue.city}
            {distance ? ` · ${distance}` : ''}
          </span>
          <span
            className={cn(
              'text-xs font-semibold',
              venue.opening.openNow ? 'text-emerald-300' : 'text-zinc-400',
            )}
          >
            {openingText(venue.opening)}
          </span>
          {venue.tags.length ? (
            <span className="truncate text-xs text-zinc-400">
              {venue.tags.map((t) => `#${t}`).join(' ')}
            </span>
          ) : null}
        </span>
      </Link>
    </article>
  );
}
