import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  CircleDollarSign,
  Flag,
  MessageCircle,
  PackageX,
  Pencil,
  ShieldCheck,
  Trash2,
} from 'lucide-react';
import {
  LISTING_CATEGORY_LABELS,
  LISTING_CONDITION_LABELS,
  MARKETPLACE_PAYMENT_NOTICE,
  formatListingPrice,
  type Listing,
} from '@blaze/contracts/marketplace';
import { paths } from '@/config/paths';
import { ApiError, friendlyMessage } from '@/lib/api-client';
import { memberName } from '@/lib/member-name';
import { LoadFailed } from '@/components/load-failed';
import { ReportReasonDialog } from '@/components/report-reason-dialog';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useListing } from '@/features/marketplace/api/get-listing';
import {
  useDeleteListing,
  useMessageSeller,
  useReportListing,
  useSetListingStatus,
} from '@/features/marketplace/api/listing-actions';

const newClientId = () => crypto.randomUUID().replaceAll('-', '');

/** The photos side by side, swiped through (scroll snap); a placeholder when there are none. */
function Photos({ listing }: { listing: Listing }) {
  if (listing.photos.length === 0)
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-zinc-900 text-zinc-600 ring-1 ring-zinc-800">
        <CircleDollarSign aria-hidden className="size-10" />
      </div>
    );
  return (
    <ul
      aria-label="Photos"
      className="-mx-4 flex snap-x snap-mandatory gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]"
    >
      {listing.photos.map((photo, i) => (
        <li
          key={photo.id}
          className="w-[88%] shrink-0 snap-center first:w-full last:w-full only:w-full"
        >
          <img
            src={photo.url}
            alt={`${listing.title}, ${i + 1} of ${listing.photos.length}`}
            width={photo.width}
            height={photo.height}
            className="aspect-[4/3] w-full rounded-2xl bg-zinc-900 object-cover"
          />
        </li>
      ))}
    </ul>
  );
}

function OwnerActions({ listing }: { listing: Listing }) {
  const navigate = useNavigate();
  const setStatus = useSetListingStatus(listing.id);
  const remove = useDeleteListing(listing.id);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const sold = listing.status === 'sold';
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant={sold ? 'secondary' : 'primary'}
        loading={setStatus.isPending}
        onClick={() => setStatus.mutate(sold ? 'active' : 'sold')}
      >
        {sold ? 'Mark for sale again' : 'Mark as sold'}
      </Button>
      <div className="grid grid-cols-2 gap-2">
        <Button asChild variant="secondary">
          <Link to={paths.marketplaceEdit.to(listing.id)}>
            <Pencil aria-hidden />
            Edit
          </Link>
        </Button>
        <Button variant="secondary" onClick={() => setConfirmDelete(true)}>
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this listing?"
        description="It disappears for everyone, also from chats about it. This can't be undone."
        confirmLabel="Delete"
        confirmVariant="destructive"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => void navigate(paths.marketplaceMine.to(), { replace: true }),
          })
        }
      />
    </div>
  );
}

function BuyerActions({ listing }: { listing: Listing }) {
  const navigate = useNavigate();
  const message = useMessageSeller(listing.id);
  const report = useReportListing(listing.id);
  const [reporting, setReporting] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      {listing.status === 'active' ? (
        <Button
          size="lg"
          loading={message.isPending}
          onClick={() =>
            message.mutate(
              { clientId: newClientId() },
              { onSuccess: ({ conversationId }) => void navigate(paths.chat.to(conversationId)) },
            )
          }
        >
          <MessageCircle aria-hidden />
          Message seller
        </Button>
      ) : (
        <p className="rounded-xl bg-zinc-900 p-3 text-center text-sm text-zinc-300">
          This item has been sold.
        </p>
      )}
      <Button variant="ghost" size="sm" className="self-center" onClick={() => setReporting(true)}>
        <Flag aria-hidden />
        Report listing
      </Button>
      <ReportReasonDialog
        open={reporting}
        onOpenChange={setReporting}
        title="Report this listing"
        description="Tell us what is wrong. The seller won't know it was you."
        pending={report.isPending}
        error={report.error ? friendlyMessage(report.error) : null}
        onSubmit={(body) => report.mutateAsync(body)}
      />
    </div>
  );
}

/** /marketplace/:listingId: photos, price, words, the seller, and what I can do with it. */
export function ListingScreen({ listingId }: { listingId: string }) {
  const listing = useListing(listingId);
  if (listing.isPending)
    return (
      <div className="flex flex-col gap-4 px-4 pt-5" aria-busy="true">
        <span className="sr-only">Loading the listing...</span>
        <Skeleton className="aspect-[4/3] rounded-2xl" />
        <Skeleton className="h-24 rounded-2xl" />
      </div>
    );
  if (listing.isError)
    return listing.error instanceof ApiError && listing.error.status === 404 ? (
      <EmptyState
        icon={<PackageX aria-hidden />}
        title="This listing is no longer available"
        actions={
          <Button asChild variant="secondary">
            <Link to={paths.marketplace.to()}>Back to the marketplace</Link>
          </Button>
        }
      >
        It was sold, deleted, or is not available to you.
      </EmptyState>
    ) : (
      <LoadFailed
        icon={<PackageX aria-hidden />}
        title="The listing didn't load"
        error={listing.error}
        onRetry={() => void listing.refetch()}
      />
    );
  const item = listing.data;
  const seller = item.seller;
  return (
    <article className="flex flex-col gap-4 px-4 pt-4">
      <title>{`${item.title} · Marketplace · Blaze`}</title>
      <Photos listing={item} />
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-2">
          <p className="text-2xl font-black text-zinc-50">
            {formatListingPrice(item.priceMinor, item.currency)}
          </p>
          {item.status === 'sold' ? <Badge variant="warning">Sold</Badge> : null}
        </div>
        <h1 className="text-lg font-bold text-zinc-100">{item.title}</h1>
        <p className="text-sm text-zinc-400">
          {item.city} · {LISTING_CONDITION_LABELS[item.condition]} ·{' '}
          {LISTING_CATEGORY_LABELS[item.category]}
        </p>
      </div>
      {item.description ? (
        <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-zinc-200">
          {item.description}
        </p>
      ) : null}
      <Link
        to={paths.profileById.to(seller.id)}
        className="flex items-center gap-3 rounded-2xl bg-zinc-900 p-3 ring-1 ring-zinc-800"
      >
        <Avatar size="sm">
          {seller.avatarUrl ? <AvatarImage src={seller.avatarUrl} alt="" /> : null}
          <AvatarFallback>{memberName(seller).slice(0, 1)}</AvatarFallback>
        </Avatar>
        <span className="flex flex-col">
          <span className="text-xs text-zinc-400">{item.isOwn ? 'Your listing' : 'Sold by'}</span>
          <span className="text-sm font-semibold text-zinc-100">{memberName(seller)}</span>
        </span>
      </Link>
      <p className="flex items-start gap-2 rounded-2xl bg-emerald-400/10 p-3 text-sm text-emerald-200">
        <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
        {MARKETPLACE_PAYMENT_NOTICE}
      </p>
      {item.isOwn ? <OwnerActions listing={item} /> : <BuyerActions listing={item} />}
    </article>
  );
}
