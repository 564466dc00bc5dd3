import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import type { ActivityItem } from '@blaze/contracts/activity';
import { friendlyMessage } from '@/lib/api-client';
import { memberName } from '@/lib/member-name';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/ui/avatar';
import { useActivity } from '@/features/activity/api/get-activity';
import { useMarkActivityRead } from '@/features/activity/api/mark-activity-read';
import {
  activityStandsAlone,
  activityTarget,
  activityText,
  ago,
} from '@/features/activity/components/activity-text';

function ActivityRow({ item }: { item: ActivityItem }) {
  const name = memberName(item.actor);
  const preview = item.comment?.text || item.post?.text;
  return (
    <li>
      <Link
        to={activityTarget(item)}
        className={cn(
          'flex items-start gap-3 px-4 py-3 transition-colors hover:bg-zinc-900',
          !item.read && 'bg-brand/10',
        )}
      >
        <UserAvatar src={item.actor.avatarUrl} name={name} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="text-sm text-zinc-200">
            {activityStandsAlone(item) ? (
              activityText(item)
            ) : (
              <>
                <span className="font-semibold text-zinc-50">{name}</span> {activityText(item)}
              </>
            )}
          </p>
          {preview ? <p className="mt-0.5 truncate text-sm text-zinc-400">{preview}</p> : null}
        </div>
        <span className="shrink-0 text-xs text-zinc-400">{ago(item.createdAt)}</span>
        {item.read ? null : (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand">
            <span className="sr-only">Unread</span>
          </span>
        )}
      </Link>
    </li>
  );
}

/**
 * The activity list (issue 14): likes and comments on my posts, new followers, mentions, story
 * replies and matches, newest first. Opening it marks everything up to the newest item read; what was
 * new keeps its styling until he comes back.
 */
export function ActivityScreen({ notices }: { notices?: ReactNode } = {}) {
  const activity = useActivity();
  const markRead = useMarkActivityRead();
  const items = activity.data?.pages.flatMap((p) => p.items) ?? [];
  const newest = items[0]?.id;
  const anyUnread = items.some((i) => !i.read);
  const marked = useRef<string | null>(null);
  const mark = markRead.mutate;

  useEffect(() => {
    if (!anyUnread || !newest || marked.current === newest) return;
    marked.current = newest;
    mark(newest);
  }, [newest, anyUnread, mark]);

  return (
    <section aria-labelledby="activity-title" className="pb-6">
      <h1 id="activity-title" className="px-4 pt-4 pb-2 text-xl font-bold text-zinc-50">
        Activity
      </h1>
      {notices}
      {activity.isPending ? (
        <ul aria-label="Loading activity" className="space-y-3 px-4 pt-2">
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i} className="flex items-center gap-3">
              <Skeleton className="size-9 rounded-full" />
              <Skeleton className="h-4 flex-1" />
            </li>
          ))}
        </ul>
      ) : activity.isError ? (
        <EmptyState
          icon={<Bell aria-hidden />}
          title="Couldn't load your activity"
          actions={
            <Button variant="secondary" onClick={() => void activity.refetch()}>
              Try again
            </Button>
          }
        >
          {friendlyMessage(activity.error)}
        </EmptyState>
      ) : items.length === 0 ? (
        <EmptyState icon={<Bell aria-hidden />} title="No activity yet">
          Likes and comments on your posts, new followers, mentions, matches and news of events you
          answered show up here.
        </EmptyState>
      ) : (
        <>
          <ul aria-label="Activity" className="divide-y divide-zinc-900">
            {items.map((item) => (
              <ActivityRow key={item.id} item={item} />
            ))}
          </ul>
          {activity.hasNextPage ? (
            <div className="flex justify-center pt-4">
              <Button
                variant="secondary"
                onClick={() => void activity.fetchNextPage()}
                disabled={activity.isFetchingNextPage}
              >
                {activity.isFetchingNextPage ? 'Loading...' : 'Load More'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
