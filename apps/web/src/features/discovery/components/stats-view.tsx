import type { ReactNode } from 'react';
import { Radio, Sparkles, Users } from 'lucide-react';
import type { AroundQuery, StatsBucket } from '@blaze/contracts/discovery';
import { humanise } from '@/lib/humanise';
import { Skeleton } from '@/components/ui/skeleton';
import { useAroundStats } from '@/features/discovery/api/get-around-stats';
import { BrowseError } from '@/features/discovery/components/browse-states';

function Tile({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-zinc-800 bg-zinc-900/70 p-3">
      <span className="text-zinc-400 [&_svg]:size-4">{icon}</span>
      <span className="text-2xl font-black text-zinc-50 tabular-nums">{value}</span>
      <span className="text-xs font-medium text-zinc-400">{label}</span>
    </div>
  );
}

/** One distribution as labelled bars; the share is of the members who filled that field in. */
function Distribution({ title, buckets }: { title: string; buckets: readonly StatsBucket[] }) {
  const total = buckets.reduce((sum, b) => sum + b.count, 0);
  const max = Math.max(1, ...buckets.map((b) => b.count));
  const headingId = `stats-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-zinc-800 bg-zinc-900/40 p-4"
    >
      <h2 id={headingId} className="mb-3 text-sm font-bold text-zinc-100">
        {title}
      </h2>
      {total === 0 ? (
        <p className="text-sm text-zinc-400">Nobody around has said yet.</p>
      ) : (
        <dl className="flex flex-col gap-2">
          {buckets.map((b) => (
            <div
              key={b.value}
              className="grid grid-cols-[6.5rem_1fr_2.5rem] items-center gap-2 text-sm"
            >
              <dt className="truncate text-zinc-300">{humanise(b.value)}</dt>
              <dd className="h-2.5 overflow-hidden rounded-full bg-zinc-800" aria-hidden>
                <div
                  className="h-full rounded-full bg-brand"
                  style={{ width: `${(b.count / max) * 100}%` }}
                />
              </dd>
              <dd className="text-right font-semibold text-zinc-100 tabular-nums">
                {b.count}
                <span className="sr-only"> ({Math.round((b.count / total) * 100)}%)</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** Who is around, in numbers: totals and how they describe themselves. */
export function StatsView({ query }: { query: AroundQuery }) {
  const stats = useAroundStats(query);
  if (stats.isPending) {
    return (
      <div className="flex flex-col gap-3 px-4" aria-busy="true">
        <span className="sr-only">Loading stats...</span>
        <div className="grid grid-cols-3 gap-2.5">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 rounded-2xl" />
          ))}
        </div>
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    );
  }
  if (stats.isError)
    return <BrowseError error={stats.error} onRetry={() => void stats.refetch()} />;
  const s = stats.data;
  return (
    <div className="flex flex-col gap-3 px-4">
      <p className="text-sm text-zinc-400">
        Within {s.radiusKm} km of you, with the filters you chose.
      </p>
      <div className="grid grid-cols-3 gap-2.5">
        <Tile icon={<Users aria-hidden />} label="Around you" value={s.total} />
        <Tile icon={<Radio aria-hidden />} label="Online now" value={s.online} />
        <Tile icon={<Sparkles aria-hidden />} label="New this week" value={s.new} />
      </div>
      <Distribution title="Ages" buckets={s.ages} />
      <Distribution title="Body types" buckets={s.bodyTypes} />
      <Distribution title="Positions" buckets={s.positions} />
      <Distribution title="Looking for" buckets={s.lookingFor} />
    </div>
  );
}
