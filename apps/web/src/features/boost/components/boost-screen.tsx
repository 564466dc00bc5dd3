import { useCallback } from 'react';
import { Link } from 'react-router';
import { Eye, Rocket, ShoppingBag, TrendingUp } from 'lucide-react';
import type { Boost, BoostStatus } from '@blaze/contracts/boost';
import { BOOST, BOOST_PRODUCT_ID } from '@blaze/contracts/boost';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { useBoostStatus } from '@/features/boost/api/get-boost';
import { useStartBoost } from '@/features/boost/api/start-boost';
import { BoostCountdown } from '@/features/boost/components/boost-countdown';

const MINUTE_MS = 60_000;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

const views = (n: number) => `${n} ${n === 1 ? 'view' : 'views'}`;

/** '+3 views', 'x2.5', 'no change': what a boost brought against the same time before it. */
function gain({ viewsDuring, viewsBefore }: Boost['result']): string {
  if (viewsDuring === viewsBefore) return 'No change';
  if (viewsBefore > 0 && viewsDuring > viewsBefore)
    return `${(viewsDuring / viewsBefore).toFixed(1).replace(/\.0$/, '')}× the views`;
  const d = viewsDuring - viewsBefore;
  return `${d > 0 ? '+' : '−'}${views(Math.abs(d))}`;
}

function Running({
  boost,
  status,
}: {
  boost: Boost;
  status: BoostStatus & { receivedAt: number };
}) {
  const skewMs = Date.parse(status.serverNow) - status.receivedAt;
  const refetch = useBoostStatus().refetch;
  const onEnd = useCallback(() => void refetch(), [refetch]);
  return (
    <Card className="flex flex-col gap-4 p-5" aria-labelledby="boost-running">
      <h2 id="boost-running" className="text-center text-sm font-semibold text-brand-text">
        Your Boost is running
      </h2>
      <BoostCountdown
        endsAt={boost.endsAt}
        skewMs={skewMs}
        totalMs={status.minutes * MINUTE_MS}
        onEnd={onEnd}
      />
      <p className="text-center text-sm text-zinc-300">
        <Eye aria-hidden className="mr-1 inline size-4 align-[-3px]" />
        {views(boost.result.viewsDuring)} so far ({views(boost.result.viewsBefore)} in the same time
        before)
      </p>
    </Card>
  );
}

function Offer({ left }: { left: number }) {
  const start = useStartBoost();
  return (
    <Card className="flex flex-col gap-3 p-5">
      {left > 0 ? (
        <>
          <p className="text-center text-sm text-zinc-300">
            You have {left} {left === 1 ? 'Boost' : 'Boosts'}.
          </p>
          <Button size="lg" block onClick={() => start.mutate()} loading={start.isPending}>
            <Rocket aria-hidden />
            Boost now
          </Button>
        </>
      ) : (
        <>
          <p className="text-center text-sm text-zinc-300">You have no Boost left.</p>
          <Link
            to={paths.checkout.to(BOOST_PRODUCT_ID, paths.boost.to())}
            className={buttonVariants({ size: 'lg', block: true })}
          >
            <ShoppingBag aria-hidden />
            Buy a Boost
          </Link>
          <p className="text-center text-xs text-zinc-400">Blaze Plus includes one Boost a week.</p>
        </>
      )}
      {start.isError ? (
        <p role="alert" className="text-center text-sm text-red-300">
          {friendlyMessage(start.error)}
        </p>
      ) : null}
    </Card>
  );
}

function History({ boosts }: { boosts: Boost[] }) {
  const done = boosts.filter((b) => !b.active);
  if (done.length === 0) return null;
  return (
    <section aria-labelledby="boost-history" className="flex flex-col gap-2">
      <h2 id="boost-history" className="text-sm font-bold text-zinc-200">
        Your last boosts
      </h2>
      <ul className="flex flex-col divide-y divide-zinc-800 rounded-2xl bg-zinc-900/70 ring-1 ring-zinc-800/80">
        {done.map((b) => (
          <li key={b.id} className="flex items-center gap-3 px-4 py-3">
            <TrendingUp aria-hidden className="size-5 shrink-0 text-brand-text" />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-zinc-100">{when(b.startedAt)}</p>
              <p className="text-xs text-zinc-400">
                {views(b.result.viewsDuring)} during · {views(b.result.viewsBefore)} in the{' '}
                {BOOST.minutes} minutes before
              </p>
            </div>
            <span className="shrink-0 text-xs font-semibold text-zinc-200">{gain(b.result)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /app/boost (issue 15): what Boost does, 'Boost now' with a Boost he has (else Buy, to the checkout),
 * a live countdown while it runs, and what his last boosts brought (views during against before).
 */
export function BoostScreen() {
  const status = useBoostStatus();
  const data = status.data ? { ...status.data, receivedAt: status.dataUpdatedAt } : null;
  return (
    <section aria-labelledby="boost-title" className="flex flex-col gap-5 px-4 pt-4 pb-8">
      <header className="flex flex-col items-center gap-2 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand/15 text-brand-text ring-1 ring-brand/30">
          <Rocket aria-hidden className="size-7" />
        </span>
        <h1 id="boost-title" className="text-2xl font-bold text-zinc-50">
          Boost
        </h1>
        <p className="max-w-sm text-sm leading-relaxed text-zinc-400">
          For {BOOST.minutes} minutes you are at the top of the grid and the nearby lists of the men
          around you. Distances stay rounded as always; afterwards you see how many more views it
          brought.
        </p>
      </header>
      {status.isPending ? (
        <Skeleton className="h-40 w-full rounded-2xl" />
      ) : status.isError || !data ? (
        <LoadFailed
          icon={<Rocket aria-hidden />}
          title="Couldn't load your Boost"
          error={status.error}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <>
          {data.current ? (
            <Running boost={data.current} status={data} />
          ) : (
            <Offer left={data.left} />
          )}
          <History boosts={data.recent} />
          <Link
            to={paths.viewedMe.to()}
            className={buttonVariants({ variant: 'link', className: 'self-center' })}
          >
            <Eye aria-hidden />
            See who viewed you
          </Link>
        </>
      )}
    </section>
  );
}
