import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PackageSearch, Plus, Search, SlidersHorizontal, Store } from 'lucide-react';
import { paths } from '@/config/paths';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useListings } from '@/features/marketplace/api/get-listings';
import { ListingCard } from '@/features/marketplace/components/listing-card';
import { ListingFilterSheet } from '@/features/marketplace/components/listing-filter-sheet';
import {
  activeFilterCount,
  filtersFromSearch,
  filtersToSearch,
  toListingQuery,
  type ListingFiltersState,
} from '@/features/marketplace/lib/listing-filters';

function whereLine(filters: ListingFiltersState, nearCity: string | null): string {
  if (filters.scope.kind === 'city') return `In ${filters.scope.city}`;
  if (filters.scope.kind === 'near' && nearCity)
    return `Within ${filters.scope.km} km of ${nearCity}`;
  return 'Everywhere';
}

/** /marketplace: the grid, a search box, the filter sheet; my listings and 'Sell something'. */
export function MarketplaceScreen() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const [words, setWords] = useState(filters.q);
  const [sheetOpen, setSheetOpen] = useState(false);
  const listings = useListings(toListingQuery(filters));
  const first = listings.data?.pages[0];
  const items = listings.data?.pages.flatMap((p) => p.listings) ?? [];
  const count = activeFilterCount(filters);

  function apply(next: ListingFiltersState) {
    setSearch(filtersToSearch(next), { replace: true });
  }
  function onSearch(event: FormEvent) {
    event.preventDefault();
    apply({ ...filters, q: words });
  }

  return (
    <div className="flex flex-col gap-4 px-4 pt-5">
      <title>Marketplace · Blaze</title>
      <header className="flex items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-black tracking-tight text-zinc-50">Marketplace</h1>
          <p className="mt-1 text-sm text-zinc-400">
            Gear, clothes, tickets and home things from the community.
          </p>
        </div>
        <Button asChild size="sm">
          <Link to={paths.marketplaceNew.to()}>
            <Plus aria-hidden />
            Sell
          </Link>
        </Button>
      </header>
      <form role="search" onSubmit={onSearch} className="flex gap-2">
        <div className="relative flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-zinc-500"
          />
          <Input
            type="search"
            aria-label="Search the marketplace"
            placeholder="Search listings"
            value={words}
            onChange={(e) => setWords(e.target.value)}
            maxLength={80}
            className="pl-10"
          />
        </div>
        <Button
          type="button"
          variant="secondary"
          size="icon"
          className="h-12 w-12"
          aria-label={count ? `Filters (${count} on)` : 'Filters'}
          onClick={() => setSheetOpen(true)}
        >
          <SlidersHorizontal aria-hidden />
        </Button>
      </form>
      <div className="flex items-center justify-between text-sm">
        <span className="text-zinc-400">{whereLine(filters, first?.nearCity ?? null)}</span>
        <Link
          to={paths.marketplaceMine.to()}
          className="font-semibold text-brand-text underline-offset-4 hover:underline"
        >
          My listings
        </Link>
      </div>
      {listings.isPending ? (
        <div className="grid grid-cols-2 gap-3" aria-busy="true">
          <span className="sr-only">Loading listings...</span>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="aspect-square rounded-2xl" />
          ))}
        </div>
      ) : listings.isError ? (
        <LoadFailed
          icon={<Store aria-hidden />}
          title="The marketplace didn't load"
          error={listings.error}
          onRetry={() => void listings.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<PackageSearch aria-hidden />}
          title="Nothing here yet"
          actions={
            <Button asChild>
              <Link to={paths.marketplaceNew.to()}>Sell something</Link>
            </Button>
          }
        >
          {filters.q || count
            ? 'No listings match. Try other words or fewer filters.'
            : 'Be the first to list something near you.'}
        </EmptyState>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-x-3 gap-y-5" aria-label="Listings">
            {items.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} />
              </li>
            ))}
          </ul>
          {listings.hasNextPage ? (
            <Button
              variant="secondary"
              loading={listings.isFetchingNextPage}
              onClick={() => void listings.fetchNextPage()}
            >
              Show more
            </Button>
          ) : null}
        </>
      )}
      <ListingFilterSheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        value={filters}
        myCity={first?.myCity ?? null}
        onApply={apply}
      />
    </div>
  );
}
