import { ArrowLeft, EyeOff, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useExplore } from '@/features/discovery/api/get-explore';
import { BrowseError, GridSkeleton } from '@/features/discovery/components/browse-states';
import { FiltersButton } from '@/features/discovery/components/filters-sheet';
import { LoadMore, MemberTiles } from '@/features/discovery/components/grid-view';
import { aroundQuery } from '@/features/discovery/lib/browse-filters';
import { useBrowseFilters } from '@/features/discovery/lib/use-browse-filters';

const EXPLORE_PAGE = 60;

/**
 * Explore (issue 15): the grid of another city, measured from its centre, with discovery's filters.
 * Looking does not move him: members there do not see him (decision 022).
 */
export function ExploreScreen({ city, onBack }: { city: string; onBack: () => void }) {
  const [filters, setFilters] = useBrowseFilters();
  const explore = useExplore({ ...aroundQuery(filters), city, limit: EXPLORE_PAGE });
  const members = explore.data?.pages.flatMap((page) => page.members) ?? [];

  return (
    <div className="flex flex-col gap-3 pt-4">
      <title>{`Explore ${city} · Blaze`}</title>
      <header className="flex items-center gap-2 px-4">
        <Button variant="ghost" size="icon" aria-label="Back to cities" onClick={onBack}>
          <ArrowLeft aria-hidden />
        </Button>
        <h1 className="min-w-0 flex-1 truncate text-2xl font-black tracking-tight text-zinc-50">
          {city}
        </h1>
        <FiltersButton filters={filters} onApply={setFilters} />
      </header>
      <p className="mx-4 flex items-center gap-2 rounded-xl bg-zinc-900 px-3 py-2 text-xs text-zinc-400 ring-1 ring-zinc-800">
        <EyeOff aria-hidden className="size-4 shrink-0 text-zinc-500" />
        Just looking: guys in {city} don&apos;t see you. Distances are from the city centre.
      </p>
      {explore.isPending ? (
        <GridSkeleton />
      ) : explore.isError ? (
        <BrowseError error={explore.error} onRetry={() => void explore.refetch()} />
      ) : members.length === 0 ? (
        <EmptyState icon={<SearchX aria-hidden />} title={`No one in ${city} right now`}>
          Try a bigger radius or fewer filters, or come back later.
        </EmptyState>
      ) : (
        <>
          <MemberTiles members={members} />
          {explore.hasNextPage ? (
            <LoadMore
              loading={explore.isFetchingNextPage}
              onMore={() => {
                if (!explore.isFetchingNextPage) void explore.fetchNextPage();
              }}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
