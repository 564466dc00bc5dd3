import { useState } from 'react';
import { Link } from 'react-router';
import { PackageOpen, Plus, Store } from 'lucide-react';
import type { ListingStatus } from '@blaze/contracts/marketplace';
import { paths } from '@/config/paths';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMyListings } from '@/features/marketplace/api/get-my-listings';
import { ListingCard } from '@/features/marketplace/components/listing-card';

function MyList({ status }: { status: ListingStatus }) {
  const mine = useMyListings(status);
  return (
    <>
      {mine.isPending ? (
        <div className="grid grid-cols-2 gap-3" aria-busy="true">
          <span className="sr-only">Loading your listings...</span>
          <Skeleton className="aspect-square rounded-2xl" />
          <Skeleton className="aspect-square rounded-2xl" />
        </div>
      ) : mine.isError ? (
        <LoadFailed
          icon={<Store aria-hidden />}
          title="Your listings didn't load"
          error={mine.error}
          onRetry={() => void mine.refetch()}
        />
      ) : mine.data.listings.length === 0 ? (
        <EmptyState
          icon={<PackageOpen aria-hidden />}
          title={status === 'active' ? 'Nothing for sale' : 'Nothing sold yet'}
        >
          {status === 'active'
            ? 'List something in a minute: a few photos, a price, done.'
            : 'Listings you mark as sold show here.'}
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-2 gap-x-3 gap-y-5" aria-label="My listings">
          {mine.data.listings.map((listing) => (
            <li key={listing.id}>
              <ListingCard listing={listing} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** /marketplace/mine: what I am selling, and what I sold (open one to mark, edit or delete it). */
export function MyListingsScreen() {
  const [status, setStatus] = useState<ListingStatus>('active');
  return (
    <div className="flex flex-col gap-4 px-4 pt-5">
      <title>My listings · Marketplace · Blaze</title>
      <header className="flex items-start justify-between gap-3">
        <h1 className="text-2xl font-black tracking-tight text-zinc-50">My listings</h1>
        <Button asChild size="sm">
          <Link to={paths.marketplaceNew.to()}>
            <Plus aria-hidden />
            Sell
          </Link>
        </Button>
      </header>
      <Tabs value={status} onValueChange={(v) => setStatus(v as ListingStatus)}>
        <TabsList aria-label="Which listings">
          <TabsTrigger value="active">For sale</TabsTrigger>
          <TabsTrigger value="sold">Sold</TabsTrigger>
        </TabsList>
        <TabsContent value="active" className="pt-4">
          <MyList status="active" />
        </TabsContent>
        <TabsContent value="sold" className="pt-4">
          <MyList status="sold" />
        </TabsContent>
      </Tabs>
    </div>
  );
}
