import { Link } from 'react-router';
import { Crown, Eye, Lock } from 'lucide-react';
import type { ProfileViewer } from '@blaze/contracts/viewed-me';
import { PLUS_PRODUCT_ID } from '@blaze/contracts/viewed-me';
import { paths } from '@/config/paths';
import { memberName } from '@/lib/member-name';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/ui/avatar';
import { useViewedMe } from '@/features/viewed-me/api/get-viewed-me';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'just now', '5 min ago', '3 h ago', '2 days ago'. */
export function viewedAgo(iso: string, now = Date.now()): string {
  const t = Math.max(0, now - Date.parse(iso));
  if (t < MINUTE) return 'just now';
  if (t < HOUR) return `${Math.floor(t / MINUTE)} min ago`;
  if (t < DAY) return `${Math.floor(t / HOUR)} h ago`;
  const days = Math.floor(t / DAY);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

function ViewerRow({ viewer }: { viewer: ProfileViewer }) {
  const name = memberName(viewer.member);
  return (
    <li>
      <Link
        to={paths.user.to(viewer.member.id)}
        className="flex items-center gap-3 px-4 py-3 transition-colors hover:bg-zinc-900"
      >
        <UserAvatar src={viewer.member.avatarUrl} name={name} size="md" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-zinc-50">
            {name}
            {viewer.member.age ? (
              <span className="font-normal text-zinc-300"> {viewer.member.age}</span>
            ) : null}
          </p>
          <p className="truncate text-xs text-zinc-400">
            {[viewer.member.city, viewer.views > 1 ? `${viewer.views} views` : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <span className="shrink-0 text-xs text-zinc-400">{viewedAgo(viewer.viewedAt)}</span>
      </Link>
    </li>
  );
}

/** The viewers he cannot see without Plus: blurred shapes (no data behind them) and the offer. */
function MoreWithPlus({ count }: { count: number }) {
  return (
    <li>
      <Link
        to={paths.checkout.to(PLUS_PRODUCT_ID, paths.viewedMe.to())}
        className="flex items-center gap-3 px-4 py-3 transition-colors hover:bg-zinc-900"
      >
        <span aria-hidden className="flex -space-x-3">
          {Array.from({ length: Math.min(3, count) }, (_, i) => (
            <span
              key={i}
              className="size-11 rounded-full bg-linear-to-br from-zinc-600 to-zinc-800 ring-2 ring-zinc-950 blur-[3px]"
            />
          ))}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-zinc-50">
            {count} more with Plus
            <Lock aria-hidden className="ml-1.5 inline size-3.5 align-[-2px] text-zinc-400" />
          </p>
          <p className="text-xs text-zinc-400">See everyone who viewed you with Blaze Plus.</p>
        </div>
        <span className={buttonVariants({ size: 'sm' })}>
          <Crown aria-hidden />
          Get Plus
        </span>
      </Link>
    </li>
  );
}

/**
 * /app/viewed-me (issue 15): who opened my profile in the last 7 days. The most recent viewer for
 * everyone; all of them with Plus, else a blurred 'N more with Plus' row to the checkout.
 */
export function ViewedMeScreen() {
  const viewed = useViewedMe();
  const data = viewed.data;
  return (
    <section aria-labelledby="viewed-me-title" className="pb-8">
      <header className="px-4 pt-4 pb-3">
        <h1 id="viewed-me-title" className="text-xl font-bold text-zinc-50">
          Viewed Me
        </h1>
        <p className="text-sm text-zinc-400">
          Who looked at your profile in the last {data?.days ?? 7} days.
        </p>
      </header>
      {viewed.isPending ? (
        <ul aria-label="Loading viewers" className="space-y-3 px-4 pt-2">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="flex items-center gap-3">
              <Skeleton className="size-11 rounded-full" />
              <Skeleton className="h-4 flex-1" />
            </li>
          ))}
        </ul>
      ) : viewed.isError || !data ? (
        <LoadFailed
          icon={<Eye aria-hidden />}
          title="Couldn't load who viewed you"
          error={viewed.error}
          onRetry={() => void viewed.refetch()}
        />
      ) : data.total === 0 ? (
        <EmptyState
          icon={<Eye aria-hidden />}
          title="No views yet"
          actions={
            <Link to={paths.boost.to()} className={buttonVariants({ variant: 'secondary' })}>
              Boost your profile
            </Link>
          }
        >
          When someone opens your profile, he shows up here.
        </EmptyState>
      ) : (
        <ul aria-label="Viewers" className="divide-y divide-zinc-900">
          {data.viewers.map((v) => (
            <ViewerRow key={v.member.id} viewer={v} />
          ))}
          {data.hiddenCount > 0 ? <MoreWithPlus count={data.hiddenCount} /> : null}
        </ul>
      )}
    </section>
  );
}
