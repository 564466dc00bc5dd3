import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { BarChart3, Grid3x3, GalleryVerticalEnd, Map } from 'lucide-react';
import { DISCOVERY_VIEWS, type DiscoveryView } from '@blaze/contracts/discovery';
import { useSession } from '@/lib/auth';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BrowseView, type BrowseActions } from '@/features/discovery/components/browse-view';
import { BrowseToolbar } from '@/features/discovery/components/browse-toolbar';
import { LocationSetup } from '@/features/discovery/components/location-setup';
import { useBrowseFilters } from '@/features/discovery/lib/use-browse-filters';
import { useFollowDevice } from '@/features/discovery/lib/use-follow-device';

const VIEW_TABS: Record<DiscoveryView, { label: string; icon: typeof Grid3x3 }> = {
  grid: { label: 'Grid', icon: Grid3x3 },
  swipe: { label: 'Swipe', icon: GalleryVerticalEnd },
  map: { label: 'Map', icon: Map },
  stats: { label: 'Stats', icon: BarChart3 },
};

function isView(value: string | null): value is DiscoveryView {
  return (DISCOVERY_VIEWS as readonly (string | null)[]).includes(value);
}

/** /discovery: who is around, as a grid, a swipe deck, a map or numbers (spec section 2). */
export function DiscoveryScreen({
  actions,
  notice,
}: {
  actions: BrowseActions;
  /** A line under the heading, composed by the page (his roam: where the lists are measured from). */
  notice?: ReactNode;
}) {
  const { me } = useSession();
  const [search, setSearch] = useSearchParams();
  const [filters, setFilters] = useBrowseFilters();
  const profile = me?.profile;
  const located = profile?.latitude != null;
  useFollowDevice(profile);
  if (!profile) return null;

  const param = search.get('view');
  const view: DiscoveryView = isView(param) ? param : 'grid';
  const setView = (next: string) => {
    const params = new URLSearchParams(search);
    params.set('view', next);
    setSearch(params);
  };

  return (
    <div className="flex flex-col gap-3 pt-4">
      <title>Discover · Blaze</title>
      <header className="flex items-center justify-between gap-2 px-4">
        <h1 className="text-2xl font-black tracking-tight text-zinc-50">Discover</h1>
        {located ? (
          <BrowseToolbar profile={profile} filters={filters} onApply={setFilters} />
        ) : null}
      </header>
      {notice}
      {located ? (
        <Tabs value={view} onValueChange={setView} className="flex flex-col gap-3">
          <TabsList aria-label="View" className="mx-4">
            {DISCOVERY_VIEWS.map((v) => {
              const Icon = VIEW_TABS[v].icon;
              return (
                <TabsTrigger key={v} value={v}>
                  <Icon aria-hidden />
                  {VIEW_TABS[v].label}
                </TabsTrigger>
              );
            })}
          </TabsList>
          {DISCOVERY_VIEWS.map((v) => (
            <TabsContent key={v} value={v}>
              {v === view ? (
                <BrowseView view={v} filters={filters} onFiltersChange={setFilters} {...actions} />
              ) : null}
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        <LocationSetup />
      )}
    </div>
  );
}
