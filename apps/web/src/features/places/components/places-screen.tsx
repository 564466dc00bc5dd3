import { lazy, Suspense, useCallback, useMemo, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { List, Map as MapIcon, MapPin, MapPinCheck, Search } from 'lucide-react';
import {
  PLACES_RADIUS_MAX_KM,
  VENUE_CATEGORIES,
  VENUE_CATEGORY_LABELS,
  type VenueCategory,
} from '@blaze/contracts/places';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useVenues } from '@/features/places/api/get-venues';
import { CheckInPanel } from '@/features/places/components/check-in-panel';
import { VenueCard } from '@/features/places/components/venue-card';

const VenueMap = lazy(() =>
  import('@/features/places/components/venue-map').then((m) => ({ default: m.VenueMap })),
);

const RADII = [1, 5, 25, PLACES_RADIUS_MAX_KM] as const;
const isCategory = (c: string | null): c is VenueCategory =>
  c !== null && (VENUE_CATEGORIES as readonly string[]).includes(c);

/** The list's filters live in the address, so a link or Back keeps them. */
function useFilters() {
  const [search, setSearch] = useSearchParams();
  const category = search.get('category');
  const radius = Number(search.get('radius'));
  const filters = {
    q: search.get('q') ?? '',
    category: isCategory(category) ? category : undefined,
    openNow: search.get('open') === '1' ? ('true' as const) : undefined,
    radiusKm: (RADII as readonly number[]).includes(radius) ? radius : undefined,
  };
  const set = (key: string, value: string | null) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return {
    filters,
    view: search.get('view') === 'map' ? ('map' as const) : ('list' as const),
    checkIn: search.get('action') === 'checkin',
    set,
  };
}

/**
 * /app/places: venues near me as a list or on the map, with search and filters (category, open now,
 * distance); `?action=checkin` opens the check-in (venues within 500 m). Without a location the list
 * is by name, and the check-in asks for one (discovery's location setup, from the route).
 */
export function PlacesScreen({ locationSetup }: { locationSetup: ReactNode }) {
  const { filters, view, checkIn, set } = useFilters();
  const { me } = useSession();
  const located = me?.profile?.latitude != null;
  const navigate = useNavigate();
  const query = {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.openNow ? { openNow: filters.openNow } : {}),
    ...(filters.radiusKm ? { radiusKm: filters.radiusKm } : {}),
  };
  const venues = useVenues(query);
  const list = useMemo(() => venues.data?.pages.flatMap((p) => p.venues) ?? [], [venues.data]);
  const openVenue = useCallback((id: string) => void navigate(paths.venue.to(id)), [navigate]);

  return (
    <div className="flex flex-col gap-4 px-4 pt-4 pb-8">
      <header className="flex items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-black tracking-tight text-zinc-50">Places</h1>
          <p className="text-sm text-zinc-400">Bars, clubs, saunas and more near you.</p>
        </div>
        {checkIn ? null : (
          <Button asChild size="sm">
            <Link to={paths.places.to('checkin')}>
              <MapPinCheck aria-hidden />
              Check in
            </Link>
          </Button>
        )}
      </header>

      {checkIn ? located ? <CheckInPanel /> : locationSetup : null}

      <form
        role="search"
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const q = new FormData(e.currentTarget).get('q');
          set('q', typeof q === 'string' && q.trim() ? q.trim() : null);
        }}
      >
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
          />
          <Input
            type="search"
            aria-label="Search places by name, city or tag"
            placeholder="Search by name, city or tag"
            maxLength={80}
            name="q"
            defaultValue={filters.q}
            onBlur={(e) => set('q', e.target.value.trim() || null)}
            className="pl-9"
          />
        </div>
        <div className="grid grid-cols-2 gap-2">
          <div className="flex flex-col gap-1">
            <Label htmlFor="places-category">Category</Label>
            <Select
              id="places-category"
              value={filters.category ?? ''}
              onChange={(e) => set('category', e.target.value || null)}
            >
              <option value="">All kinds</option>
              {VENUE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {VENUE_CATEGORY_LABELS[c]}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="places-radius">Distance</Label>
            <Select
              id="places-radius"
              value={filters.radiusKm ?? ''}
              disabled={!located}
              onChange={(e) => set('radius', e.target.value || null)}
            >
              <option value="">Any distance</option>
              {RADII.map((r) => (
                <option key={r} value={r}>
                  Within {r} km
                </option>
              ))}
            </Select>
          </div>
        </div>
        <div className="flex items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <Switch
              id="places-open-now"
              checked={filters.openNow === 'true'}
              onCheckedChange={(on) => set('open', on ? '1' : null)}
            />
            <Label htmlFor="places-open-now">Open now</Label>
          </div>
          <div role="group" aria-label="Show as" className="flex gap-1 rounded-xl bg-zinc-900 p-1">
            {(
              [
                ['list', 'List', List],
                ['map', 'Map', MapIcon],
              ] as const
            ).map(([id, label, Icon]) => (
              <button
                key={id}
                type="button"
                aria-pressed={view === id}
                onClick={() => set('view', id === 'map' ? 'map' : null)}
                className={cn(
                  'flex min-h-9 cursor-pointer items-center gap-1.5 rounded-lg px-3 text-sm font-semibold',
                  view === id ? 'bg-zinc-700 text-zinc-50' : 'text-zinc-300 hover:text-zinc-50',
                )}
              >
                <Icon aria-hidden className="size-4" />
                {label}
              </button>
            ))}
          </div>
        </div>
      </form>

      {!located ? (
        <p className="rounded-xl bg-zinc-900 p-3 text-sm text-zinc-300">
          Share your location to see the nearest places first; until then they are listed by name.
        </p>
      ) : null}

      {venues.isPending ? (
        <div className="flex flex-col gap-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 rounded-2xl" />
          ))}
        </div>
      ) : venues.error ? (
        <LoadFailed
          icon={<MapPin aria-hidden />}
          title="Places didn't load"
          error={venues.error}
          onRetry={() => void venues.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState icon={<MapPin aria-hidden />} title="No places match">
          Try another search, a wider distance or switch off Open now.
        </EmptyState>
      ) : view === 'map' ? (
        <Suspense fallback={<Skeleton className="h-[60dvh] rounded-2xl" />}>
          <VenueMap venues={list} onOpenVenue={openVenue} />
        </Suspense>
      ) : (
        <ul aria-label="Places" className="flex flex-col gap-2">
          {list.map((v) => (
            <li key={v.id}>
              <VenueCard venue={v} />
            </li>
          ))}
        </ul>
      )}
      {venues.hasNextPage ? (
        <Button
          variant="secondary"
          loading={venues.isFetchingNextPage}
          onClick={() => void venues.fetchNextPage()}
        >
          Show more places
        </Button>
      ) : null}
    </div>
  );
}
