import { Link } from 'react-router';
import { Flame, Heart, MapPin, PartyPopper, Radio, Sparkles, type LucideIcon } from 'lucide-react';
import {
  STAT_CATEGORIES,
  type DashboardSummary,
  type StatCategory,
} from '@blaze/contracts/dashboard';
import { paths } from '@/config/paths';
import { STAT_TILE_WIDTH_PX } from '@blaze/contracts/constants';
import { cn } from '@/lib/cn';
import { Skeleton } from '@/components/ui/skeleton';

const STATS: Record<StatCategory, { label: string; icon: LucideIcon; to: string; tint: string }> = {
  nearby: {
    label: 'Nearby',
    icon: MapPin,
    to: paths.hookup.to({ filter: 'nearby', view: 'grid' }),
    tint: 'text-sky-300 bg-sky-400/10',
  },
  online: {
    label: 'Online',
    icon: Radio,
    to: paths.hookup.to({ filter: 'online', view: 'grid' }),
    tint: 'text-emerald-300 bg-emerald-400/10',
  },
  favourites: {
    label: 'Favourites',
    icon: Heart,
    to: paths.hookup.to({ filter: 'favourites', view: 'grid' }),
    tint: 'text-rose-300 bg-rose-400/10',
  },
  new: {
    label: 'New',
    icon: Sparkles,
    to: paths.hookup.to({ filter: 'new', view: 'grid' }),
    tint: 'text-violet-300 bg-violet-400/10',
  },
  parties: {
    label: 'Parties',
    icon: PartyPopper,
    to: paths.events.to('party'),
    tint: 'text-amber-300 bg-amber-400/10',
  },
  hotties: {
    label: 'Hotties',
    icon: Flame,
    to: paths.discovery.to(),
    tint: 'text-orange-300 bg-orange-400/10',
  },
};

function formatCount(count: number): string {
  if (count >= 10_000) return `${Math.round(count / 1000)}k`;
  if (count >= 1_000) return `${(count / 1000).toFixed(1).replace(/\.0$/, '')}k`;
  return String(count);
}

interface StatBarProps {
  counts: DashboardSummary['counts'] | undefined;
  loading: boolean;
}

/** spec section 2, home strip: six 90 px tiles that open their category. */
export function StatBar({ counts, loading }: StatBarProps) {
  return (
    <nav aria-label="Browse by category" className="pt-4">
      <ul className="scrollbar-none relative flex gap-2.5 overflow-x-auto px-4 pb-1">
        {STAT_CATEGORIES.map((category) => {
          const stat = STATS[category];
          const Icon = stat.icon;
          const count = counts ? counts[category] : undefined;
          return (
            <li key={category} className="shrink-0" style={{ width: STAT_TILE_WIDTH_PX }}>
              <Link
                to={stat.to}
                className="flex h-full flex-col gap-2 rounded-2xl border border-zinc-800 bg-zinc-900/70 p-3 transition-colors hover:border-zinc-700 hover:bg-zinc-900"
              >
                <span
                  className={cn('flex size-8 items-center justify-center rounded-xl', stat.tint)}
                >
                  <Icon aria-hidden className="size-4" />
                </span>
                {loading ? (
                  <Skeleton className="h-6 w-10 rounded-md" />
                ) : count === null || count === undefined ? (
                  <span className="text-xl leading-6 font-black text-zinc-400">
                    <span aria-hidden>—</span>
                    <span className="sr-only">not available yet</span>
                  </span>
                ) : (
                  <span className="text-xl leading-6 font-black text-zinc-50 tabular-nums">
                    {formatCount(count)}
                  </span>
                )}
                <span className="text-xs font-medium text-zinc-400">{stat.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
