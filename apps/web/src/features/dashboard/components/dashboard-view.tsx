import type { ReactNode } from 'react';
import { RefreshCw, Sparkles, TriangleAlert } from 'lucide-react';
import { friendlyMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDashboard } from '@/features/dashboard/api/get-dashboard';
import { FeedEmptyState } from '@/features/dashboard/components/feed-empty-state';
import { MemberGrid } from '@/features/dashboard/components/member-grid';
import { SearchBar } from '@/features/dashboard/components/search-bar';
import { StatBar } from '@/features/dashboard/components/stat-bar';

const FEED_TABS = [
  { value: 'feed', label: 'Feed' },
  { value: 'trending', label: 'Trending' },
  { value: 'following', label: 'Following' },
  { value: 'liked', label: 'Liked' },
] as const;

function DashboardError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="mx-4 mt-4 flex flex-col items-center gap-3 rounded-2xl border border-red-500/25 bg-red-500/10 px-5 py-6 text-center"
    >
      <TriangleAlert aria-hidden className="size-7 text-red-300" />
      <div>
        <p className="font-bold text-zinc-50">We couldn't load your dashboard</p>
        <p className="mt-1 text-sm text-zinc-300">{message}</p>
      </div>
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        {retrying ? null : <RefreshCw aria-hidden />}
        Retry
      </Button>
    </div>
  );
}

/**
 * /dashboard: search, stories, stat bar, then the Feed / Trending / Following / Liked tabs.
 * The member never sees himself in the grids (the stories row, a slot, shows his own ring first).
 */
export function DashboardView({
  viewerId,
  storiesRow,
}: {
  viewerId: string;
  /** The home strip's stories row ('Add Story' and the rings), from the stories feature. */
  storiesRow: ReactNode;
}) {
  const dashboard = useDashboard();
  const loading = dashboard.isPending;
  const data = dashboard.data;
  const onlineNow = data?.onlineNow.filter((member) => member.id !== viewerId);
  const newMembers = data?.newMembers.filter((member) => member.id !== viewerId);

  return (
    <div className="pb-6">
      <h1 className="sr-only">Dashboard</h1>
      <SearchBar />
      {storiesRow}
      <StatBar counts={data?.counts} loading={loading} />
      {dashboard.isError && !data ? (
        <DashboardError
          message={friendlyMessage(dashboard.error)}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : null}

      <Tabs look="underline" defaultValue="feed" className="mt-5">
        <TabsList
          aria-label="Feed"
          className="sticky top-[calc(var(--shell-top)+4rem)] z-20 bg-zinc-950/90 px-2 backdrop-blur-xl"
        >
          {FEED_TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="feed" className="flex flex-col gap-7 pt-5">
          {dashboard.isError && !data ? null : (
            <>
              <MemberGrid
                title="Online now"
                icon={<span aria-hidden className="size-2.5 rounded-full bg-emerald-400" />}
                members={onlineNow}
                loading={loading}
                emptyText="Nobody is online right now. Check back soon."
              />
              <MemberGrid
                title="New members"
                icon={<Sparkles aria-hidden className="size-4 text-accent" />}
                members={newMembers}
                loading={loading}
                emptyText="No new members yet today."
              />
            </>
          )}
          <FeedEmptyState />
        </TabsContent>
        {FEED_TABS.filter((tab) => tab.value !== 'feed').map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="pt-5">
            <FeedEmptyState />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
