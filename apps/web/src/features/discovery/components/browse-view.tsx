import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import {
  RADIUS_CHOICES_KM,
  type DiscoveryView,
  type NearbyQuery,
} from '@blaze/contracts/discovery';
import { paths } from '@/config/paths';
import { Skeleton } from '@/components/ui/skeleton';
import { useFavourites } from '@/features/discovery/api/get-favourites';
import { useNearby } from '@/features/discovery/api/get-nearby';
import { BrowseError } from '@/features/discovery/components/browse-states';
import { FavouritesGrid, NearbyGrid } from '@/features/discovery/components/grid-view';
import { LocationSetup } from '@/features/discovery/components/location-setup';
import { StatsView } from '@/features/discovery/components/stats-view';
import { SwipeView } from '@/features/discovery/components/swipe-view';
import {
  aroundQuery,
  gridQuery,
  type BrowseFilters,
} from '@/features/discovery/lib/browse-filters';

// The map and its library load only when the Map view is opened.
const MapView = lazy(() =>
  import('@/features/discovery/components/map-view').then((m) => ({ default: m.MapView })),
);

const MAP_LIMIT = 100;

function MapSkeleton() {
  return (
    <div className="px-4" aria-busy="true">
      <span className="sr-only">Loading the map...</span>
      <Skeleton className="h-[60dvh] w-full rounded-2xl" />
    </div>
  );
}

function MapPanel({ filters, favourites }: { filters: BrowseFilters; favourites: boolean }) {
  const navigate = useNavigate();
  const nearby = useNearby({ ...aroundQuery(filters), limit: MAP_LIMIT }, !favourites);
  const favs = useFavourites(favourites);
  const query = favourites ? favs : nearby;
  if (query.isPending) return <MapSkeleton />;
  if (query.isError)
    return <BrowseError error={query.error} onRetry={() => void query.refetch()} />;
  const page = favourites ? favs.data : nearby.data?.pages[0];
  if (!page?.origin) return <LocationSetup />;
  return (
    <Suspense fallback={<MapSkeleton />}>
      <MapView
        members={page.members}
        origin={page.origin}
        radiusKm={filters.radiusKm}
        loading={query.isFetching}
        onOpenMember={(id) => void navigate(paths.user.to(id))}
      />
    </Suspense>
  );
}

export interface BrowseViewProps {
  view: DiscoveryView;
  filters: BrowseFilters;
  onFiltersChange: (filters: BrowseFilters) => void;
  /** 'available' puts who is online right now first (the hookup's quick mode). */
  sort?: NearbyQuery['sort'];
  /** My favourites instead of everyone around. */
  favourites?: boolean;
  /** The profile's like and message actions, composed by the page. */
  like: (id: string) => Promise<{ matched: boolean }>;
  onMessage: (id: string) => void;
  messaging?: boolean;
}

/** The profile's like and message actions, composed by the page. */
export type BrowseActions = Pick<BrowseViewProps, 'like' | 'onMessage' | 'messaging'>;

/** One of the four views of who is around, with the filters applied. */
export function BrowseView({
  view,
  filters,
  onFiltersChange,
  sort,
  favourites = false,
  like,
  onMessage,
  messaging,
}: BrowseViewProps) {
  const wider = RADIUS_CHOICES_KM.find((km) => km > filters.radiusKm);
  const onWiden = wider ? () => onFiltersChange({ ...filters, radiusKm: wider }) : undefined;
  const query = { ...aroundQuery(filters), sort };

  if (view === 'stats') return <StatsView query={aroundQuery(filters)} />;
  if (view === 'map') return <MapPanel filters={filters} favourites={favourites} />;
  if (favourites) return <FavouritesGrid />;
  if (view === 'swipe') {
    return (
      <SwipeView
        query={query}
        like={like}
        onMessage={onMessage}
        messaging={messaging}
        onWiden={onWiden}
      />
    );
  }
  return <NearbyGrid query={gridQuery(filters, sort)} onWiden={onWiden} />;
}
