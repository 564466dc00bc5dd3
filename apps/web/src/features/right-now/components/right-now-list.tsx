import { useEffect, useState } from 'react';
import { Zap } from 'lucide-react';
import { AGE_BANDS } from '@blaze/contracts/discovery';
import type { RightNowQuery } from '@blaze/contracts/right-now';
import { friendlyMessage } from '@/lib/api-client';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useRightNow } from '@/features/right-now/api/get-right-now';
import { RightNowCard } from '@/features/right-now/components/right-now-card';

const ANY = 'any';

/** A minute's tick: the cards' 'min left' follow the clock without a refetch. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Who is available now near me, nearest first (rounded distances only), with an age filter. */
export function RightNowList() {
  const [band, setBand] = useState<string>(ANY);
  const chosen = AGE_BANDS.find((b) => b.label === band);
  const filters: RightNowQuery = chosen ? { minAge: chosen.min, maxAge: chosen.max } : {};
  const list = useRightNow(filters);
  const now = useMinuteClock();
  const posts = list.data?.posts.filter((p) => new Date(p.endsAt).getTime() > now) ?? [];

  return (
    <section aria-labelledby="right-now-near" className="flex flex-col gap-3">
      <div className="flex items-end justify-between gap-3">
        <h2 id="right-now-near" className="text-lg font-bold text-zinc-50">
          Available now near you
        </h2>
        <label className="flex flex-col gap-1 text-xs text-zinc-400">
          Age
          <Select
            value={band}
            onChange={(event) => setBand(event.target.value)}
            className="h-10 w-28 text-sm"
          >
            <option value={ANY}>Any age</option>
            {AGE_BANDS.map((b) => (
              <option key={b.label} value={b.label}>
                {b.label}
              </option>
            ))}
          </Select>
        </label>
      </div>
      {list.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28 rounded-2xl" />
          ))}
        </div>
      ) : list.error ? (
        <EmptyState icon={<Zap aria-hidden />} title="Couldn't load who is available">
          {friendlyMessage(list.error)}
        </EmptyState>
      ) : posts.length === 0 ? (
        <EmptyState icon={<Zap aria-hidden />} title="Nobody is available right now">
          {chosen
            ? `No one aged ${chosen.label} near you has posted Right Now. Try another age.`
            : 'No one near you has posted Right Now in the last hour. Be the first: post yours.'}
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {posts.map((post) => (
            <li key={post.id}>
              <RightNowCard post={post} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
