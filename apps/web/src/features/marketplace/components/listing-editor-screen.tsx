import { Link, useNavigate } from 'react-router';
import { PackageX } from 'lucide-react';
import { MARKETPLACE_PAYMENT_NOTICE } from '@blaze/contracts/marketplace';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useListing } from '@/features/marketplace/api/get-listing';
import { useMyListings } from '@/features/marketplace/api/get-my-listings';
import { useCreateListing, useUpdateListing } from '@/features/marketplace/api/listing-actions';
import { ListingForm } from '@/features/marketplace/components/listing-form';

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-4 px-4 pt-5">
      <title>{`${title} · Marketplace · Blaze`}</title>
      <header>
        <h1 className="text-2xl font-black tracking-tight text-zinc-50">{title}</h1>
        <p className="mt-1 text-sm text-zinc-400">{MARKETPLACE_PAYMENT_NOTICE}</p>
      </header>
      {children}
    </div>
  );
}

/** /marketplace/new: a new listing, live as soon as it is saved. */
export function NewListingScreen() {
  const navigate = useNavigate();
  const mine = useMyListings('active');
  const create = useCreateListing();
  return (
    <Frame title="Sell something">
      {mine.isPending ? (
        <Skeleton className="h-96 rounded-2xl" />
      ) : (
        <ListingForm
          initial={null}
          myCity={mine.data?.myCity ?? null}
          submitLabel="Publish listing"
          pending={create.isPending}
          error={create.error}
          onSubmit={(values) =>
            create.mutate(values, {
              onSuccess: (listing) =>
                void navigate(paths.marketplaceListing.to(listing.id), { replace: true }),
            })
          }
        />
      )}
    </Frame>
  );
}

/** /marketplace/:listingId/edit: his listing's form; anyone else's is 'not available'. */
export function EditListingScreen({ listingId }: { listingId: string }) {
  const navigate = useNavigate();
  const listing = useListing(listingId);
  const update = useUpdateListing(listingId);
  if (listing.isPending)
    return (
      <Frame title="Edit listing">
        <Skeleton className="h-96 rounded-2xl" />
      </Frame>
    );
  if (listing.isError || !listing.data.isOwn)
    return (
      <EmptyState
        icon={<PackageX aria-hidden />}
        title="You can't edit this listing"
        actions={
          <Button asChild variant="secondary">
            <Link to={paths.marketplaceMine.to()}>My listings</Link>
          </Button>
        }
      >
        It is not yours, or it was deleted.
      </EmptyState>
    );
  return (
    <Frame title="Edit listing">
      <ListingForm
        initial={listing.data}
        myCity={null}
        submitLabel="Save changes"
        pending={update.isPending}
        error={update.error}
        onSubmit={(values) =>
          update.mutate(values, {
            onSuccess: () =>
              void navigate(paths.marketplaceListing.to(listingId), { replace: true }),
          })
        }
      />
    </Frame>
  );
}
