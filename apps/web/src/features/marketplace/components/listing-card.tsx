import { Link } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import {
  LISTING_CONDITION_LABELS,
  formatListingPrice,
  type ListingSummary,
} from '@blaze/contracts/marketplace';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { SampleTag } from '@/components/sample-tag';

/** A listing in a grid: its photo, price, title and city; 'Sold' across the photo once sold. */
export function ListingCard({ listing }: { listing: ListingSummary }) {
  return (
    <Link
      to={paths.marketplaceListing.to(listing.id)}
      className="group flex flex-col gap-1.5 rounded-2xl focus-visible:ring-2 focus-visible:ring-brand-text focus-visible:outline-none"
    >
      <span className="relative block aspect-square overflow-hidden rounded-2xl bg-zinc-900 ring-1 ring-zinc-800">
        {listing.photo ? (
          <img
            src={listing.photo.thumbUrl}
            alt=""
            loading="lazy"
            className="size-full object-cover transition-transform group-hover:scale-[1.02]"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-zinc-600">
            <ShoppingBag aria-hidden className="size-8" />
          </span>
        )}
        {listing.status === 'sold' ? (
          <Badge variant="warning" className="absolute top-2 left-2 bg-zinc-950/80">
            Sold
          </Badge>
        ) : null}
        {listing.isOwn ? (
          <Badge variant="secondary" className="absolute top-2 right-2 bg-zinc-950/80">
            Yours
          </Badge>
        ) : listing.sample ? (
          <SampleTag className="absolute top-2 right-2 bg-sky-950/85" />
        ) : null}
      </span>
      <span className="px-0.5">
        <span className="block text-base font-bold text-zinc-50">
          {formatListingPrice(listing.priceMinor, listing.currency)}
        </span>
        <span className="line-clamp-2 text-sm text-zinc-200">{listing.title}</span>
        <span className="block text-xs text-zinc-400">
          {listing.city} · {LISTING_CONDITION_LABELS[listing.condition]}
        </span>
      </span>
    </Link>
  );
}
