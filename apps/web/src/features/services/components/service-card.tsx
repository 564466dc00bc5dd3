import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import type { ServiceCard as Card } from '@blaze/contracts/services';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { areaLabel, categoryLabel, whereLabel } from '@/features/services/lib/service-labels';

/** One listing in a list: photo, professional name, headline, area; opens the public page. */
export function ServiceCard({ listing }: { listing: Card }) {
  return (
    <li>
      <Link
        to={paths.escort.to(listing.handle)}
        className="flex gap-3 rounded-2xl border border-zinc-800 bg-zinc-900/60 p-3 hover:border-zinc-600"
      >
        <span className="size-20 shrink-0 overflow-hidden rounded-xl bg-zinc-800">
          {listing.photo ? (
            <img
              src={listing.photo.thumbUrl}
              alt=""
              className="size-full object-cover"
              loading="lazy"
            />
          ) : null}
        </span>
        <span className="flex min-w-0 flex-col gap-1">
          <span className="flex items-center gap-2">
            <span className="truncate font-semibold text-zinc-50">{listing.displayName}</span>
            <Badge variant="secondary">{categoryLabel(listing.category)}</Badge>
          </span>
          <span className="line-clamp-2 text-sm text-zinc-300">{listing.headline}</span>
          <span className="flex items-center gap-1 text-xs text-zinc-400">
            <MapPin aria-hidden className="size-3.5" />
            {areaLabel(listing)} · {whereLabel(listing)}
          </span>
        </span>
      </Link>
    </li>
  );
}
