import { Link } from 'react-router';
import {
  BarChart3,
  Eye,
  Heart,
  ImageOff,
  MessageCircle,
  RefreshCw,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { CreatorStats } from '@blaze/contracts/creators';
import { paths } from '@/config/paths';
import { friendlyMessage } from '@/lib/api-client';
import { useSession } from '@/lib/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreatorStats } from '@/features/creators/api/get-creator-stats';
import { DayBars } from '@/features/creators/components/day-bars';
import { plural } from '@/lib/plural';

const number = new Intl.NumberFormat('en');

function Tile({
  icon: Icon,
  label,
  value,
  note,
}: {
  icon: LucideIcon;
  label: string;
  value: number;
  note?: string;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-zinc-800 bg-zinc-900/60 p-3.5">
      <span className="flex items-center gap-1.5 text-xs font-semibold text-zinc-400">
        <Icon aria-hidden className="size-4" /> {label}
      </span>
      <span className="text-2xl font-black text-zinc-50 tabular-nums" data-testid={`stat-${label}`}>
        {number.format(value)}
      </span>
      {note ? <span className="text-xs text-zinc-500">{note}</span> : null}
    </div>
  );
}

function TopPosts({ top }: { top: CreatorStats['topPosts'] }) {
  if (top.length === 0)
    return <p className="text-sm text-zinc-400">Post something and your best posts show here.</p>;
  return (
    <ol className="flex flex-col gap-2.5">
      {top.map(({ post, views }, i) => {
        const photo = post.photos[0];
        return (
          <li key={post.id} className="flex items-center gap-3">
            <span className="w-4 text-sm font-bold text-zinc-500 tabular-nums">{i + 1}</span>
            {photo ? (
              <img
                src={photo.thumbUrl}
                alt=""
                className="size-12 shrink-0 rounded-lg bg-zinc-900 object-cover"
              />
            ) : (
              <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-zinc-900 text-zinc-600">
                <ImageOff aria-hidden className="size-5" />
              </span>
            )}
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm text-zinc-100">
                {post.text || 'Photo post'}
              </span>
              <span className="flex gap-3 text-xs text-zinc-400 tabular-nums">
                <span>{plural(views, 'view', 'views', number.format(views))}</span>
                <span>
                  {plural(post.likeCount, 'like', 'likes', number.format(post.likeCount))}
                </span>
                <span>
                  {plural(
                    post.commentCount,
                    'comment',
                    'comments',
                    number.format(post.commentCount),
                  )}
                </span>
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function Numbers({ stats }: { stats: CreatorStats }) {
  return (
    <>
      <div className="grid grid-cols-2 gap-2.5">
        <Tile
          icon={Users}
          label="Followers"
          value={stats.followers.total}
          note={plural(stats.posts, 'post')}
        />
        <Tile
          icon={Eye}
          label="Post views"
          value={stats.postViews.total}
          note={`${number.format(stats.postViews.last30Days)} in 30 days`}
        />
        <Tile
          icon={Heart}
          label="Likes"
          value={stats.likes.total}
          note={`${number.format(stats.likes.last30Days)} in 30 days`}
        />
        <Tile
          icon={MessageCircle}
          label="Comments"
          value={stats.comments.total}
          note={`${number.format(stats.comments.last30Days)} in 30 days`}
        />
        <Tile
          icon={Sparkles}
          label="Story views"
          value={stats.storyViews.total}
          note={`${number.format(stats.storyViews.last30Days)} in 30 days`}
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Followers over time</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <DayBars title="Followers at the end of each day" days={stats.followers.byDay} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Post views per day</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <DayBars title="Post views per day" days={stats.postViews.byDay} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Top posts</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <TopPosts top={stats.topPosts} />
        </CardContent>
      </Card>
    </>
  );
}

/**
 * /app/creator-dashboard: his real numbers (followers over time, post views, likes, comments, story
 * views, top posts). Members without a creator profile learn how to turn it on. No money here.
 */
export function CreatorDashboard() {
  const { me } = useSession();
  const isCreator = me?.profile.isCreator ?? false;
  const stats = useCreatorStats(isCreator);

  if (!me) return null;
  if (!isCreator) {
    return (
      <EmptyState
        icon={<Sparkles aria-hidden />}
        title="Turn on your creator profile"
        actions={
          <Button asChild>
            <Link to={paths.settings.to()}>Open Settings</Link>
          </Button>
        }
      >
        In Settings, switch on Creator profile and add a tagline. You get a creator badge, your card
        in feeds, and your numbers here: followers, views, likes, comments and your top posts.
      </EmptyState>
    );
  }
  if (stats.isPending) {
    return (
      <div className="grid grid-cols-2 gap-2.5" aria-busy="true" aria-label="Loading your numbers">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <EmptyState
        icon={<BarChart3 aria-hidden />}
        title="We couldn't load your numbers"
        actions={
          <Button variant="secondary" onClick={() => void stats.refetch()}>
            <RefreshCw aria-hidden /> Retry
          </Button>
        }
      >
        {friendlyMessage(stats.error)}
      </EmptyState>
    );
  }
  return <Numbers stats={stats.data} />;
}
