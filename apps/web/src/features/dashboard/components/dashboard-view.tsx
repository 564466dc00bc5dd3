import { type ReactNode, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowUp, PenSquare, RefreshCw, TriangleAlert } from 'lucide-react';
import type { FeedTab, Post } from '@blaze/contracts/posts';
import { friendlyMessage } from '@/lib/api-client';
import { resetNewPosts, useNewPostsCount } from '@/lib/new-posts';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDashboard } from '@/features/dashboard/api/get-dashboard';
import { feedKeys } from '@/features/dashboard/api/feed-keys';
import { FIRST_FEED_TAB } from '@/features/dashboard/api/get-feed';
import { FeedList } from '@/features/dashboard/components/feed-list';
import { PostComposer } from '@/features/dashboard/components/post-composer';
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
 * /dashboard: search, stories, stat bar, then the Feed / Trending / Following / Liked tabs from the
 * server (decision 015). The stories row is a slot (the stories feature; his own ring first).
 */
export function DashboardView({
  storiesRow,
}: {
  /** The home strip's stories row ('Add Story' and the rings), from the stories feature. */
  storiesRow: ReactNode;
}) {
  const dashboard = useDashboard();
  const loading = dashboard.isPending;
  const data = dashboard.data;
  const [tab, setTab] = useState<FeedTab>(FIRST_FEED_TAB);
  const [composerOpen, setComposerOpen] = useState(false);
  const [editing, setEditing] = useState<Post | null>(null);
  const queryClient = useQueryClient();
  const newPosts = useNewPostsCount();
  // Opening the dashboard reads the tabs afresh: posts announced before are in them.
  useEffect(() => resetNewPosts(), []);

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

      <div className="mt-4 px-4">
        <Button
          variant="secondary"
          block
          onClick={() => {
            setEditing(null);
            setComposerOpen(true);
          }}
        >
          <PenSquare aria-hidden /> Create post
        </Button>
      </div>

      <Tabs
        look="underline"
        value={tab}
        onValueChange={(next) => {
          // Changing tab resets the list: the tab left starts again from its first page.
          queryClient.removeQueries({ queryKey: feedKeys.tab(tab) });
          resetNewPosts();
          setTab(next as FeedTab);
        }}
        className="mt-5"
      >
        <TabsList
          aria-label="Feed"
          className="sticky top-[calc(var(--shell-top)+4rem)] z-20 bg-zinc-950/90 px-2 backdrop-blur-xl"
        >
          {FEED_TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {newPosts > 0 && (tab === 'feed' || tab === 'following') ? (
          <div className="sticky top-[calc(var(--shell-top)+7rem)] z-20 flex justify-center">
            <Button
              size="sm"
              className="mt-2 rounded-full shadow-lg"
              onClick={() => {
                resetNewPosts();
                void queryClient.resetQueries({ queryKey: feedKeys.tab(tab) });
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            >
              <ArrowUp aria-hidden /> New posts
            </Button>
          </div>
        ) : null}
        {FEED_TABS.map((t) => (
          <TabsContent key={t.value} value={t.value} className="pt-5">
            <FeedList
              tab={t.value}
              onEdit={(post) => {
                setEditing(post);
                setComposerOpen(true);
              }}
            />
          </TabsContent>
        ))}
      </Tabs>
      <PostComposer open={composerOpen} onOpenChange={setComposerOpen} editing={editing} />
    </div>
  );
}
