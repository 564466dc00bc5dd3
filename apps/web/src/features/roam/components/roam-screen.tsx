import { useState } from 'react';
import { Compass, Crown, MapPin, Search, Ticket } from 'lucide-react';
import type { City } from '@blaze/contracts/catalogues';
import type { RoamState } from '@blaze/contracts/roam';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/load-failed';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useRoamState } from '@/features/roam/api/get-roam-state';
import { CurrentRoam } from '@/features/roam/components/current-roam';
import { RoamSheet } from '@/features/roam/components/roam-sheet';
import { matchCities } from '@/features/roam/lib/roam-text';

function Allowance({ state }: { state: RoamState }) {
  const { unlimited, left } = state.allowance;
  const [Icon, text] = unlimited
    ? [Crown, 'Blaze Plus: roam as often as you like']
    : left > 0
      ? [Ticket, `${left} Roam ${left === 1 ? 'pass' : 'passes'} left`]
      : [Ticket, 'No Roam pass yet: Explore is free'];
  return (
    <p className="mx-4 flex items-center gap-2 text-sm text-zinc-400" data-testid="roam-allowance">
      <Icon aria-hidden className="size-4 text-brand-text" />
      {text}
    </p>
  );
}

function CityRow({
  city,
  isHome,
  roaming,
  onExplore,
  onRoam,
}: {
  city: City;
  isHome: boolean;
  roaming: boolean;
  onExplore: () => void;
  onRoam: () => void;
}) {
  return (
    <li className="flex items-center gap-2 px-4 py-2">
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-zinc-100">{city.name}</p>
        <p className="truncate text-xs text-zinc-400">
          {isHome ? (
            <span className="inline-flex items-center gap-1 text-brand-text">
              <MapPin aria-hidden className="size-3" /> You&apos;re here
            </span>
          ) : (
            city.country
          )}
        </p>
      </div>
      <Button variant="secondary" size="sm" aria-label={`Explore ${city.name}`} onClick={onExplore}>
        <Compass aria-hidden />
        Explore
      </Button>
      {isHome ? null : (
        <Button
          size="sm"
          aria-label={`Roam here in ${city.name}`}
          disabled={roaming}
          onClick={onRoam}
        >
          Roam here
        </Button>
      )}
    </li>
  );
}

/**
 * /app/roam (issue 15): my current roam with its time left, and the city list: 'Explore' to look at a
 * city without showing there, 'Roam here' to show there with 'Visiting from ...' (decision 022).
 */
export function RoamScreen({
  onExplore,
  onRoamChanged,
}: {
  onExplore: (city: string) => void;
  onRoamChanged?: () => void;
}) {
  const roam = useRoamState();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<City | null>(null);
  const cities = matchCities(query);

  return (
    <div className="flex flex-col gap-4 pt-4 pb-8">
      <title>Roam · Blaze</title>
      <header className="flex flex-col gap-1 px-4">
        <h1 className="text-2xl font-black tracking-tight text-zinc-50">Roam</h1>
        <p className="text-sm text-zinc-400">
          Travelling soon? Explore a city for free, or roam there to meet guys before you land.
        </p>
      </header>
      {roam.isPending ? (
        <div className="flex flex-col gap-3 px-4" aria-busy="true">
          <span className="sr-only">Loading...</span>
          <Skeleton className="h-24 w-full rounded-2xl" />
          <Skeleton className="h-12 w-full rounded-xl" />
        </div>
      ) : roam.isError ? (
        <LoadFailed
          icon={<Compass aria-hidden />}
          title="We couldn't load Roam"
          error={roam.error}
          onRetry={() => void roam.refetch()}
        />
      ) : (
        <>
          {roam.data.current ? (
            <CurrentRoam roam={roam.data.current} onChanged={onRoamChanged} />
          ) : null}
          {roam.data.current &&
          !roam.data.allowance.unlimited &&
          roam.data.allowance.left === 0 ? null : (
            <Allowance state={roam.data} />
          )}
          <div className="relative mx-4">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-zinc-500"
            />
            <Input
              type="search"
              aria-label="Search cities"
              placeholder="Search cities"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              className="pl-10"
            />
          </div>
          {cities.length === 0 ? (
            <p className="px-4 text-sm text-zinc-400">No city on our list matches that.</p>
          ) : (
            <ul aria-label="Cities" className="flex flex-col divide-y divide-zinc-900">
              {cities.map((city) => (
                <CityRow
                  key={city.name}
                  city={city}
                  isHome={city.name === roam.data.homeCity}
                  roaming={roam.data.current !== null}
                  onExplore={() => onExplore(city.name)}
                  onRoam={() => setPicked(city)}
                />
              ))}
            </ul>
          )}
          <RoamSheet
            city={picked}
            state={roam.data}
            onClose={() => setPicked(null)}
            onChanged={onRoamChanged}
          />
        </>
      )}
    </div>
  );
}
