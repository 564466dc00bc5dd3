import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ChevronDown } from 'lucide-react';
import {
  DISCOVERY_VIEWS,
  HOOKUP_FILTERS,
  HOOKUP_MODES,
  type DiscoveryView,
  type HookupFilter,
  type HookupMode,
} from '@blaze/contracts/discovery';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import { humanise } from '@/lib/humanise';
import { Button } from '@/components/ui/button';
import { ChipNav } from '@/components/ui/chip-nav';
import { BrowseView, type BrowseActions } from '@/features/discovery/components/browse-view';
import { BrowseToolbar } from '@/features/discovery/components/browse-toolbar';
import {
  HOOKUP_MODE_INFO,
  HookupModeSheet,
} from '@/features/discovery/components/hookup-mode-sheet';
import { LocationSetup } from '@/features/discovery/components/location-setup';
import { useBrowseFilters } from '@/features/discovery/lib/use-browse-filters';
import { useFollowDevice } from '@/features/discovery/lib/use-follow-device';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  (list as readonly (string | null)[]).includes(value) ? (value as T) : null;

/**
 * /app/hookup (spec section 2): the mode picker opens on arrival; the mode comes from ?mode=
 * (default grid; 'quick' puts who is available now first: the `quickTop` slot, the men with a live
 * Right Now, above the grid of who is online first); the home strip's stat links arrive with
 * ?filter=nearby|online|favourites|new&view=grid.
 */
export function HookupScreen({
  actions,
  quickTop,
}: {
  actions: BrowseActions;
  /** Shown above the grid in quick mode (the route passes Right Now's 'Available now' row). */
  quickTop?: ReactNode;
}) {
  const { me } = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [chosen, setFilters] = useBrowseFilters();
  const [picking, setPicking] = useState(
    () => !search.has('mode') && !search.has('filter') && !search.has('view'),
  );
  const profile = me?.profile;
  const located = profile?.latitude != null;
  useFollowDevice(profile);
  if (!profile) return null;

  const mode: HookupMode =
    oneOf(HOOKUP_MODES, search.get('mode')) ?? oneOf(DISCOVERY_VIEWS, search.get('view')) ?? 'grid';
  const filter: HookupFilter = oneOf(HOOKUP_FILTERS, search.get('filter')) ?? 'nearby';
  const view: DiscoveryView = mode === 'quick' ? 'grid' : mode;
  const filters = {
    ...chosen,
    onlineOnly: chosen.onlineOnly || filter === 'online',
    newOnly: chosen.newOnly || filter === 'new',
  };
  const favourites = filter === 'favourites';
  const ModeIcon = HOOKUP_MODE_INFO[mode].icon;
  const filterTo = (f: HookupFilter) => {
    const params = new URLSearchParams(search);
    params.set('filter', f);
    return `${paths.hookup.pattern}?${params.toString()}`;
  };

  return (
    <div className="flex flex-col gap-3 pt-4">
      <title>Hookup · Blaze</title>
      <header className="flex items-center justify-between gap-2 px-4">
        <h1 className="text-2xl font-black tracking-tight text-zinc-50">Hookup</h1>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Mode: ${HOOKUP_MODE_INFO[mode].label}. Change`}
          onClick={() => setPicking(true)}
        >
          <ModeIcon aria-hidden />
          {HOOKUP_MODE_INFO[mode].label}
          <ChevronDown aria-hidden />
        </Button>
      </header>
      <ChipNav
        label="Show"
        items={HOOKUP_FILTERS.map((f) => ({
          label: humanise(f),
          to: filterTo(f),
          current: f === filter,
        }))}
      />
      {located || (favourites && view === 'grid') ? (
        <>
          {mode === 'quick' && located && !favourites ? quickTop : null}
          {located ? (
            <BrowseToolbar
              profile={profile}
              filters={chosen}
              onApply={setFilters}
              className="justify-between px-4"
            />
          ) : null}
          <BrowseView
            view={view}
            filters={filters}
            onFiltersChange={setFilters}
            sort={mode === 'quick' ? 'available' : 'distance'}
            favourites={favourites}
            {...actions}
          />
        </>
      ) : (
        <LocationSetup />
      )}
      <HookupModeSheet
        open={picking}
        onOpenChange={setPicking}
        current={mode}
        onChoose={(next) => {
          setPicking(false);
          void navigate(paths.hookup.to({ mode: next }));
        }}
      />
    </div>
  );
}
