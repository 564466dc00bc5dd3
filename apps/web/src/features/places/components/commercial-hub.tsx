import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Briefcase,
  CalendarDays,
  ChevronRight,
  Map as MapIcon,
  MapPin,
  MapPinCheck,
  ShoppingBag,
} from 'lucide-react';
import { paths } from '@/config/paths';
import { LoadFailed } from '@/components/load-failed';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useVenues } from '@/features/places/api/get-venues';
import { MyCheckInCard } from '@/features/places/components/check-in-panel';
import { VenueCard } from '@/features/places/components/venue-card';

const HUB_VENUES = 5;

function Section({ title, to, children }: { title: string; to?: string; children: ReactNode }) {
  const id = `hub-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h2 id={id} className="text-lg font-bold text-zinc-50">
          {title}
        </h2>
        {to ? (
          <Link
            to={to}
            className="flex min-h-11 items-center gap-0.5 text-sm font-semibold text-brand-text"
          >
            See all
            <ChevronRight aria-hidden className="size-4" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function NearbyVenues() {
  const venues = useVenues({});
  if (venues.isPending)
    return (
      <div className="flex flex-col gap-2">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
      </div>
    );
  if (venues.error)
    return (
      <LoadFailed
        icon={<MapPin aria-hidden />}
        title="Places didn't load"
        error={venues.error}
        onRetry={() => void venues.refetch()}
      />
    );
  const list = venues.data.pages[0]?.venues.slice(0, HUB_VENUES) ?? [];
  if (list.length === 0)
    return (
      <EmptyState icon={<MapPin aria-hidden />} title="No places here yet">
        Venues near you show up here once businesses add them.
      </EmptyState>
    );
  return (
    <ul aria-label="Venues near you" className="flex flex-col gap-2">
      {list.map((v) => (
        <li key={v.id}>
          <VenueCard venue={v} />
        </li>
      ))}
    </ul>
  );
}

const ACTIONS = [
  { label: 'Check in', to: paths.places.to('checkin'), icon: MapPinCheck },
  { label: 'Map', to: `${paths.places.to()}?view=map`, icon: MapIcon },
  { label: 'Events', to: paths.events.to(), icon: CalendarDays },
  { label: 'Marketplace', to: paths.marketplace.to(), icon: ShoppingBag },
  { label: 'Business', to: paths.business.to(), icon: Briefcase },
] as const;

/**
 * /app/commercial, the Places tab: venues near me, my check-in, and what the route puts in the slots
 * (events near me, service providers near me, sponsored offers), each from its own feature.
 */
export function CommercialHub({
  events,
  services,
  offers,
}: {
  events?: ReactNode;
  services?: ReactNode;
  offers?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6 px-4 pt-4 pb-8">
      <header>
        <h1 className="text-2xl font-black tracking-tight text-zinc-50">Places</h1>
        <p className="text-sm text-zinc-400">Venues, events and more near you.</p>
      </header>
      <nav aria-label="Places actions" className="grid grid-cols-3 gap-2">
        {ACTIONS.map(({ label, to, icon: Icon }) => (
          <Link
            key={label}
            to={to}
            className="flex min-h-16 flex-col items-center justify-center gap-1 rounded-2xl bg-zinc-900 text-sm font-semibold text-zinc-100 ring-1 ring-zinc-800 hover:bg-zinc-800"
          >
            <Icon aria-hidden className="size-5 text-brand-text" />
            {label}
          </Link>
        ))}
      </nav>
      <MyCheckInCard />
      {offers}
      <Section title="Venues near you" to={paths.places.to()}>
        <NearbyVenues />
      </Section>
      {events}
      {services}
    </div>
  );
}
